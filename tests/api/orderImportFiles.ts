import ExcelJS from 'exceljs';
import { orderColumns } from '../../server/domain/import/orderColumns';
import { orderCustomer } from '../fixtures/order';

/** A row of the order import by field: the order's columns and one line. */
export type OrderFileRow = Record<string, string | number | null>;

/** The first row of an order: every order column filled, then its first line. */
export const orderHead = (ref: string, code: string, qty: number, extra: OrderFileRow = {}) => ({
  ref,
  order_dt: '20/11/2026',
  order_time: '09:30',
  delivery_dt: '22/11/2026',
  delivery_time: '14:00',
  title_id: 'นางสาว',
  ...orderCustomer,
  address: '99/1 ถนนรัชดาภิเษก',
  province: 'กรุงเทพมหานคร',
  district: 'ห้วยขวาง',
  subdistrict: 'ห้วยขวาง',
  postcode: '10310',
  cod: 'ไม่เก็บเงินปลายทาง',
  delivery_channel_id: 'ไปรษณีย์ไทย - EMS',
  shipping_type: 'ธรรมดา',
  distcount: 0,
  remark: '',
  code,
  total_order: qty,
  ...extra,
});

/** A further line of an order: its reference, code and quantity only. */
export const orderLine = (ref: string, code: string, qty: number) => ({
  ref,
  code,
  total_order: qty,
});

/** An order import spreadsheet: the template's headings, then the rows. */
export async function orderImportFile(rows: OrderFileRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('คำสั่งซื้อ');
  sheet.addRow(orderColumns.map((c) => c.heading));
  for (const r of rows) sheet.addRow(orderColumns.map((c) => r[c.field] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}
