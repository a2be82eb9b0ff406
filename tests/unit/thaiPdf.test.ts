// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { code128, runsOf, ThaiPdf } from '../../server/documents/thaiPdf';

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
