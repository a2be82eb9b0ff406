import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';

/**
 * Thai text and barcodes on the portal's printed documents (PDF, by pdfkit).
 *
 * The font is the app's own Sarabun (@fontsource/sarabun), which comes split by script: one
 * file holds the Thai letters, another the Latin ones (digits, codes, e-mail), a third the
 * accented Latin ones. A text is written as runs, each in the file that has its letters;
 * fontkit shapes each run with the file's OpenType tables, which place the Thai vowels and
 * tone marks above and below their consonant. Nothing is fetched at run time.
 */

const require = createRequire(import.meta.url);
const SUBSETS = ['thai', 'latin', 'latin-ext'] as const;
type Subset = (typeof SUBSETS)[number];
export type Weight = 400 | 700;
const WEIGHTS: readonly Weight[] = [400, 700];

/** Parses a CSS unicode-range (`U+0E01-0E5B,U+25CC`) into [first, last] pairs. */
export function parseRanges(spec: string): [number, number][] {
  return spec.split(',').map((part) => {
    const [first, last] = part.trim().replace(/^U\+/i, '').split('-');
    const from = parseInt(first, 16);
    return [from, last === undefined ? from : parseInt(last, 16)];
  });
}

const ranges = (() => {
  const spec = require('@fontsource/sarabun/unicode.json') as Record<Subset, string>;
  return SUBSETS.map((subset) => ({ subset, ranges: parseRanges(spec[subset]) }));
})();

const fontName = (subset: Subset, weight: Weight) => `sarabun-${subset}-${weight}`;

/** The font files (about 80 KB together), read on the first document. */
let files: Map<string, Buffer> | undefined;
function fontFiles() {
  files ??= new Map(
    SUBSETS.flatMap((subset) =>
      WEIGHTS.map((weight) => [
        fontName(subset, weight),
        readFileSync(
          require.resolve(`@fontsource/sarabun/files/sarabun-${subset}-${weight}-normal.woff`),
        ),
      ]),
    ),
  );
  return files;
}

/** The file whose letters include `code`; none for a letter Sarabun does not have. */
export function subsetOf(code: number): Subset | undefined {
  // A space belongs to every file: it stays in the run it is in.
  for (const { subset, ranges: list } of ranges)
    if (list.some(([from, to]) => code >= from && code <= to)) return subset;
  return undefined;
}

export interface Run {
  subset: Subset;
  text: string;
}

/**
 * A text cut into runs of one font file each. A letter no file has (an emoji, a Chinese
 * name) is written as `?` rather than as an empty box.
 */
export function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const last = runs[runs.length - 1];
    if (char === ' ' && last) {
      last.text += char;
      continue;
    }
    const subset = subsetOf(code);
    const piece = subset ? char : '?';
    const into = subset ?? 'latin';
    if (last?.subset === into) last.text += piece;
    else runs.push({ subset: into, text: piece });
  }
  return runs;
}

export interface Style {
  size: number;
  weight?: Weight;
  color?: string;
}

const words = new Intl.Segmenter('th', { granularity: 'word' });
const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });
const clusters = (text: string) => [...graphemes.segment(text)].map((s) => s.segment);
/** One line of text: runs of spaces, tabs and line breaks become one space. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Every Thai letter, vowel and tone mark on its own. fontkit keeps a glyph with the letters of
 * its first use, and the PDF's text layer (copying, searching) reads them from there: a glyph
 * first met as part of another letter (the า of a ำ taken apart) would copy as nothing ever
 * after. Measuring these first gives each glyph its own letter.
 */
const THAI_LETTERS = String.fromCodePoint(
  ...Array.from({ length: 0x0e5b - 0x0e01 + 1 }, (_, i) => 0x0e01 + i).filter(
    (c) => c <= 0x0e3a || c >= 0x0e3f,
  ),
);

/** A PDF document with Sarabun registered, and the text operations of the portal's documents. */
export class ThaiPdf {
  readonly doc: PDFKit.PDFDocument;
  private readonly opened = new Set<string>();

