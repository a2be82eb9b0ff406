import { DEFAULT_YEAR_ERA, shownDate, type YearEra } from '../../contract/dates';
import { th } from '../../i18n/th';
import type { LabelBooking } from '../domain/labels';
import { fill } from '../text';
import {
  barcodeModules,
  code128,
  drawBars,
  drawQr,
  qrCode,
  qrModules,
  ThaiPdf,
  type Style,
} from './thaiPdf';

/**
 * The delivery label of an inbound booking, A4 portrait: printed by the shop and handed in
 * with the goods at the dock. The booking number as a Code 128 barcode and a QR code that
 * opens the booking, the shop, date and slot, the contact, the status, and the lines to
 * receive with a box to tick each; the warehouse staff sign under the total. Lines too many
 * for the first page go on over further pages, the table's head repeated.
 */

const t = th.server.booking_label;
const statusNames: Record<string, string> = th.app.bookings.status;

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 36;
const WIDTH = PAGE_W - 2 * MARGIN;
const BOTTOM = PAGE_H - MARGIN;

const GREY = '#555555';
const RULE = '#9e9e9e';

const small: Style = { size: 9, color: GREY };
const CELL: Style = { size: 10 };
const bold = (size: number): Style => ({ size, weight: 700 });
const count = new Intl.NumberFormat('th-TH');

/** The QR code's side, its quiet zone included. */
const QR_W = 112;
/** The header (title, number, barcode, QR code) above the booking's details. */
const HEADER_H = 136;
/** The details' two columns. */
const LEFT_W = Math.round(WIDTH * 0.58);
const RIGHT_X = MARGIN + LEFT_W + 16;
const RIGHT_W = MARGIN + WIDTH - RIGHT_X;

/**
 * The PDF of the booking's delivery label; `qrText` is what its QR code carries; its date's year
 * in `era` (the user's who prints it).
 */
export async function bookingLabelPdf(
  booking: LabelBooking,
  qrText: string,
  era: YearEra = DEFAULT_YEAR_ERA,
): Promise<Buffer> {
  const pdf = new ThaiPdf({ title: `${t.title} ${booking.bookingNo}` });
  const firstTable = MARGIN + HEADER_H + details(pdf, booking, MARGIN + HEADER_H, false, era) + 12;
  const pages = tablePages(pdf, booking.lines, firstTable);
  pages.forEach((rows, i) => {
    pdf.doc.addPage({ size: 'A4', margin: 0 });
    let top: number;
    if (i === 0) {
      header(pdf, booking, qrText);
      details(pdf, booking, MARGIN + HEADER_H, true, era);
      top = firstTable;
    } else {
      const title = `${t.title}  ${t.booking_no} ${booking.bookingNo}`;
      pdf.line(pdf.fit(title, WIDTH - 90, bold(14)), MARGIN, MARGIN + 16, bold(14));
      top = NEXT_TABLE;
    }
    const end = table(pdf, rows, top);
    if (pages.length > 1)
      pdf.line(fill(t.page, { page: i + 1, pages: pages.length }), MARGIN, BOTTOM + 14, small, {
        width: WIDTH,
        align: 'right',
      });
    if (i === pages.length - 1) foot(pdf, booking, end);
  });
  return pdf.toBuffer();
}

// --- the header and the details ------------------------------------------------------------

