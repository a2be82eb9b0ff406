import { DEFAULT_YEAR_ERA, formatDateTime, type YearEra } from '../../contract/dates';
import type { PickListRecord } from '../../contract/schemas/floor';
import { th } from '../../i18n/th';
import { fill } from '../text';
import { barcodeModules, code128, drawBars, ThaiPdf, type Style } from './thaiPdf';

/**
 * The pick list of the warehouse floor, A4 portrait, carried on a clipboard: its number as a
 * Code 128 barcode (scanning it opens the list on the floor's screen), when it was made, the
 * orders on it, and its lines in walking order (the bin, then the product's code, name and
 * barcode, how many to take), each with a box to tick and room to write what was taken; a
 * line already recorded shows what was taken and why fewer. Lines too many for a page go on
 * over further pages, the table's head repeated and every page numbered.
 */

const t = th.server.pick_list;

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 30;
const WIDTH = PAGE_W - 2 * MARGIN;
/** Where the content of a page ends; under it, the page number. */
const BOTTOM = PAGE_H - 44;

const GREY = '#555555';
const RULE = '#9e9e9e';
const GRID = '#cfcfcf';

const small: Style = { size: 9, color: GREY };
const CELL: Style = { size: 10 };
const bold = (size: number): Style => ({ size, weight: 700 });
const count = new Intl.NumberFormat('th-TH');

type Order = PickListRecord['orders'][number];
type Line = PickListRecord['lines'][number];

/** The PDF of the pick list; its date's year in `era` (the user's who prints it). */
export async function pickListPdf(
  list: PickListRecord,
  era: YearEra = DEFAULT_YEAR_ERA,
): Promise<Buffer> {
  const pdf = new ThaiPdf({ title: `${t.title} ${list.pick_no}` });
  const pages = layout(pdf, list);
  pages.forEach((items, i) => {
    pdf.doc.addPage({ size: 'A4', margin: 0 });
    if (i === 0) header(pdf, list, era);
    else nextHeader(pdf, list);
    for (const { item, y } of items) draw(pdf, list, item, y);
    if (pages.length > 1)
      pdf.line(fill(t.page, { page: i + 1, pages: pages.length }), MARGIN, PAGE_H - 26, small, {
        width: WIDTH,
        align: 'right',
      });
  });
  return pdf.toBuffer();
}

// --- the page heads ----------------------------------------------------------------------

/** The first page's head: title, number and its barcode, the date and the list's size. */
const HEADER_H = 146;
/** A further page's head: title and number, and the barcode again. */
const NEXT_HEADER_H = 44;

function header(pdf: ThaiPdf, list: PickListRecord, era: YearEra) {
  const rightW = 200;
  const leftW = WIDTH - rightW - 16;
  const rightX = MARGIN + WIDTH - rightW;
  pdf.line(pdf.fit(t.title, leftW, bold(22)), MARGIN, MARGIN + 20, bold(22));
  pdf.line(t.pick_no, MARGIN, MARGIN + 42, small);
  pdf.line(pdf.fit(list.pick_no, leftW, bold(24)), MARGIN, MARGIN + 66, bold(24));

  // The number's barcode for the floor's scanner; its left quiet zone lies in the page margin.
  const bars = code128(list.pick_no);
  if (bars) {
    const module = Math.min(1.6, leftW / (barcodeModules(bars) - 10));
    drawBars(pdf.doc, bars, MARGIN - 10 * module, MARGIN + 76, module, 44);
  }
  pdf.line(pdf.fit(t.scan, leftW, small), MARGIN, MARGIN + 134, small);

  // Right: when the list was made, and how much is on it.
  const right = { width: rightW, align: 'right' } as const;
  pdf.line(t.created, rightX, MARGIN + 16, small, right);
  pdf.line(formatDateTime(list.created_at, era), rightX, MARGIN + 36, bold(14), right);
  const total = list.lines.reduce((sum, l) => sum + l.quantity, 0);
  pdf.line(
    fill(t.order_count, { count: count.format(list.orders.length) }),
    rightX,
    MARGIN + 66,
    CELL,
    right,
  );
  pdf.line(
    fill(t.line_count, { count: count.format(list.lines.length) }),
    rightX,
    MARGIN + 82,
    CELL,
    right,
  );
  pdf.line(
    fill(t.total_qty, { count: count.format(total) }),
    rightX,
    MARGIN + 102,
    bold(13),
    right,
  );

  pdf.rule(MARGIN, MARGIN + HEADER_H - 6, MARGIN + WIDTH, MARGIN + HEADER_H - 6);
}