  constructor(info: { title: string }) {
    this.doc = new PDFDocument({ autoFirstPage: false, info: { Title: info.title } });
    for (const [name, data] of fontFiles()) this.doc.registerFont(name, data);
  }

  private use(run: Run, style: Style) {
    const name = fontName(run.subset, style.weight ?? 400);
    this.doc.font(name).fontSize(style.size);
    if (run.subset === 'thai' && !this.opened.has(name)) {
      this.opened.add(name);
      this.doc.widthOfString(THAI_LETTERS);
    }
    return this.doc;
  }

  /** Width of a text written on one line. */
  width(text: string, style: Style): number {
    let width = 0;
    for (const run of runsOf(flat(text))) width += this.use(run, style).widthOfString(run.text);
    return width;
  }

  /**
   * Writes a text on one line with its baseline at `y`; `align` right or center places it
   * within `width` from `x`. Answers the width written.
   */
  line(
    text: string,
    x: number,
    y: number,
    style: Style,
    place: { width?: number; align?: 'left' | 'right' | 'center' } = {},
  ): number {
    const one = flat(text);
    const total = this.width(one, style);
    let at = x;
    if (place.width !== undefined && place.align === 'right') at = x + place.width - total;
    if (place.width !== undefined && place.align === 'center') at = x + (place.width - total) / 2;
    this.doc.fillColor(style.color ?? '#000000');
    for (const run of runsOf(one)) {
      this.use(run, style).text(run.text, at, y, { lineBreak: false, baseline: 'alphabetic' });
      at += this.doc.widthOfString(run.text);
    }
    return total;
  }

  /** The text cut to `width`, ending in `…` when it had to be cut (never inside a letter). */
  fit(text: string, width: number, style: Style): string {
    const one = flat(text);
    if (this.width(one, style) <= width) return one;
    const parts = clusters(one);
    while (parts.length && this.width(`${parts.join('')}…`, style) > width) parts.pop();
    return `${parts.join('').trimEnd()}…`;
  }

  /**
   * The text in lines of at most `width`, broken between words: Thai, written without spaces,
   * is cut into words by the dictionary of Intl.Segmenter. A word wider than a line is cut
   * between letters (a letter keeps its vowels and tone marks).
   */
  wrap(text: string, width: number, style: Style): string[] {
    const lines: string[] = [];
    let current = '';
    const fits = (t: string) => this.width(t, style) <= width;
    for (const { segment } of words.segment(flat(text))) {
      if (fits((current + segment).trimEnd())) {
        current += segment;
        continue;
      }
      if (current.trim()) lines.push(current.trimEnd());
      current = segment.trimStart();
      while (current && !fits(current)) {
        const parts = clusters(current);
        let take = 1;
        while (take < parts.length && fits(parts.slice(0, take + 1).join(''))) take++;
        lines.push(parts.slice(0, take).join(''));
        current = parts.slice(take).join('');
      }
    }
    if (current.trim()) lines.push(current.trimEnd());
    return lines;
  }

  /**
   * Writes a wrapped text from the baseline `y`, at most `maxLines` lines (the last one cut
   * with `…` when more would follow). Answers the lines written.
   */
  paragraph(
    text: string,
    x: number,
    y: number,
    width: number,
    style: Style,
    opts: { maxLines?: number; lineHeight?: number } = {},
  ): number {
    const all = this.wrap(text, width, style);
    const max = opts.maxLines ?? all.length;
    const lines = all.slice(0, max);
    if (all.length > max) lines[max - 1] = this.fit(all.slice(max - 1).join(' '), width, style);
    const step = opts.lineHeight ?? style.size * 1.3;
    lines.forEach((l, i) => this.line(l, x, y + i * step, style));
    return lines.length;
  }

  /** A straight line from (x1, y1) to (x2, y2), `width` points thick. */
  rule(x1: number, y1: number, x2: number, y2: number, width = 1, color = '#000000') {
    this.doc.lineWidth(width).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke();
  }