function header(pdf: ThaiPdf, b: LabelBooking, qrText: string) {
  const { doc } = pdf;
  const leftW = WIDTH - QR_W - 16;
  pdf.line(pdf.fit(t.title, leftW, bold(20)), MARGIN, MARGIN + 18, bold(20));
  pdf.line(t.booking_no, MARGIN, MARGIN + 40, small);
  pdf.line(b.bookingNo, MARGIN, MARGIN + 64, bold(24));

  // The number's barcode for the dock's scanner; its left quiet zone lies in the page margin.
  const bars = code128(b.bookingNo);
  if (bars) {
    const module = Math.min(1.6, leftW / (barcodeModules(bars) - 10));
    drawBars(doc, bars, MARGIN - 10 * module, MARGIN + 76, module, 44);
  }

  // The QR code opens the booking on a phone.
  const qr = qrCode(qrText);
  const qx = MARGIN + WIDTH - QR_W;
  if (qr) drawQr(doc, qr, qx, MARGIN - 8, QR_W / qrModules(qr));
  pdf.line(
    pdf.fit(t.scan, QR_W + 16, { size: 8, color: GREY }),
    qx - 8,
    MARGIN + QR_W + 2,
    {
      size: 8,
      color: GREY,
    },
    { width: QR_W + 16, align: 'center' },
  );

  pdf.rule(MARGIN, MARGIN + HEADER_H - 8, MARGIN + WIDTH, MARGIN + HEADER_H - 8);
}

/** The lines of `text` within `width`, at most `max`, the last cut with `…` when more follow. */
function clip(pdf: ThaiPdf, text: string, width: number, style: Style, max: number) {
  const all = pdf.wrap(text, width, style);
  const lines = all.slice(0, max);
  if (all.length > max) lines[max - 1] = pdf.fit(all.slice(max - 1).join(' '), width, style);
  return lines;
}

/**
 * The booking's details from `top`: the shop and the contact on the left, the date, slot and
 * status on the right, the remark across. Draws them when `draw`; answers their height.
 */
function details(pdf: ThaiPdf, b: LabelBooking, top: number, draw: boolean, era: YearEra): number {
  const text = (value: string, x: number, y: number, style: Style) => {
    if (draw) pdf.line(value, x, y, style);
  };

  // Left: the shop, its number, then the contact.
  let y = top + 12;
  text(t.shop, MARGIN, y, small);
  const shopStyle = bold(16);
  for (const l of clip(pdf, b.shopName, LEFT_W, shopStyle, 2))
    text(l, MARGIN, (y += 20), shopStyle);
  text(b.shopNo, MARGIN, (y += 14), small);
  text(t.contact, MARGIN, (y += 22), small);
  text(pdf.fit(b.contactName, LEFT_W, bold(13)), MARGIN, (y += 18), bold(13));
  text(pdf.fit(fill(t.phone, { phone: b.contactTel }), LEFT_W, CELL), MARGIN, (y += 16), CELL);
  if (b.contactEmail.trim())
    text(pdf.fit(fill(t.email, { email: b.contactEmail }), LEFT_W, CELL), MARGIN, (y += 14), CELL);
  const left = y;

  // Right: when, and where the booking stands.
  y = top + 12;
  text(t.date, RIGHT_X, y, small);
  text(shownDate(b.date, era), RIGHT_X, (y += 22), bold(18));
  text(t.slot, RIGHT_X, (y += 20), small);
  text(b.slot, RIGHT_X, (y += 22), bold(18));
  text(t.status, RIGHT_X, (y += 20), small);
  const status = statusNames[String(b.status)] ?? '';
  text(pdf.fit(status, RIGHT_W, bold(13)), RIGHT_X, (y += 18), bold(13));
  y = Math.max(left, y);

  // Across: the remark.
  if (b.remark.trim()) {
    text(t.remark, MARGIN, (y += 22), small);
    for (const l of clip(pdf, b.remark, WIDTH, { size: 11 }, 3))
      text(l, MARGIN, (y += 15), { size: 11 });
  }
  return y + 8 - top;
}

// --- the lines ---------------------------------------------------------------------------------

const COLS = { no: 34, code: 112, qty: 64, check: 52 };
const NAME_W = WIDTH - COLS.no - COLS.code - COLS.qty - COLS.check;
const CELL_LINE = 13;
const NAME_LINES = 4;
const HEAD_H = 22;
/** Under the last row: the total and the signatures. */
const FOOT_H = 96;
/** Under the table of a page that goes on: its page number. */
const PAGE_FOOT = 8;
const NEXT_TABLE = MARGIN + 30;

interface Row {
  no: number;
  code: string;
  name: string[];
  quantity: number;
  height: number;
}

