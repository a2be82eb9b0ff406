import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import bwipjs from 'bwip-js/node';
import { prepareZXingModule } from 'zxing-wasm/reader';
import { ScanInput, type ScanHandler } from '../../src/components/scan/ScanInput';
import { readCode, type Pixels } from '../../src/components/scan/zxingRead';
import { scannedChar } from '../../src/components/scan/useWedgeScan';
import { i18nProvider, loadScreenTexts } from '../../src/providers/i18nProvider';
import { th } from '../../i18n/th';

// The scanning input of the warehouse screens: the camera's fallback decoder (zxing-wasm) on
// generated barcodes, the keyboard-wedge scanner told apart from typing, the verdict's
// feedback, and the camera dialog's path and messages.

const t = th.app.scan;

// The screens' texts, as a scanning screen's chunk waits for them before it renders.
beforeAll(() => loadScreenTexts());

/** The RGBA pixels of a PNG as bwip-js writes it (8 bits a sample, not interlaced). */
function pngPixels(png: Buffer): Pixels {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      expect(body[8]).toBe(8); // bit depth
      expect(body[12]).toBe(0); // no interlacing
      channels = ({ 0: 1, 2: 3, 4: 2, 6: 4 } as Record<number, number>)[body[9]];
    } else if (type === 'IDAT') idat.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rows = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? rows[y * stride + x - channels] : 0;
      const up = y > 0 ? rows[(y - 1) * stride + x] : 0;
      const upLeft = y > 0 && x >= channels ? rows[(y - 1) * stride + x - channels] : 0;
      const p = left + up - upLeft;
      const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
      const predictor = [
        0,
        left,
        up,
        (left + up) >> 1,
        pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft,
      ][filter];
      rows[y * stride + x] = (line[x] + predictor) & 0xff;
    }
  }
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const px = rows.subarray(i * channels, (i + 1) * channels);
    const [r, g, b] = channels >= 3 ? [px[0], px[1], px[2]] : [px[0], px[0], px[0]];
    data.set([r, g, b, channels === 4 ? px[3] : channels === 2 ? px[1] : 255], i * 4);
  }
  return { data, width, height };
}

/** A barcode as the camera might see it: printed black on white, with a margin. */
const barcode = async (bcid: string, text: string) =>
  pngPixels(
    await bwipjs.toBuffer({
      bcid,
      text,
      scale: 3,
      height: 15,
      paddingwidth: 20,
      paddingheight: 20,
      backgroundcolor: 'FFFFFF',
    }),
  );

describe("the camera's fallback decoder (zxing-wasm)", () => {
  beforeAll(async () => {
    // In the browser the binary comes from the app's origin (zxingBrowser.ts); here from disk.
    const wasm = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    await prepareZXingModule({
      overrides: { wasmBinary: new Uint8Array(readFileSync(wasm)).buffer },
      fireImmediately: true,
    });
  });

  it('reads an EAN-13 with its check digit', async () => {
    expect(await readCode(await barcode('ean13', '8850999320014'))).toBe('8850999320014');
  });

  it('reads a Code 128 of letters, digits and marks', async () => {
    expect(await readCode(await barcode('code128', 'SKU-A001/25'))).toBe('SKU-A001/25');
  });

  it('reads a QR code', async () => {
    expect(await readCode(await barcode('qrcode', 'BK2026-0042'))).toBe('BK2026-0042');
  });

  it('finds nothing in a blank picture', async () => {
    const blank = { data: new Uint8ClampedArray(200 * 100 * 4).fill(255), width: 200, height: 100 };
    expect(await readCode(blank)).toBeNull();
  });
});

describe('a key as a scanner types it', () => {
  it('is the US key whatever the keyboard layout (Thai digits, Shift, Caps Lock)', () => {
    expect(scannedChar({ key: 'ค', code: 'Digit8', shiftKey: false })).toBe('8');
    expect(scannedChar({ key: '/', code: 'Digit2', shiftKey: false })).toBe('2');
    expect(scannedChar({ key: 'ฟ', code: 'KeyA', shiftKey: false })).toBe('a');
    expect(scannedChar({ key: 'ฤ', code: 'KeyA', shiftKey: true })).toBe('A');
    expect(scannedChar({ key: 'A', code: 'KeyA', shiftKey: false })).toBe('A');
    expect(scannedChar({ key: 'ข', code: 'Minus', shiftKey: false })).toBe('-');
    expect(scannedChar({ key: '7', code: 'Numpad7', shiftKey: false })).toBe('7');
    expect(scannedChar({ key: 'x', code: '', shiftKey: false })).toBe('x');
    expect(scannedChar({ key: 'Shift', code: 'ShiftLeft', shiftKey: true })).toBeNull();
  });
});

/** The physical key of a character, as a scanner with a US layout sends it. */
const codeOf = (c: string) =>
  /[a-z]/i.test(c)
    ? `Key${c.toUpperCase()}`
    : /\d/.test(c)
      ? `Digit${c}`
      : c === '-'
        ? 'Minus'
        : '';

let now = 1_000_000;

