import { readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';

/** The codes the warehouse scans, as zxing names them: EAN-13, Code 128 and QR codes. */
export const ZXING_FORMATS = ['EAN13', 'Code128', 'QRCode'] as const;

const OPTIONS: ReaderOptions = {
  formats: [...ZXING_FORMATS],
  maxNumberOfSymbols: 1,
  tryHarder: true,
};

/** RGBA pixels, as a canvas gives them (the DOM's ImageData, or the same shape without it). */
export type Pixels = Pick<ImageData, 'data' | 'width' | 'height'>;

/**
 * The code in a picture (a camera frame) read by zxing-wasm, the decoder of browsers without
 * a BarcodeDetector, or null when it holds none. The wasm module must have been prepared
 * (zxingBrowser.ts in the app).
 */
export async function readCode(pixels: Pixels): Promise<string | null> {
  // zxing-wasm tells pixels from an image file by the `width`, `height` and `data` it reads.
  const [found] = await readBarcodes(pixels as ImageData, OPTIONS);
  return found?.text || null;
}