/** The rows, page by page: as many as fit, the last page keeping room for the foot. */
function tablePages(pdf: ThaiPdf, lines: LabelBooking['lines'], firstTable: number): Row[][] {
  const rows = lines.map((l, i) => {
    const name = clip(pdf, l.name, NAME_W - 8, CELL, NAME_LINES);
    return {
      no: i + 1,
      code: l.code,
      name,
      quantity: l.quantity,
      height: 10 + name.length * CELL_LINE,
    };
  });
  const pages: Row[][] = [[]];
  let y = firstTable + HEAD_H;
  for (const row of rows) {
    if (y + row.height > BOTTOM - PAGE_FOOT && pages[pages.length - 1].length) {
      pages.push([]);
      y = NEXT_TABLE + HEAD_H;
    }
    pages[pages.length - 1].push(row);
    y += row.height;
  }
  // No room for the foot under the last row: that row goes on, with the foot, to a page of its own.
  const last = pages[pages.length - 1];
  if (y > BOTTOM - FOOT_H && last.length > 1) pages.push([last.pop()!]);
  else if (y > BOTTOM - FOOT_H) pages.push([]);
  return pages;
}

/** Draws the table's head and `rows` from `top`; answers the y under the last row. */
function table(pdf: ThaiPdf, rows: Row[], top: number): number {
  const { doc } = pdf;
  const x = MARGIN;
  const cols = {
    no: { x, w: COLS.no },
    code: { x: x + COLS.no, w: COLS.code },
    name: { x: x + COLS.no + COLS.code, w: NAME_W },
    qty: { x: x + COLS.no + COLS.code + NAME_W, w: COLS.qty },
    check: { x: x + WIDTH - COLS.check, w: COLS.check },
  };
  doc.rect(x, top, WIDTH, HEAD_H).fill('#eeeeee');
  const head = bold(10);
  const headY = top + 15;
  pdf.line(t.col_no, cols.no.x, headY, head, { width: cols.no.w, align: 'center' });
  pdf.line(t.col_code, cols.code.x + 4, headY, head);
  pdf.line(t.col_name, cols.name.x + 4, headY, head);
  pdf.line(t.col_qty, cols.qty.x, headY, head, { width: cols.qty.w - 6, align: 'right' });
  pdf.line(t.col_check, cols.check.x, headY, head, { width: cols.check.w, align: 'center' });

  let y = top + HEAD_H;
  for (const row of rows) {
    const base = y + 5 + 10;
    pdf.line(String(row.no), cols.no.x, base, CELL, { width: cols.no.w, align: 'center' });
    pdf.line(pdf.fit(row.code, cols.code.w - 8, CELL), cols.code.x + 4, base, CELL);
    row.name.forEach((l, i) => pdf.line(l, cols.name.x + 4, base + i * CELL_LINE, CELL));
    pdf.line(count.format(row.quantity), cols.qty.x, base, bold(11), {
      width: cols.qty.w - 6,
      align: 'right',
    });
    // The box the receiver ticks when the line is counted.
    pdf.frame(cols.check.x + (cols.check.w - 12) / 2, y + 5, 12, 12, 0.8);
    y += row.height;
    pdf.rule(x, y, x + WIDTH, y, 0.4, RULE);
  }
  return y;
}

/** Under the last row: the total, and the lines the deliverer and the receiver sign. */
function foot(pdf: ThaiPdf, b: LabelBooking, y: number) {
  const total = b.lines.reduce((sum, l) => sum + l.quantity, 0);
  pdf.line(fill(t.total_qty, { count: count.format(total) }), MARGIN, y + 20, bold(12), {
    width: WIDTH - COLS.check - 6,
    align: 'right',
  });
  const signY = BOTTOM - 12;
  const half = (WIDTH - 24) / 2;
  [t.deliverer, t.receiver].forEach((label, i) => {
    const x = MARGIN + i * (half + 24);
    pdf.signLine(label, x, signY, x + half, CELL);
  });
}
