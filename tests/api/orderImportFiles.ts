import ExcelJS from 'exceljs';
import { orderColumns } from '../../server/domain/import/orderColumns';
import { productColumns } from '../../server/domain/import/productColumns';
import { productSetColumns } from '../../server/domain/import/productSetColumns';
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

/** An import spreadsheet of `sheetName`: the template's headings, then a row of each by field. */
export async function importFile(
  sheetName: string,
  columns: readonly { field: string; heading: string }[],
  rows: OrderFileRow[],
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.addRow(columns.map((c) => c.heading));
  for (const r of rows) sheet.addRow(columns.map((c) => r[c.field] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** An order import spreadsheet: the template's headings, then the rows. */
export const orderImportFile = (rows: OrderFileRow[]) => importFile('คำสั่งซื้อ', orderColumns, rows);

/** A product import spreadsheet of these products. */
export const productImportFile = (rows: OrderFileRow[]) => importFile('สินค้า', productColumns, rows);

/** A product-set import spreadsheet of these sets. */
export const productSetImportFile = (rows: OrderFileRow[]) =>
  importFile('เซตสินค้า', productSetColumns, rows);
