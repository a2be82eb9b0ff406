import { DEFAULT_YEAR_ERA, shownDateTime, type YearEra } from '../../contract/dates';
import { wholeBaht } from '../../contract/money';
import { th } from '../../i18n/th';
import type { LabelLine, LabelOrder } from '../domain/labels';
import { barcodeModules, code128, drawBars, ThaiPdf, type Style } from './thaiPdf';
import { fill } from '../text';

/**
 * The shipping label and packing slip of customer orders, one A4 page per order: the label
 * on the upper part (sender, delivery format, cash on delivery, recipient and address, the
 * tracking number's barcode) to cut off and stick on the parcel, the packing slip below
 * (the lines to pick and pack, with a box to tick each). A slip too long for its page goes
 * on over further pages of the same order.
 */

const t = th.server.label;

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 24;
const WIDTH = PAGE_W - 2 * MARGIN;
const PAD = 12;
const LABEL_H = 412;
const BOTTOM = PAGE_H - MARGIN;

const RED = '#d32f2f';
const GREY = '#555555';
const RULE = '#9e9e9e';

const small: Style = { size: 9, color: GREY };

/** The address as Thai post writes it: แขวง/เขต in Bangkok, ต./อ./จ. elsewhere. */
export function addressLine(o: LabelOrder) {
  return fill(o.provinceCode === '10' ? t.address_bangkok : t.address, {
    address: o.address,
    subdistrict: o.subdistrict,
    district: o.district,
    province: o.province,
    postcode: o.postcode,
  });
}

/** The PDF of the orders' labels and slips, in the order given; years in `era` (the printer's). */
export async function shippingLabelsPdf(
  orders: LabelOrder[],
  era: YearEra = DEFAULT_YEAR_ERA,
): Promise<Buffer> {
  const pdf = new ThaiPdf({ title: t.title });
  for (const order of orders) {
    const pages = slipPages(pdf, order.lines);
    pages.forEach((rows, i) => {
      pdf.doc.addPage({ size: 'A4', margin: 0 });
      if (i === 0) {
        drawLabel(pdf, order, era);
        cutLine(pdf, MARGIN + LABEL_H + 12);
      }
      drawSlip(pdf, order, rows, i, pages.length, era);
    });
  }
  return pdf.toBuffer();
}

// --- the label -------------------------------------------------------------------------

function drawLabel(pdf: ThaiPdf, o: LabelOrder, era: YearEra) {
  const { doc } = pdf;
  const top = MARGIN;
  const x = MARGIN + PAD;
  const w = WIDTH - 2 * PAD;
  pdf.frame(MARGIN, top, WIDTH, LABEL_H, 1.5);
  const rule = (y: number) => pdf.rule(MARGIN, y, MARGIN + WIDTH, y, 0.8);

  // Sender, and the delivery format: express in red, large, to be seen first.
  const badgeW = 130;
  pdf.line(t.sender, x, top + 18, small);
  const shop = { size: 15, weight: 700 } as const;
  pdf.line(pdf.fit(o.shopName, w - badgeW - 12, shop), x, top + 40, shop);
  const express = o.shippingType === 1;
  const bx = MARGIN + WIDTH - PAD - badgeW;
  if (express) {
    doc.rect(bx, top + 8, badgeW, 40).fill(RED);
    pdf.line(
      t.express,
      bx,
      top + 38,
      { size: 26, weight: 700, color: '#ffffff' },
      {
        width: badgeW,
        align: 'center',
      },
    );
  } else {
    pdf.frame(bx, top + 8, badgeW, 40, 1.2);
    pdf.line(
      t.regular,
      bx,
      top + 35,
      { size: 18, weight: 700 },
      { width: badgeW, align: 'center' },
    );
  }
  rule(top + 56);

  // Delivery channel, and cash on delivery: the amount to collect in a black box.
  let y = top + 56;
  const codW = 210;
  pdf.line(t.channel, x, y + 18, small);
  const channel = { size: 13, weight: 700 } as const;
  pdf.line(pdf.fit(o.channel, w - codW - 12, channel), x, y + 38, channel);
  const cx = MARGIN + WIDTH - PAD - codW;
  if (o.cod) {
    doc.rect(cx, y + 6, codW, 46).fill('#000000');
    const white = { weight: 700, color: '#ffffff' } as const;
    pdf.line(t.cod, cx, y + 22, { ...white, size: 11 }, { width: codW, align: 'center' });
    const amount = fill(t.cod_amount, { amount: wholeBaht(o.total) });
    pdf.line(amount, cx, y + 45, { ...white, size: 19 }, { width: codW, align: 'center' });
  } else {
    pdf.frame(cx, y + 6, codW, 46);
    pdf.line(t.no_cod, cx, y + 34, { size: 12, weight: 700 }, { width: codW, align: 'center' });
  }
  rule(y + 58);

  // The recipient: name, phone and address, large enough to read at arm's length.
  y += 58;
  pdf.line(t.recipient, x, y + 18, small);
  const nameStyle = { size: 20, weight: 700 } as const;
  const nameSize = pdf.sizeToFit(o.recipient, w, nameStyle, 1, 12);
  pdf.line(pdf.fit(o.recipient, w, { ...nameStyle, size: nameSize }), x, y + 44, {
    ...nameStyle,
    size: nameSize,
  });
  pdf.line(fill(t.phone, { phone: o.tel }), x, y + 66, { size: 15, weight: 700 });
  const address = addressLine(o);
  const addressSize = pdf.sizeToFit(address, w, { size: 14 }, 3, 10);
  pdf.paragraph(
    address,
    x,
    y + 90,
    w,
    { size: addressSize },
    {
      maxLines: 3,
      lineHeight: addressSize * 1.35,
    },
  );
  rule(y + 152);

  // The tracking number's barcode; the order number's until the parcel has one.
  y += 152;
  pdf.line(t.tracking, x, y + 16, small);
  const value = o.trackingNo ?? o.orderNo;
  const bars = code128(value);
  const barH = 64;
  if (bars) {
    const modules = barcodeModules(bars);
    const module = Math.min(1.6, w / modules);
    drawBars(doc, bars, MARGIN + (WIDTH - modules * module) / 2, y + 24, module, barH);
  }
  pdf.line(
    value,
    MARGIN,
    y + 24 + barH + 17,
    { size: 15, weight: 700 },
    {
      width: WIDTH,
      align: 'center',
    },
  );
  if (!o.trackingNo)
    pdf.line(t.no_tracking, MARGIN, y + 24 + barH + 32, small, { width: WIDTH, align: 'center' });

  // The order, for whoever handles the parcel: number and dates.
  const foot = [
    `${t.order_no} ${o.orderNo}`,
    `${t.order_date} ${shownDateTime(o.orderDate, o.orderTime, era)}`,
    `${t.delivery_date} ${shownDateTime(o.deliveryDate, o.deliveryTime, era)}`,
  ].join(' · ');
  pdf.line(pdf.fit(foot, w, small), x, top + LABEL_H - 8, small);
}