function nextHeader(pdf: ThaiPdf, list: PickListRecord) {
  const bars = code128(list.pick_no);
  const module = 1.2;
  const barsW = bars ? (barcodeModules(bars) - 20) * module : 0;
  const title = `${t.title}  ${t.pick_no} ${list.pick_no}`;
  pdf.line(pdf.fit(title, WIDTH - barsW - 16, bold(14)), MARGIN, MARGIN + 18, bold(14));
  // Right-aligned on the bars themselves; the right quiet zone lies in the page's margin.
  if (bars) drawBars(pdf.doc, bars, MARGIN + WIDTH - barsW - 10 * module, MARGIN - 4, module, 30);
  pdf.rule(MARGIN, MARGIN + NEXT_HEADER_H - 8, MARGIN + WIDTH, MARGIN + NEXT_HEADER_H - 8);
}

// --- what goes on the pages --------------------------------------------------------------

/** The table's columns, left to right; the name takes what the others leave. */
const COLS = { bin: 76, code: 90, barcode: 76, qty: 42, check: 44, picked: 84 };
const NAME_W = WIDTH - COLS.bin - COLS.code - COLS.barcode - COLS.qty - COLS.check - COLS.picked;
const COL_X = (() => {
  let x = MARGIN;
  const at = (w: number) => {
    const from = x;
    x += w;
    return { x: from, w };
  };
  return {
    bin: at(COLS.bin),
    code: at(COLS.code),
    name: at(NAME_W),
    barcode: at(COLS.barcode),
    qty: at(COLS.qty),
    check: at(COLS.check),
    picked: at(COLS.picked),
  };
})();
const PAD = 4;
const CELL_LINE = 12.5;
const MIN_ROW = 32;
const HEAD_H = 22;
const ORDERS_HEAD_H = 22;
const ORDER_ROW_H = 16;
const ORDERS_PER_ROW = 3;
const ORDERS_GAP = 12;
/** Under the last line: the total and the signatures. */
const FOOT_H = 78;

interface Row {
  line: Line;
  code: string[];
  codeStyle: Style;
  name: string[];
  reason: string[];
  height: number;
}

type Item =
  | { kind: 'ordersHead'; continued: boolean; height: number }
  | { kind: 'orders'; orders: Order[]; height: number }
  | { kind: 'tableHead'; height: number }
  | { kind: 'line'; row: Row; height: number }
  | { kind: 'foot'; height: number };

/** The lines of `text` within `width`, at most `max`, the last cut with `…` when more follow. */
function clip(pdf: ThaiPdf, text: string, width: number, style: Style, max: number) {
  const all = pdf.wrap(text, width, style);
  const lines = all.slice(0, max);
  if (all.length > max) lines[max - 1] = pdf.fit(all.slice(max - 1).join(' '), width, style);
  return lines;
}

const REASON: Style = { size: 8.5 };
const letters = new Intl.Segmenter('th', { granularity: 'grapheme' });

/**
 * A code whole, never cut short (it is what the picker checks against the product): on one
 * line, smaller down to 8 points when long, else broken between letters over more lines.
 */
function codeLines(pdf: ThaiPdf, text: string, width: number): { lines: string[]; style: Style } {
  const style: Style = { size: pdf.sizeToFit(text, width, CELL, 1, 8) };
  if (pdf.width(text, style) <= width) return { lines: [text], style };
  const lines = [''];
  for (const { segment } of letters.segment(text)) {
    const last = lines[lines.length - 1];
    if (last && pdf.width(last + segment, style) > width) lines.push(segment);
    else lines[lines.length - 1] = last + segment;
  }
  return { lines, style };
}
const recorded = (l: Line) => l.picked > 0 || l.short_reason !== null;

