import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { prepareZXingModule, purgeZXingModule } from 'zxing-wasm/reader';
import { readCode } from './zxingRead';

/**
 * The zxing-wasm binary from the app's own origin (a file of the build's assets), not the
 * package's default CDN, which the portal's content security policy would refuse. One object,
 * so that zxing-wasm keeps the module it has made for it.
 */
const OVERRIDES = {
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
};

/**
 * Loads zxing-wasm's reader (about 1 MB, fetched once and cached) and gives its decoding
 * function. Rejects when the binary cannot be fetched or compiled; a later call tries again.
 */
export async function loadZxing(): Promise<typeof readCode> {
  try {
    await prepareZXingModule({ overrides: OVERRIDES, fireImmediately: true });
  } catch (e) {
    purgeZXingModule();
    throw e;
  }
  return readCode;
}
