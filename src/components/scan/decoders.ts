/** Reads the code in the camera's current frame, or null when it sees none. */
export type FrameDecoder = (video: HTMLVideoElement) => Promise<string | null>;

/** The codes the warehouse scans, as the browser's BarcodeDetector names them. */
export const NATIVE_FORMATS = ['ean_13', 'code_128', 'qr_code'];

/** The browser's Barcode Detection API, where it has one (not in TypeScript's DOM types). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** Frames are read at most this wide: enough for an EAN-13 at arm's length, quick to decode. */
const MAX_FRAME_WIDTH = 1280;

/** The browser's own detector when it reads all three formats, else null. */
async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const supported = await Detector.getSupportedFormats();
    if (!NATIVE_FORMATS.every((f) => supported.includes(f))) return null;
    return new Detector({ formats: NATIVE_FORMATS });
  } catch {
    return null;
  }
}

/**
 * The decoder of camera frames: the browser's BarcodeDetector where it reads EAN-13, Code 128
 * and QR codes, else zxing-wasm, whose code and binary are fetched only then.
 */
export async function frameDecoder(): Promise<FrameDecoder> {
  const native = await nativeDetector();
  if (native) {
    return async (video) => {
      const [found] = await native.detect(video);
      return found?.rawValue || null;
    };
  }
  const { loadZxing } = await import('./zxingBrowser');
  const read = await loadZxing();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas to read camera frames with');
  return async (video) => {
    const scale = Math.min(1, MAX_FRAME_WIDTH / video.videoWidth);
    const width = Math.round(video.videoWidth * scale);
    const height = Math.round(video.videoHeight * scale);
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    return read(context.getImageData(0, 0, width, height));
  };
}