function cutLine(pdf: ThaiPdf, y: number) {
  pdf.doc
    .lineWidth(0.6)
    .strokeColor(RULE)
    .dash(4, { space: 3 })
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .stroke()
    .undash();
}

// --- the packing slip ------------------------------------------------------------------

const COLS = { no: 34, code: 120, qty: 56, check: 40 };
const NAME_W = WIDTH - COLS.no - COLS.code - COLS.qty - COLS.check;
const CELL: Style = { size: 10 };
const CELL_LINE = 13;
const HEAD_H = 20;
/** The total, the remark and the packer's signature under the table. */
const SLIP_FOOT = 74;
/** Under the table of a page that goes on: its page number. */
const PAGE_FOOT = 20;
const FIRST_TABLE = MARGIN + LABEL_H + 24 + 76;
const NEXT_TABLE = MARGIN + 50;

interface SlipRow {
  no: number;
  line: LabelLine;
  name: string[];
  height: number;
}

/**
 * The slip's rows, page by page: as many as fit each page, the last page keeping room for
 * the slip's foot.
 */
function slipPages(pdf: ThaiPdf, lines: LabelLine[]): SlipRow[][] {
  const rows = lines.map((line, i) => {
    const label = line.isSet ? `[${t.set}] ${line.name}` : line.name;
    const name = pdf.wrap(label, NAME_W - 8, CELL).slice(0, 2);
    if (name.length === 2)
      name[1] = pdf.fit(
        pdf
          .wrap(label, NAME_W - 8, CELL)
          .slice(1)
          .join(' '),
        NAME_W - 8,
        CELL,
      );
    return { no: i + 1, line, name, height: 8 + name.length * CELL_LINE };
  });
  const pages: SlipRow[][] = [[]];
  let y = FIRST_TABLE + HEAD_H;
  for (const row of rows) {
    if (y + row.height > BOTTOM - PAGE_FOOT) {
      pages.push([]);
      y = NEXT_TABLE + HEAD_H;
    }
    pages[pages.length - 1].push(row);
    y += row.height;
  }
  // No room for the foot under the last row: that row goes on with the foot on a page of its own.
  const last = pages[pages.length - 1];
  if (y > BOTTOM - SLIP_FOOT && last.length) pages.push([last.pop()!]);
  return pages;
}