/**
 * Keys pressed `gap` ms apart, then Enter `gap` ms later (unless `enter` is false), on
 * `target`. A text field's value grows with each key, as the browser's typing would do.
 */
function press(text: string, gap: number, target: Element | Window = window, enter = true) {
  for (const c of text) {
    now += gap;
    vi.setSystemTime(now);
    const typed = fireEvent.keyDown(target, { key: c, code: codeOf(c) });
    if (typed && target instanceof HTMLInputElement) {
      fireEvent.change(target, { target: { value: target.value + c } });
    }
  }
  if (!enter) return;
  now += gap;
  vi.setSystemTime(now);
  fireEvent.keyDown(target, { key: 'Enter', code: 'Enter' });
}

function setup(onScan: ScanHandler, props: { continuous?: boolean } = {}) {
  const otherEnter = vi.fn();
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <label>
        Other field
        <input
          onKeyDown={(e) => {
            if (e.key === 'Enter') otherEnter();
          }}
        />
      </label>
      <ScanInput onScan={onScan} {...props} />
    </AdminContext>,
  );
  return {
    field: screen.getByRole<HTMLInputElement>('textbox', { name: t.label }),
    other: screen.getByRole<HTMLInputElement>('textbox', { name: 'Other field' }),
    otherEnter,
  };
}

/** Lets the queued scan's answer arrive and show. */
const settle = () => act(async () => {});

beforeEach(() => {
  // Fake `Date` only: the events' time stamps come from it; promises and timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'vibrate');
});

describe('the keyboard-wedge scanner', () => {
  it('hands a fast burst of keys ended by Enter to onScan, from anywhere on the screen', async () => {
    const onScan = vi.fn();
    setup(onScan);
    press('8850999320014', 5);
    await settle();
    expect(onScan).toHaveBeenCalledExactlyOnceWith('8850999320014');
    expect(screen.getByRole('status').textContent).toBe('สแกนแล้ว: 8850999320014');
  });

  it('reads the code with the Thai keyboard layout switched on', async () => {
    const onScan = vi.fn();
    setup(onScan);
    // Digit8, Digit8, Digit5, Digit0 with the Thai layout: ค ค ถ จ.
    for (const [key, code] of [
      ['ค', 'Digit8'],
      ['ค', 'Digit8'],
      ['ถ', 'Digit5'],
      ['จ', 'Digit0'],
      ['Enter', 'Enter'],
    ]) {
      now += 4;
      vi.setSystemTime(now);
      fireEvent.keyDown(window, { key, code });
    }
    await settle();
    expect(onScan).toHaveBeenCalledExactlyOnceWith('8850');
  });

  it('ignores slow typing, too short a burst and a burst not ended by Enter', async () => {
    const onScan = vi.fn();
    setup(onScan);
    press('8850999320014', 120);
    press('ABC', 5);
    press('12345', 5, window, false);
    now += 500;
    vi.setSystemTime(now);
    fireEvent.keyDown(window, { key: 'Enter', code: 'Enter' });
    // A burst whose Enter comes late is a person pressing Enter after a paste, say.
    press('12345', 5, window, false);
    now += 200;
    vi.setSystemTime(now);
    fireEvent.keyDown(window, { key: 'Enter', code: 'Enter' });
    await settle();
    expect(onScan).not.toHaveBeenCalled();
  });

  it('leaves slow typing in another field alone, its Enter included', async () => {
    const onScan = vi.fn();
    const { other, otherEnter } = setup(onScan);
    other.focus();
    press('LOT-2025', 150, other);
    await settle();
    expect(onScan).not.toHaveBeenCalled();
    expect(other.value).toBe('LOT-2025');
    expect(otherEnter).toHaveBeenCalledOnce();
  });

  it('takes a scan typed into another field out of it again, and stops its Enter', async () => {
    const onScan = vi.fn();
    const { other, otherEnter } = setup(onScan);
    other.focus();
    press('12', 200, other, false);
    now += 500;
    press('A0017', 5, other);
    await settle();
    expect(onScan).toHaveBeenCalledExactlyOnceWith('A0017');
    expect(other.value).toBe('12');
    expect(otherEnter).not.toHaveBeenCalled();
  });

  it("takes slow typing in its own field confirmed with Enter, or with the field's button", async () => {
    const onScan = vi.fn();
    const { field } = setup(onScan);
    field.focus();
    press('A-001', 150, field);
    await settle();
    expect(onScan).toHaveBeenCalledExactlyOnceWith('A-001');
    expect(field.value).toBe('');
    fireEvent.change(field, { target: { value: ' B-002 ' } });
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    await settle();
    expect(onScan).toHaveBeenLastCalledWith('B-002');
    expect(onScan).toHaveBeenCalledTimes(2);
  });

  it('takes a scan into its own field once, and empties the field', async () => {
    const onScan = vi.fn();
    const { field } = setup(onScan);
    field.focus();
    press('8850999320014', 3, field);
    await settle();
    expect(onScan).toHaveBeenCalledExactlyOnceWith('8850999320014');
    expect(field.value).toBe('');
  });

  it('stops listening when disabled or gone', async () => {
    const onScan = vi.fn();
    const { rerender, unmount } = render(
      <AdminContext i18nProvider={i18nProvider}>
        <ScanInput onScan={onScan} disabled />
      </AdminContext>,
    );
    press('88509993', 5);
    rerender(
      <AdminContext i18nProvider={i18nProvider}>
        <ScanInput onScan={onScan} />
      </AdminContext>,
    );
    press('88509994', 5);
    await settle();
    expect(onScan).toHaveBeenCalledExactlyOnceWith('88509994');
    unmount();
    press('88509995', 5);
    await settle();
    expect(onScan).toHaveBeenCalledOnce();
  });
});