function rowOf(pdf: ThaiPdf, line: Line): Row {
  const code = codeLines(pdf, line.code, COL_X.code.w - 2 * PAD);
  const name = clip(pdf, line.name, COL_X.name.w - 2 * PAD, CELL, 3);
  const reason = line.short_reason
    ? clip(pdf, line.short_reason, COL_X.picked.w - 2 * PAD, REASON, 3)
    : [];
  const lines = Math.max(2, code.lines.length, name.length, recorded(line) ? 1 + reason.length : 0);
  return {
    line,
    code: code.lines,
    codeStyle: code.style,
    name,
    reason,
    height: Math.max(MIN_ROW, 18 + (lines - 1) * CELL_LINE),
  };
}

/** Where each thing goes, page by page (the first page under its head, further pages under theirs). */
function layout(pdf: ThaiPdf, list: PickListRecord): { item: Item; y: number }[][] {
  const pages: { item: Item; y: number }[][] = [[]];
  let y = MARGIN + HEADER_H;
  const room = (height: number) => y + height <= BOTTOM;
  const newPage = () => {
    pages.push([]);
    y = MARGIN + NEXT_HEADER_H;
  };
  const place = (item: Item) => {
    pages[pages.length - 1].push({ item, y });
    y += item.height;
  };

  // The orders, a few to a row; a page that fills goes on under the heading again.
  const orderRows: Order[][] = [];
  for (let i = 0; i < list.orders.length; i += ORDERS_PER_ROW)
    orderRows.push(list.orders.slice(i, i + ORDERS_PER_ROW));
  if (!orderRows.length) orderRows.push([]);
  place({ kind: 'ordersHead', continued: false, height: ORDERS_HEAD_H });
  for (const orders of orderRows) {
    if (!room(ORDER_ROW_H)) {
      newPage();
      place({ kind: 'ordersHead', continued: true, height: ORDERS_HEAD_H });
    }
    place({ kind: 'orders', orders, height: ORDER_ROW_H });
  }
  y += ORDERS_GAP;

  // The lines, the table's head on every page; the last line keeps the foot with it.
  const rows = list.lines.map((l) => rowOf(pdf, l));
  if (!room(HEAD_H + (rows[0]?.height ?? 0) + (rows.length === 1 ? FOOT_H : 0))) newPage();
  place({ kind: 'tableHead', height: HEAD_H });
  rows.forEach((row, i) => {
    if (!room(row.height + (i === rows.length - 1 ? FOOT_H : 0))) {
      newPage();
      place({ kind: 'tableHead', height: HEAD_H });
    }
    place({ kind: 'line', row, height: row.height });
  });
  if (!room(FOOT_H)) newPage();
  place({ kind: 'foot', height: FOOT_H });
  return pages;
}

// --- drawing -----------------------------------------------------------------------------

function draw(pdf: ThaiPdf, list: PickListRecord, item: Item, y: number) {
  switch (item.kind) {
    case 'ordersHead': {
      const heading = item.continued ? t.orders_continued : t.orders;
      pdf.line(`${heading} (${count.format(list.orders.length)})`, MARGIN, y + 15, bold(11));
      return;
    }
    case 'orders':
      return orderRow(pdf, item.orders, y);
    case 'tableHead':
      return tableHead(pdf, y);
    case 'line':
      return lineRow(pdf, item.row, y);
    case 'foot':
      return foot(pdf, list, y);
  }
}

function orderRow(pdf: ThaiPdf, orders: Order[], y: number) {
  const base = y + 12;
  if (!orders.length) {
    pdf.line(t.no_orders, MARGIN, base, small);
    return;
  }
  const cellW = WIDTH / ORDERS_PER_ROW;
  orders.forEach((o, i) => {
    const x = MARGIN + i * cellW;
    const no = pdf.fit(o.order_id, cellW - 12, bold(10));
    const w = pdf.line(no, x, base, bold(10)) + 6;
    const shop: Style = { size: 9.5, color: GREY };
    if (cellW - 12 - w > 20)
      pdf.line(pdf.fit(o.shop_name, cellW - 12 - w, shop), x + w, base, shop);
  });
}