function drawSlip(
  pdf: ThaiPdf,
  o: LabelOrder,
  rows: SlipRow[],
  page: number,
  pages: number,
  era: YearEra,
) {
  const { doc } = pdf;
  const x = MARGIN;
  const pageNo = pages > 1 ? fill(t.page, { page: page + 1, pages }) : '';
  let tableTop: number;
  if (page === 0) {
    const top = MARGIN + LABEL_H + 24;
    pdf.line(t.slip_title, x, top + 16, { size: 16, weight: 700 });
    if (pageNo) pdf.line(pageNo, x + 160, top + 16, small);
    // The order number's barcode, for scanning the slip at the packing table.
    const bars = code128(o.orderNo);
    if (bars) {
      const module = 0.9;
      // Right-aligned on the bars themselves; the quiet zone lies in the page's margin.
      const barsW = (barcodeModules(bars) - 20) * module;
      const left = MARGIN + WIDTH - barsW;
      drawBars(doc, bars, left - 10 * module, top, module, 26);
      pdf.line(o.orderNo, left, top + 38, { size: 9 }, { width: barsW, align: 'center' });
    }
    const info = WIDTH - 200;
    const bold = { size: 11, weight: 700 } as const;
    pdf.line(pdf.fit(`${t.order_no} ${o.orderNo}`, info, bold), x, top + 36, bold);
    pdf.line(
      pdf.fit(`${t.sender} ${o.shopName} · ${t.recipient} ${o.recipient}`, info, CELL),
      x,
      top + 51,
      CELL,
    );
    pdf.line(
      `${t.order_date} ${shownDateTime(o.orderDate, o.orderTime, era)} · ${t.delivery_date} ${shownDateTime(o.deliveryDate, o.deliveryTime, era)}`,
      x,
      top + 65,
      CELL,
    );
    tableTop = FIRST_TABLE;
  } else {
    const title = `${t.slip_title}  ${t.order_no} ${o.orderNo}`;
    pdf.line(pdf.fit(title, WIDTH - 120, { size: 14, weight: 700 }), x, MARGIN + 20, {
      size: 14,
      weight: 700,
    });
    pdf.line(pageNo, x, MARGIN + 20, small, { width: WIDTH, align: 'right' });
    tableTop = NEXT_TABLE;
  }

  // The table: number, code, name, quantity, and a box to tick when packed.
  const cols = [
    { x, w: COLS.no },
    { x: x + COLS.no, w: COLS.code },
    { x: x + COLS.no + COLS.code, w: NAME_W },
    { x: x + COLS.no + COLS.code + NAME_W, w: COLS.qty },
    { x: x + WIDTH - COLS.check, w: COLS.check },
  ];
  doc.rect(x, tableTop, WIDTH, HEAD_H).fill('#eeeeee');
  const head = { size: 10, weight: 700 } as const;
  const headY = tableTop + 14;
  pdf.line(t.col_no, cols[0].x, headY, head, { width: cols[0].w, align: 'center' });
  pdf.line(t.col_code, cols[1].x + 4, headY, head);
  pdf.line(t.col_name, cols[2].x + 4, headY, head);
  pdf.line(t.col_qty, cols[3].x, headY, head, { width: cols[3].w - 6, align: 'right' });
  pdf.line(t.col_check, cols[4].x, headY, head, { width: cols[4].w, align: 'center' });

  let y = tableTop + HEAD_H;
  for (const row of rows) {
    const base = y + 4 + 10;
    pdf.line(String(row.no), cols[0].x, base, CELL, { width: cols[0].w, align: 'center' });
    pdf.line(pdf.fit(row.line.code, cols[1].w - 8, CELL), cols[1].x + 4, base, CELL);
    row.name.forEach((l, i) => pdf.line(l, cols[2].x + 4, base + i * CELL_LINE, CELL));
    pdf.line(
      String(row.line.quantity),
      cols[3].x,
      base,
      { size: 11, weight: 700 },
      {
        width: cols[3].w - 6,
        align: 'right',
      },
    );
    pdf.frame(cols[4].x + (cols[4].w - 10) / 2, y + 5, 10, 10, 0.8);
    y += row.height;
    pdf.rule(x, y, x + WIDTH, y, 0.4, RULE);
  }

  // Under the table of the last page: the total, the remark, who packed.
  if (page !== pages - 1) return;
  const count = o.lines.reduce((sum, l) => sum + l.quantity, 0);
  pdf.line(
    fill(t.total_qty, { count }),
    x,
    y + 18,
    { size: 11, weight: 700 },
    {
      width: WIDTH - COLS.check - 6,
      align: 'right',
    },
  );
  if (o.remark.trim()) {
    const labelW = pdf.line(`${t.remark}:`, x, y + 36, { size: 10, weight: 700 }) + 4;
    pdf.paragraph(o.remark, x + labelW, y + 36, WIDTH - labelW, CELL, { maxLines: 2 });
  }
  pdf.signLine(t.packer, MARGIN + WIDTH - 180, BOTTOM - 8, MARGIN + WIDTH, CELL);
}
