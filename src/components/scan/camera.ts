import { frameDecoder } from './decoders';

/** Why the camera cannot scan: the keys of `app.scan.*` the dialog shows. */
export type CameraProblem =
  | 'camera_unsupported'
  | 'camera_denied'
  | 'camera_absent'
  | 'camera_busy'
  | 'camera_failed'
  | 'decoder_failed';

export interface CameraCallbacks {
  /** The camera shows its picture and frames are being read. */
  onScanning: () => void;
  /** A code was read. */
  onCode: (code: string) => void;
  /** The camera or the decoder could not be started. */
  onProblem: (problem: CameraProblem) => void;
  /** Go on reading after a code (the screen scans item after item). */
  continuous: boolean;
}

/** Pause between two frames read. */
const FRAME_MS = 120;
/** In continuous mode, the same code again counts only once it has been out of sight this long. */
const REPEAT_MS = 1500;

/** The problem a refused getUserMedia names (its DOMException's name). */
export function cameraProblem(error: unknown): CameraProblem {
  const name =
    typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'camera_denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'camera_absent';
    case 'NotReadableError':
    case 'AbortError':
      return 'camera_busy';
    default:
      return 'camera_failed';
  }
}

/**
 * Opens the camera (the rear one where there is a choice) into `video` and reads its frames
 * until a code is found (or, continuous, until stopped). Gives the function that stops it all:
 * the reading, and the camera, whose light goes out.
 */
export function startCamera(video: HTMLVideoElement, callbacks: CameraCallbacks): () => void {
  let stopped = false;
  let stream: MediaStream | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastCode = '';
  let lastSeen = 0;

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    stream?.getTracks().forEach((track) => track.stop());
    video.srcObject = null;
  };

  const run = async () => {
    const media = navigator.mediaDevices;
    if (typeof media?.getUserMedia !== 'function') return callbacks.onProblem('camera_unsupported');
    // The decoder loads while the browser asks for the camera.
    const decoder = frameDecoder();
    decoder.catch(() => {});
    try {
      stream = await media.getUserMedia({
        audio: false,
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } },
      });
    } catch (e) {
      if (!stopped) callbacks.onProblem(cameraProblem(e));
      return;
    }
    if (stopped) return stop();
    video.srcObject = stream;
    // Muted and inline, the video may play without a tap; a stop while it starts rejects.
    await video.play().catch(() => {});
    let decode;
    try {
      decode = await decoder;
    } catch {
      if (!stopped) callbacks.onProblem('decoder_failed');
      return stop();
    }
    if (stopped) return;
    callbacks.onScanning();

    const read = async () => {
      let code: string | null = null;
      if (video.readyState >= video.HAVE_CURRENT_DATA && video.videoWidth > 0) {
        // A frame that fails to decode is like one without a code: the next one is read.
        code = await decode(video).catch(() => null);
      }
      if (stopped) return;
      if (code) {
        const now = performance.now();
        const again = code === lastCode && now - lastSeen < REPEAT_MS;
        lastCode = code;
        lastSeen = now;
        if (!again) {
          callbacks.onCode(code);
          if (!callbacks.continuous) return;
        }
      }
      timer = setTimeout(() => void read(), FRAME_MS);
    };
    void read();
  };

  void run();
  return stop;
}
