import { clockOf } from '../../../contract/dates';
import { z } from 'zod';
import { COD, SHIPPING_TYPE } from '../../../contract/schemas/orders';
import { th } from '../../../i18n/th';
import { cellNumber, cellText, LookupIndex, type Cell } from './cells';
import { templateTexts, type Column, type ImportDefinition } from './definition';
import { CellError } from './errors';

/** What an order row may name by its Thai name: titles, delivery channels, COD, delivery format. */
export interface OrderLookups {
  titles: LookupIndex;
  channels: LookupIndex;
  cod: LookupIndex;
  shipping: LookupIndex;
}

/** The Thai choices of COD and delivery format (spec part 2 §9), for cells and the template. */
export function fixedLookups() {
  return {
    cod: new LookupIndex(
      [COD.YES, COD.NO].map((id) => ({
        id,
        enum_values: id === COD.YES ? 'มี' : 'ไม่มี',
        enum_desc: th.app.orders.cod[id],
      })),
    ),
    shipping: new LookupIndex(
      [SHIPPING_TYPE.EXPRESS, SHIPPING_TYPE.REGULAR].map((id) => ({
        id,
        enum_values: id === SHIPPING_TYPE.EXPRESS ? 'express' : 'regular',
        enum_desc: th.app.orders.shipping_type[id],
      })),
    ),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const BUDDHIST = 543;

/**
 * A date cell: an Excel date, or text dd/mm/yyyy (a Buddhist-era year, 25xx, is turned into
 * its Gregorian year) or yyyy-mm-dd. Answers yyyy-mm-dd; the schema checks the day exists.
 */
export function cellDate(cell: Cell): string | undefined {
  if (cell === null) return undefined;
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  const text = String(cell).trim();
  const thai = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (thai) {
    const year = Number(thai[3]) > 2400 ? Number(thai[3]) - BUDDHIST : Number(thai[3]);
    return `${year}-${pad(Number(thai[2]))}-${pad(Number(thai[1]))}`;
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  throw new CellError(th.validation.order.date_invalid);
}

/** A time cell: an Excel time (a date on 1899-12-30, or a fraction of a day) or text hh:mm. */
export function cellTime(cell: Cell): string | undefined {
  if (cell === null) return undefined;
  if (cell instanceof Date) return clockOf(cell.getUTCHours() * 60 + cell.getUTCMinutes());
  if (typeof cell === 'number' && cell >= 0 && cell < 1) {
    return clockOf(Math.round(cell * 24 * 60));
  }
  const text = /^(\d{1,2})[:.](\d{2})(?::\d{2})?$/.exec(String(cell).trim());
  if (text) return `${pad(Number(text[1]))}:${text[2]}`;
  throw new CellError(th.validation.order.time_invalid);
}

type OrderColumn = Column<OrderLookups>;
type Spec = Pick<OrderColumn, 'field' | 'heading' | 'required' | 'rule' | 'width' | 'text'> & {
  sample: string | number;
};
const OPTIONAL = 'เว้นว่างได้';
/** Order columns: filled on the first row of an order, empty (or the same) on its other rows. */
const HEADER = 'กรอกในแถวแรกของคำสั่งซื้อ';

const column = (
  { sample, ...spec }: Spec,
  parse: (cell: Cell, ctx: OrderLookups) => unknown,
): OrderColumn => ({
  width: 18,
  ...spec,
  parse,
  sample: () => sample,
});
const text = (spec: Spec) => column(spec, (cell) => cellText(cell));

const lookup = (
  spec: Omit<Spec, 'sample'>,
  index: (ctx: OrderLookups) => LookupIndex,
  unknown: string,
): OrderColumn => ({
  width: 20,
  ...spec,
  parse: (cell, ctx) => index(ctx).find(cell, () => unknown),
  sample: (ctx) => index(ctx).entries[0]?.enum_desc ?? '',
  choices: (ctx) => index(ctx).entries.map((e) => ({ id: e.id, name: e.enum_desc })),
});

/** The columns of the order import, in template order: the order's, then one line's. */
export const orderColumns: OrderColumn[] = [
  text({
    field: 'ref',
    heading: 'เลขที่อ้างอิงคำสั่งซื้อ',
    required: true,
    rule: 'เลขที่คำสั่งซื้อของร้าน ไม่เกิน 50 ตัวอักษร แถวที่มีเลขเดียวกันคือคำสั่งซื้อเดียวกัน (หนึ่งแถวต่อสินค้าหนึ่งรายการ) และห้ามซ้ำกับที่นำเข้าแล้ว',
    sample: 'INV-2026-0001',
    text: true,
  }),
  column(
    {
      field: 'order_dt',
      heading: 'วันที่สั่งซื้อ',
      required: true,
      rule: `วว/ดด/ปปปป ${HEADER}`,
      sample: '20/11/2026',
      text: true,
    },
    cellDate,
  ),
  column(
    {
      field: 'order_time',
      heading: 'เวลาที่สั่งซื้อ',
      required: true,
      rule: `ชม:นาที แบบ 24 ชั่วโมง ${HEADER}`,
      sample: '09:30',
      text: true,
    },
    cellTime,
  ),
  column(
    {
      field: 'delivery_dt',
      heading: 'วันที่คาดว่าจะจัดส่ง',
      required: true,
      rule: `วว/ดด/ปปปป ไม่ก่อนวันที่สั่งซื้อ ${HEADER}`,
      sample: '22/11/2026',
      text: true,
    },
    cellDate,
  ),
  column(
    {
      field: 'delivery_time',
      heading: 'เวลาที่คาดว่าจะจัดส่ง',
      required: true,
      rule: `ชม:นาที แบบ 24 ชั่วโมง ${HEADER}`,
      sample: '14:00',
      text: true,
    },
    cellTime,
  ),
  lookup(
    { field: 'title_id', heading: 'คำนำหน้าชื่อ', required: true, rule: `ตามรายการ ${HEADER}` },
    (ctx) => ctx.titles,
    th.server.order.title_unknown,
  ),
  text({
    field: 'customer_firstname',
    heading: 'ชื่อ',
    required: true,
    rule: `ไม่เกิน 100 ตัวอักษร ${HEADER}`,
    sample: 'สมศรี',
  }),
  text({
    field: 'customer_lastname',
    heading: 'นามสกุล',
    required: true,
    rule: `ไม่เกิน 100 ตัวอักษร ${HEADER}`,
    sample: 'มีสุข',
  }),
  text({
    field: 'email',
    heading: 'อีเมล',
    required: true,
    rule: HEADER,
    sample: 'somsri@example.com',
    width: 26,
  }),
  text({
    field: 'tel',
    heading: 'เบอร์มือถือ',
    required: true,
    rule: `ตัวเลขไม่เกิน 10 หลัก ${HEADER}`,
    sample: '0812345678',
    text: true,
  }),
  text({
    field: 'address',
    heading: 'ที่อยู่',
    required: true,
    rule: `บ้านเลขที่ ถนน ซอย ${HEADER}`,
    sample: '99/1 ถนนรัชดาภิเษก',
    width: 30,
  }),
  text({
    field: 'province',
    heading: 'จังหวัด',
    required: true,
    rule: `ชื่อจังหวัด ${HEADER}`,
    sample: 'กรุงเทพมหานคร',
  }),
  text({
    field: 'district',
    heading: 'อำเภอ/เขต',
    required: true,
    rule: `ชื่ออำเภอ/เขตในจังหวัดนั้น ${HEADER}`,
    sample: 'ห้วยขวาง',
  }),
  text({
    field: 'subdistrict',
    heading: 'ตำบล/แขวง',
    required: true,
    rule: `ชื่อตำบล/แขวงในอำเภอ/เขตนั้น ${HEADER}`,
    sample: 'ห้วยขวาง',
  }),
  text({
    field: 'postcode',
    heading: 'รหัสไปรษณีย์',
    required: true,
    rule: `ตัวเลข 5 หลัก ${HEADER}`,
    sample: '10310',
    text: true,
  }),
  lookup(
    {
      field: 'cod',
      heading: 'เก็บเงินปลายทาง',
      required: true,
      rule: `"เก็บเงินปลายทาง" หรือ "ไม่เก็บเงินปลายทาง" (หรือ มี / ไม่มี) ${HEADER}`,
    },
    (ctx) => ctx.cod,
    th.validation.order.cod_required,
  ),
  lookup(
    {
      field: 'delivery_channel_id',
      heading: 'ช่องทางการจัดส่ง',
      required: true,
      rule: `ตามรายการ ${HEADER}`,
      width: 30,
    },
    (ctx) => ctx.channels,
    th.server.order.channel_unknown,
  ),
  lookup(
    {
      field: 'shipping_type',
      heading: 'รูปแบบการจัดส่ง',
      required: true,
      rule: `"ด่วน" หรือ "ธรรมดา" ${HEADER}`,
    },
    (ctx) => ctx.shipping,
    th.validation.order.shipping_required,
  ),
  column(
    {
      field: 'distcount',
      heading: 'ส่วนลด (บาท)',
      required: false,
      rule: `จำนวนเต็มตั้งแต่ 0 ไม่เกินยอดรวมสินค้า ${OPTIONAL} ${HEADER}`,
      sample: 0,
    },
    (cell) => cellNumber(cell, th.validation.order.discount_whole),
  ),
  text({
    field: 'remark',
    heading: 'หมายเหตุ',
    required: false,
    rule: `ไม่เกิน 200 ตัวอักษร ${OPTIONAL}`,
    sample: 'โทรก่อนส่ง',
    width: 24,
  }),
  text({
    field: 'code',
    heading: 'รหัสสินค้า',
    required: true,
    rule: 'รหัสสินค้าหรือรหัสเซตสินค้าของร้านที่มีสินค้าพร้อมขาย หนึ่งรายการต่อแถว',
    sample: 'CD-COF-250',
    text: true,
  }),
  column(
    {
      field: 'total_order',
      heading: 'จำนวน',
      required: true,
      rule: 'จำนวนเต็มตั้งแต่ 1 ไม่เกินสินค้าพร้อมขาย',
      sample: 2,
      width: 12,
    },
    (cell) => cellNumber(cell, th.validation.order.quantity_whole),
  ),
];

const m = (key: string) => ({ error: `validation.order.${key}` });
/**
 * One row as read: the order's columns (checked with the order's own rules once the rows of an
 * order are together) and one line, whose code and quantity every row must have.
 */
export const orderImportRow = z.object({
  ref: z
    .string(m('import_ref_required'))
    .trim()
    .min(1, m('import_ref_required'))
    .max(50, m('text_too_long')),
  code: z.string(m('product_required')).trim().min(1, m('product_required')),
  total_order: z
    .number(m('quantity_required'))
    .int(m('quantity_whole'))
    .min(1, m('quantity_positive')),
  order_dt: z.string().optional(),
  order_time: z.string().optional(),
  delivery_dt: z.string().optional(),
  delivery_time: z.string().optional(),
  title_id: z.number().optional(),
  customer_firstname: z.string().optional(),
  customer_lastname: z.string().optional(),
  email: z.string().optional(),
  tel: z.string().optional(),
  address: z.string().optional(),
  province: z.string().optional(),
  district: z.string().optional(),
  subdistrict: z.string().optional(),
  postcode: z.string().optional(),
  cod: z.number().optional(),
  delivery_channel_id: z.number().optional(),
  shipping_type: z.number().optional(),
  distcount: z.number().optional(),
  remark: z.string().optional(),
});
export type OrderImportRow = z.output<typeof orderImportRow>;

const DATA_SHEET = 'คำสั่งซื้อ';

/** The order import: columns, row schema, template example and guide. */
export const orderImport: ImportDefinition<OrderLookups, OrderImportRow> = {
  sheetName: DATA_SHEET,
  columns: orderColumns,
  schema: orderImportRow,
  ...templateTexts({
    dataSheet: DATA_SHEET,
    what: 'คำสั่งซื้อ',
    exampleTitle: 'ตัวอย่างการกรอกคำสั่งซื้อ',
    perRow: 'สินค้า 1 รายการต่อ 1 แถว',
    before: [
      'แถวที่มีเลขที่อ้างอิงคำสั่งซื้อเดียวกันเป็นคำสั่งซื้อเดียวกัน: กรอกข้อมูลผู้รับและการจัดส่งในแถวแรก แถวถัดไปกรอกเฉพาะเลขที่อ้างอิง รหัสสินค้า และจำนวน',
    ],
    after: [
      'จำนวนสินค้าต้องไม่เกินสินค้าพร้อมขายในคลัง คำสั่งซื้อที่นำเข้าจะเป็นสถานะร่างคำสั่งซื้อ รอยืนยัน',
      'หากมีแถวใดไม่ถูกต้อง ระบบจะไม่บันทึกคำสั่งซื้อใดเลย และแสดงเลขแถวพร้อมสิ่งที่ต้องแก้ไข',
    ],
  }),
};
