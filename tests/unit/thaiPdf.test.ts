// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { code128, qrCode, qrModules, runsOf, ThaiPdf } from '../../server/documents/thaiPdf';
import { pdfPages } from '../api/pdfText';

// Thai text on printed documents: each run in the Sarabun file that has its letters, lines
// broken between words and never between a letter and its vowels or tone marks.

/** Thai vowels and tone marks that follow their consonant (above, below, or sara am). */
const MARK = /^[\u0E31\u0E33-\u0E3A\u0E47-\u0E4E]/;
const wordEnds = (text: string) =>
  new Set(
    [...new Intl.Segmenter('th', { granularity: 'word' }).segment(text)].map(
      (s) => s.index + s.segment.length,
    ),
  );

describe('runs', () => {
  it('put Thai letters in the Thai file and digits and Latin letters in the Latin one', () => {
    expect(runsOf('ที่อยู่ 99/1 ถนนสุขุมวิท EMS')).toEqual([
      { subset: 'thai', text: 'ที่อยู่ ' },
      { subset: 'latin', text: '99/1 ' },
      { subset: 'thai', text: 'ถนนสุขุมวิท ' },
      { subset: 'latin', text: 'EMS' },
    ]);
  });

  it('write a letter Sarabun lacks as ?, not as an empty box', () => {
    expect(runsOf('นํ้า😀')).toEqual([
      { subset: 'thai', text: 'นํ้า' },
      { subset: 'latin', text: '?' },
    ]);
  });
});

describe('wrapping', () => {
  const pdf = new ThaiPdf({ title: 'test' });
  const text = 'กรุงเทพมหานครที่อยู่สั่งซื้อนํ้าปลาแท้ปั้นกุ้งฝอยก๋วยเตี๋ยวญี่ปุ่นฐานรองผู้รับสินค้าเก็บเงินปลายทาง';

  it('breaks Thai between words, keeping every letter and mark, each line within the width', () => {
    const lines = pdf.wrap(text, 120, { size: 12 });
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join('')).toBe(text);
    for (const line of lines) {
      expect(pdf.width(line, { size: 12 })).toBeLessThanOrEqual(120);
      expect(line, line).not.toMatch(MARK);
    }
    // Every line ends where a dictionary word does.
    const ends = wordEnds(text);
    let at = 0;
    for (const line of lines) expect(ends, line).toContain((at += line.length));
  });

  it('cuts a word wider than the line between letters, never before a mark', () => {
    for (const word of ['ก๋วยเตี๋ยว'.repeat(6), 'ทำนำกำจำ'.repeat(6)])
      for (const width of [12, 20, 30]) {
        const lines = pdf.wrap(word, width, { size: 12 });
        expect(lines.join('')).toBe(word);
        for (const line of lines) expect(line, `${width}: ${line}`).not.toMatch(MARK);
      }
  });

  it('ends a cut line with …', () => {
    const cut = pdf.fit(text, 80, { size: 12 });
    expect(cut.endsWith('…')).toBe(true);
    expect(pdf.width(cut, { size: 12 })).toBeLessThanOrEqual(80);
  });
});

describe('Code 128', () => {
  it('encodes a tracking number as bars and spaces, and refuses what it cannot carry', () => {
    const bars = code128('EF123456789TH');
    expect(bars?.length).toBeGreaterThan(30);
    // Start, data and check symbols of 11 modules each, and the 13-module stop.
    expect((bars ?? []).reduce((a, b) => a + b, 0) % 11).toBe(2);
    expect(code128('เลขพัสดุ')).toBeUndefined();
    expect(code128('')).toBeUndefined();
  });
});

describe('QR code', () => {
  it("encodes a booking's address as a square with its three finder patterns", () => {
    const qr = qrCode('https://portal.example/bookings/123');
    expect(qr).toBeDefined();
    const { size, dark } = qr!;
    // Version 1 is 21 modules a side; each version adds 4.
    expect((size - 21) % 4).toBe(0);
    expect(dark).toHaveLength(size * size);
    expect(qrModules(qr!)).toBe(size + 8);
    const at = (row: number, col: number) => dark[row * size + col];
    // A finder pattern: a dark 7×7 ring, a light ring inside it, a dark 3×3 centre.
    for (const [top, left] of [
      [0, 0],
      [0, size - 7],
      [size - 7, 0],
    ]) {
      for (let i = 0; i < 7; i++) {
        expect(
          at(top, left + i) && at(top + 6, left + i) && at(top + i, left) && at(top + i, left + 6),
        ).toBe(true);
      }
      expect(at(top + 1, left + 1)).toBe(false);
      expect(at(top + 3, left + 3)).toBe(true);
    }
    // The fourth corner has none.
    expect(at(size - 7, size - 7) && at(size - 1, size - 1) && at(size - 7, size - 1)).toBe(false);
  });

  it('encodes nothing for an empty text', () => {
    expect(qrCode('')).toBeUndefined();
  });
});

describe('the text layer', () => {
  it('copies every letter, even one first drawn as part of another (the า of a ำ)', async () => {
    const pdf = new ThaiPdf({ title: 'test' });
    pdf.doc.addPage({ size: 'A4', margin: 0 });
    // น้ำผึ้ง first: its ำ is drawn as a ring and a า, before any า of its own.
    const words = ['น้ำผึ้ง', 'สยามสมาร์ทช็อป', 'ข้าวหอมมะลิ 5 กก.'];
    words.forEach((w, i) => pdf.line(w, 40, 60 + i * 30, { size: 12 }));
    const [page] = pdfPages(await pdf.toBuffer());
    expect(page.split('\n')).toEqual(words);
  });
});
