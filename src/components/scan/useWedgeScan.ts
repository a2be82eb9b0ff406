import { useEffect, useRef } from 'react';

/** How a keyboard-wedge scan is told apart from a person typing. */
export interface WedgeOptions {
  /** Listening at all (off while the screen has a dialog of its own open, say). Default on. */
  enabled?: boolean;
  /** The fewest characters a scan has. Default 4. */
  minLength?: number;
  /**
   * The longest gap between two keys of one scan, Enter included, in milliseconds. A handheld
   * scanner types a whole code within a few milliseconds a key; a person needs 80 ms or more.
   * Default 35.
   */
  maxGapMs?: number;
}

export const WEDGE_DEFAULTS = { minLength: 4, maxGapMs: 35 } as const;

/** The punctuation keys of a US keyboard: [plain, with Shift]. */
const PUNCTUATION: Record<string, [string, string]> = {
  Minus: ['-', '_'],
  Equal: ['=', '+'],
  BracketLeft: ['[', '{'],
  BracketRight: [']', '}'],
  Backslash: ['\\', '|'],
  Semicolon: [';', ':'],
  Quote: ["'", '"'],
  Comma: [',', '<'],
  Period: ['.', '>'],
  Slash: ['/', '?'],
  Backquote: ['`', '~'],
  Space: [' ', ' '],
  NumpadDecimal: ['.', '.'],
  NumpadAdd: ['+', '+'],
  NumpadSubtract: ['-', '-'],
  NumpadMultiply: ['*', '*'],
  NumpadDivide: ['/', '/'],
};
const DIGITS_SHIFTED = ')!@#$%^&*(';

/**
 * The character a key stands for on a scanner, or null for a key that types none (Shift, Tab,
 * arrows). Scanners send the keys of a US keyboard; with the Thai layout switched on, the
 * digit keys would type Thai letters (Digit8 types 'ค'), so the physical key (`code`) decides,
 * and `key` only when the event names no known key (virtual keyboards, other devices).
 */
export function scannedChar(e: Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey'>): string | null {
  const letter = /^Key([A-Z])$/.exec(e.code);
  if (letter) {
    // The typed case when the key typed a Latin letter (Caps Lock counts), else Shift's.
    if (e.key.length === 1 && e.key.toUpperCase() === letter[1]) return e.key;
    return e.shiftKey ? letter[1] : letter[1].toLowerCase();
  }
  const digit = /^(?:Digit|Numpad)(\d)$/.exec(e.code);
  if (digit) {
    const n = Number(digit[1]);
    return e.shiftKey && e.code.startsWith('Digit') ? DIGITS_SHIFTED[n] : digit[1];
  }
  const mark = PUNCTUATION[e.code];
  if (mark) return e.shiftKey ? mark[1] : mark[0];
  return e.key.length === 1 ? e.key : null;
}

/** A field whose text a scan typed into it can be put back. */
type TextField = HTMLInputElement | HTMLTextAreaElement;
const isTextField = (t: EventTarget | null): t is TextField =>
  t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement;

/**
 * Puts a field's text back as it was before a scan typed into it, the way typing does (the
 * element's own value setter and an input event), so React's state follows.
 */
function restoreText(field: TextField, text: string) {
  if (field.value === text) return;
  const proto = field instanceof HTMLInputElement ? HTMLInputElement : HTMLTextAreaElement;
  Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Listens for keyboard-wedge scans anywhere on the screen while mounted: keys at most
 * `maxGapMs` apart, at least `minLength` characters, ended by Enter, also when another field
 * has the focus. The scan's Enter goes no further (no form is submitted), the characters the
 * scan typed into a text field are taken out of it again, and `onScan` gets the code. Typing
 * at a person's pace is left alone, keys and Enter alike.
 */
export function useWedgeScan(onScan: (code: string) => void, options: WedgeOptions = {}) {
  const {
    enabled = true,
    minLength = WEDGE_DEFAULTS.minLength,
    maxGapMs = WEDGE_DEFAULTS.maxGapMs,
  } = options;
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  });

  useEffect(() => {
    if (!enabled) return;
    let chars = '';
    let lastAt = -Infinity;
    // The field the burst began in, and its text before the burst.
    let field: TextField | null = null;
    let before = '';
    const reset = () => {
      chars = '';
      lastAt = -Infinity;
      field = null;
    };

    const onKeyDown = (e: KeyboardEvent) => {
      // A held key repeats about every 30 ms, as fast as a scanner: never part of a scan.
      if (e.isComposing || e.repeat || e.ctrlKey || e.metaKey || e.altKey) return reset();
      // The time the key arrived, not the time this runs: a busy page delays the listener.
      const at = e.timeStamp;
      const fast = at - lastAt < maxGapMs;
      if (e.key === 'Enter') {
        const code = chars.trim();
        const typedInto = field;
        const textBefore = before;
        reset();
        if (!fast || code.length < minLength) return;
        e.preventDefault();
        e.stopPropagation();
        if (typedInto) restoreText(typedInto, textBefore);
        onScanRef.current(code);
        return;
      }
      const char = scannedChar(e);
      if (char === null) return;
      if (!fast) {
        chars = '';
        field = isTextField(e.target) ? e.target : null;
        before = field?.value ?? '';
      }
      chars += char;
      lastAt = at;
    };

    // Capturing, so the scan's Enter is seen (and stopped) before the focused field acts on it.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [enabled, minLength, maxGapMs]);
}