function tableHead(pdf: ThaiPdf, y: number) {
  pdf.doc.rect(MARGIN, y, WIDTH, HEAD_H).fill('#e6e6e6');
  const head = bold(9.5);
  const baseY = y + 15;
  const text = (
    label: string,
    col: { x: number; w: number },
    align: 'left' | 'center' | 'right',
  ) => {
    const fitted = pdf.fit(label, col.w - 2 * PAD, head);
    pdf.line(fitted, col.x + PAD, baseY, head, { width: col.w - 2 * PAD, align });
  };
  text(t.col_bin, COL_X.bin, 'left');
  text(t.col_code, COL_X.code, 'left');
  text(t.col_name, COL_X.name, 'left');
  text(t.col_barcode, COL_X.barcode, 'left');
  text(t.col_qty, COL_X.qty, 'right');
  text(t.col_check, COL_X.check, 'center');
  text(t.col_picked, COL_X.picked, 'left');
}

function lineRow(pdf: ThaiPdf, row: Row, y: number) {
  const { line } = row;
  const base = y + 16;
  const inner = (col: { x: number; w: number }) => ({ x: col.x + PAD, w: col.w - 2 * PAD });

  // The bin, large: what the picker walks to.
  const bin = inner(COL_X.bin);
  if (line.bin_code !== null) {
    const binStyle = bold(pdf.sizeToFit(line.bin_code, bin.w, bold(11), 1, 8));
    pdf.line(pdf.fit(line.bin_code, bin.w, binStyle), bin.x, base, binStyle);
    if (line.floor !== null)
      pdf.line(
        pdf.fit(fill(t.floor, { floor: line.floor }), bin.w, small),
        bin.x,
        base + CELL_LINE,
        small,
      );
  } else {
    pdf.line(pdf.fit(t.no_bin, bin.w, { size: 9.5 }), bin.x, base, { size: 9.5 });
  }

  const code = inner(COL_X.code);
  row.code.forEach((l, i) => pdf.line(l, code.x, base + i * CELL_LINE, row.codeStyle));
  const name = inner(COL_X.name);
  row.name.forEach((l, i) => pdf.line(l, name.x, base + i * CELL_LINE, CELL));
  const barcode = inner(COL_X.barcode);
  const itemBarcode = line.item_barcode?.trim() || '-';
  const barcodeStyle: Style = { size: pdf.sizeToFit(itemBarcode, barcode.w, { size: 9.5 }, 1, 7) };
  pdf.line(pdf.fit(itemBarcode, barcode.w, barcodeStyle), barcode.x, base, barcodeStyle);
  const qty = inner(COL_X.qty);
  pdf.line(count.format(line.quantity), qty.x, base + 1, bold(14), {
    width: qty.w,
    align: 'right',
  });

  // The box the picker ticks, and what was taken once recorded.
  const box = 14;
  pdf.frame(COL_X.check.x + (COL_X.check.w - box) / 2, y + 6, box, box, 0.9);
  if (recorded(line)) {
    const picked = inner(COL_X.picked);
    const done = fill(t.picked, {
      picked: count.format(line.picked),
      quantity: count.format(line.quantity),
    });
    pdf.line(pdf.fit(done, picked.w, bold(9.5)), picked.x, base, bold(9.5));
    row.reason.forEach((l, i) => pdf.line(l, picked.x, base + (i + 1) * CELL_LINE, REASON));
  }

  // The grid: a line under the row, and between the columns.
  const end = y + row.height;
  pdf.rule(MARGIN, end, MARGIN + WIDTH, end, 0.5, RULE);
  for (const col of Object.values(COL_X).slice(1)) pdf.rule(col.x, y, col.x, end, 0.4, GRID);
  pdf.rule(MARGIN, y, MARGIN, end, 0.4, GRID);
  pdf.rule(MARGIN + WIDTH, y, MARGIN + WIDTH, end, 0.4, GRID);
}

/** Under the last line: the total, and the lines the picker and the checker sign. */
function foot(pdf: ThaiPdf, list: PickListRecord, y: number) {
  const total = list.lines.reduce((sum, l) => sum + l.quantity, 0);
  pdf.line(fill(t.total_qty, { count: count.format(total) }), MARGIN, y + 20, bold(12), {
    width: COL_X.qty.x + COL_X.qty.w - MARGIN - PAD,
    align: 'right',
  });
  const signY = y + 62;
  const half = (WIDTH - 24) / 2;
  [t.picker, t.checker].forEach((label, i) => {
    const x = MARGIN + i * (half + 24);
    pdf.signLine(label, x, signY, x + half, CELL);
  });
}