describe("a scan's verdict", () => {
  it("beeps and vibrates for the screen's verdict and shows its text, scans in order", async () => {
    const vibrate = vi.fn((_pattern: number) => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const answers: Record<string, () => Promise<unknown>> = {
      GOOD1: () => Promise.resolve({ result: 'ok', message: 'หยิบ GOOD1 แล้ว 1/2' }),
      BAD01: () => new Promise((r) => setTimeout(() => r('error'), 20)),
      FAIL1: () => Promise.reject(new Error('offline')),
    };
    const seen: string[] = [];
    const onScan = vi.fn(async (code: string) => {
      seen.push(`start ${code}`);
      const outcome = await answers[code]();
      seen.push(`end ${code}`);
      return outcome as never;
    });
    setup(onScan);
    press('GOOD1', 5);
    await settle();
    expect(screen.getByRole('status').textContent).toBe('หยิบ GOOD1 แล้ว 1/2');
    expect(vibrate).toHaveBeenLastCalledWith(60);
    press('BAD01', 5);
    press('FAIL1', 5);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    // One at a time: the second scan waited for the first one's answer.
    expect(seen).toEqual(['start GOOD1', 'end GOOD1', 'start BAD01', 'end BAD01', 'start FAIL1']);
    expect(screen.getByRole('status').textContent).toBe('ตรวจสอบรหัส FAIL1 ไม่สำเร็จ กรุณาลองอีกครั้ง');
    expect(vibrate.mock.calls.map(([ms]) => ms)).toEqual([60, 400, 400]);
  });
});

describe('the camera', () => {
  /** The browser's media devices as given (none: a page not opened over HTTPS). */
  const setMediaDevices = (value: unknown) =>
    Object.defineProperty(navigator, 'mediaDevices', { value, configurable: true });
  afterEach(() => Reflect.deleteProperty(navigator, 'mediaDevices'));

  /** A camera whose frames hold `code`, read by a BarcodeDetector of the browser. */
  function fakeCamera(code: string) {
    const stop = vi.fn();
    const stream = { getTracks: () => [{ stop }] };
    setMediaDevices({ getUserMedia: vi.fn(() => Promise.resolve(stream)) });
    vi.stubGlobal(
      'BarcodeDetector',
      Object.assign(
        class {
          detect = () => Promise.resolve([{ rawValue: code }]);
        },
        { getSupportedFormats: () => Promise.resolve(['qr_code', 'ean_13', 'code_128', 'upc_a']) },
      ),
    );
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(1280);
    return { stop };
  }

  it('reads a code, closes its dialog and turns the camera off', async () => {
    const { stop } = fakeCamera('8850999320014');
    const onScan = vi.fn(() => 'ok' as const);
    setup(onScan);
    fireEvent.click(screen.getByRole('button', { name: t.camera }));
    expect(screen.getByRole('dialog', { name: t.camera })).toBeTruthy();
    // The first frame is read: the dialog closes (after its transition).
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.camera })).toBeNull());
    expect(onScan).toHaveBeenCalledExactlyOnceWith('8850999320014');
    expect(stop).toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('สแกนแล้ว: 8850999320014');
  });

  it('stays open in continuous mode, and reads a code held still only once', async () => {
    fakeCamera('A0017');
    const onScan = vi.fn(() => 'ok' as const);
    setup(onScan, { continuous: true });
    fireEvent.click(screen.getByRole('button', { name: t.camera }));
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(onScan).toHaveBeenCalledExactlyOnceWith('A0017');
    expect(screen.getByRole('dialog', { name: t.camera })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('สแกนแล้ว: A0017');
    fireEvent.click(screen.getByRole('button', { name: t.close }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.camera })).toBeNull());
  });

  it('says so in Thai when the camera is refused, absent or not available', async () => {
    fakeCamera('unused');
    const cases: [unknown, string][] = [
      [new DOMException('denied', 'NotAllowedError'), t.camera_denied],
      [new DOMException('none', 'NotFoundError'), t.camera_absent],
      [new DOMException('busy', 'NotReadableError'), t.camera_busy],
      [undefined, t.camera_unsupported],
    ];
    for (const [error, message] of cases) {
      setMediaDevices(error ? { getUserMedia: () => Promise.reject(error) } : undefined);
      setup(vi.fn());
      fireEvent.click(screen.getByRole('button', { name: t.camera }));
      await settle();
      expect(screen.getByRole('alert').textContent).toContain(message);
      cleanup();
    }
  });
});