  /** A rectangle's outline, `width` points thick (a frame, a box to tick). */
  frame(x: number, y: number, w: number, h: number, width = 1, color = '#000000') {
    this.doc.lineWidth(width).strokeColor(color).rect(x, y, w, h).stroke();
  }

  /** A label and, after it up to `endX`, the line to sign on. */
  signLine(label: string, x: number, y: number, endX: number, style: Style) {
    const w = this.line(`${label} `, x, y, style);
    this.rule(x + w + 2, y + 2, endX, y + 2, 0.6);
  }

  /** The largest size from `size` down to `min` at which the text fits `width` on `lines` lines. */
  sizeToFit(text: string, width: number, style: Style, lines = 1, min = 8): number {
    let size = style.size;
    while (size > min && this.wrap(text, width, { ...style, size }).length > lines) size -= 0.5;
    return size;
  }

  /** The finished document. */
  async toBuffer(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    this.doc.end();
    return done;
  }
}

/**
 * The bars of a Code 128 barcode of `text`, as widths in modules from the first bar: bar,
 * space, bar… (bwip-js encodes, choosing the code sets that make it shortest). None when
 * the text has characters Code 128 cannot carry.
 */
export function code128(text: string): number[] | undefined {
  if (!/^[\x20-\x7e]{1,80}$/.test(text)) return undefined;
  try {
    const [symbol] = bwipjs.raw({ bcid: 'code128', text });
    return symbol && 'sbs' in symbol ? symbol.sbs : undefined;
  } catch {
    return undefined;
  }
}

/** Width in modules of a barcode, its quiet zones (10 modules each side) included. */
export const barcodeModules = (bars: number[]) => bars.reduce((a, b) => a + b, 0) + 20;

/**
 * Draws barcode bars as vector rectangles (sharp on any printer) from `x` (the left quiet
 * zone included) and `top`, `module` points per module.
 */
export function drawBars(
  doc: PDFKit.PDFDocument,
  bars: number[],
  x: number,
  top: number,
  module: number,
  height: number,
) {
  let at = x + 10 * module;
  doc.fillColor('#000000');
  bars.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(at, top, w * module, height);
    at += w * module;
  });
  doc.fill();
}

/** A QR code: `size` modules a side, row by row, true for a dark module. */
export interface QrCode {
  size: number;
  dark: boolean[];
}

/**
 * The modules of a QR code of `text` (bwip-js encodes; error correction M, which still reads
 * with a corner of the label scuffed). None when the text is empty or too long to encode.
 */
export function qrCode(text: string): QrCode | undefined {
  if (!text || text.length > 500) return undefined;
  try {
    const [symbol] = bwipjs.raw('qrcode', text, 'eclevel=M');
    if (!symbol || !('pixs' in symbol) || symbol.pixx !== symbol.pixy) return undefined;
    return { size: symbol.pixx, dark: symbol.pixs.map((p) => p === 1) };
  } catch {
    return undefined;
  }
}

/** Width in modules of a QR code, its quiet zones (4 modules each side) included. */
export const qrModules = (qr: QrCode) => qr.size + 8;

/**
 * Draws a QR code as vector squares from `x`, `top` (the quiet zone included), `module`
 * points per module; a row's neighbouring dark modules are one rectangle.
 */
export function drawQr(
  doc: PDFKit.PDFDocument,
  qr: QrCode,
  x: number,
  top: number,
  module: number,
) {
  doc.fillColor('#000000');
  for (let row = 0; row < qr.size; row++) {
    let col = 0;
    while (col < qr.size) {
      if (!qr.dark[row * qr.size + col]) {
        col++;
        continue;
      }
      const from = col;
      while (col < qr.size && qr.dark[row * qr.size + col]) col++;
      doc.rect(x + (4 + from) * module, top + (4 + row) * module, (col - from) * module, module);
    }
  }
  doc.fill();
}
