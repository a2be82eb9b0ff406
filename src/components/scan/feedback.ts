/** The screen's verdict on a scanned code. */
export type ScanVerdict = 'ok' | 'error';

/** A tone: frequency in Hz, start and length in seconds. */
type Tone = { hz: number; at: number; length: number };

/**
 * What each verdict sounds and feels like: a good scan one short high beep and a brief
 * vibration, a bad one a low double beep and a longer vibration, told apart without looking.
 */
export const FEEDBACK: Record<ScanVerdict, { tones: Tone[]; vibrate: number }> = {
  ok: { tones: [{ hz: 1760, at: 0, length: 0.08 }], vibrate: 60 },
  error: {
    tones: [
      { hz: 220, at: 0, length: 0.15 },
      { hz: 220, at: 0.22, length: 0.15 },
    ],
    vibrate: 400,
  },
};

let audio: AudioContext | undefined;

/** The page's one audio context, made on first use; none where the browser has no Web Audio. */
function audioContext(): AudioContext | undefined {
  if (audio) return audio;
  const Context =
    globalThis.AudioContext ??
    (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return undefined;
  try {
    audio = new Context();
  } catch {
    return undefined;
  }
  return audio;
}

/**
 * Lets the page make sound: browsers start audio only after a tap or a key. Called from the
 * camera button's click, so that the beeps of camera scans (which no tap starts) are heard.
 */
export function primeScanFeedback() {
  const context = audioContext();
  if (context?.state === 'suspended') context.resume().catch(() => {});
}

function beep(context: AudioContext, { hz, at, length }: Tone, start: number) {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'square';
  oscillator.frequency.value = hz;
  const from = start + at;
  // Short ramps in and out: no click at either end.
  gain.gain.setValueAtTime(0.0001, from);
  gain.gain.exponentialRampToValueAtTime(0.25, from + 0.01);
  gain.gain.setValueAtTime(0.25, from + length - 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, from + length);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(from);
  oscillator.stop(from + length + 0.01);
}

/** Beeps and vibrates for a scan's verdict, with whatever of the two the device has. */
export function playScanFeedback(verdict: ScanVerdict) {
  const { tones, vibrate } = FEEDBACK[verdict];
  if (typeof navigator.vibrate === 'function') navigator.vibrate(vibrate);
  const context = audioContext();
  if (!context) return;
  if (context.state === 'suspended') context.resume().catch(() => {});
  try {
    const start = context.currentTime + 0.01;
    for (const tone of tones) beep(context, tone, start);
  } catch {
    // A context the browser has closed (the page in the background): silence.
  }
}
