// A product spreadsheet in the import template's columns, for the bench and the browser tests.
import ExcelJS from 'exceljs';
import { productColumns } from '../server/domain/import/productColumns';

/** A file of `count` valid, distinct products in the template's columns. */
export async function productFile(count: number, prefix = 'BENCH'): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('สินค้า');
  sheet.addRow(productColumns.map((c) => c.heading));
  for (let n = 1; n <= count; n++) {
    const values: Record<string, string | number> = {
      customer_product_id: `${prefix}-${String(n).padStart(5, '0')}`,
      brand_th: 'ดอยคำ',
      brand_en: 'Doi Kham',
      product_name_th: `น้ำมะเขือเทศเข้มข้น 99% สูตร ${n}`,
      product_name_en: `Tomato Juice 99% recipe ${n}`,
      product_type: 'อาหารและเครื่องดื่ม',
      desc_th: 'น้ำมะเขือเทศแท้ ไม่เติมน้ำตาล',
      desc_en: 'Pure tomato juice, no sugar added',
      price: 25 + (n % 40),
      vat_nonvat: n % 3 ? 'มีภาษี' : 'ไม่มีภาษี',
      unit: 'ขวด',
      size: 200,
      item_barcode_upc: `885${String(n).padStart(10, '0')}`,
      item_total: 1,
      item_wide: 5.5,
      item_long: 5.5,
      item_high: 12,
      item_weight: 0.23,
      inner_pack_barcode_upc: `1885${String(n).padStart(10, '0')}`,
      inner_pack_total: 12,
      inner_pack_wide: 22,
      inner_pack_long: 17,
      inner_pack_high: 13,
      inner_pack_weight: 2.9,
    };
    sheet.addRow(productColumns.map((c) => values[c.field] ?? null));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
