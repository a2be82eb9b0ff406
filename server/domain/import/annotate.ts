import ExcelJS from 'exceljs';
import type { ImportRowError } from '../../../contract/schemas/products';

const ERROR_FILL: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFFDE9E7' },
};
const ERROR_FONT: Partial<ExcelJS.Font> = { color: { argb: 'FFC00000' } };

/**
 * The file sent back with its errors (beyond the spec): the first worksheet gains a last
 * column headed `heading` holding each refused row's message, those rows shaded, so the file
 * can be fixed in Excel and sent again. Other sheets and cells are kept as they were.
 */
export async function annotateErrors(
  buffer: Buffer,
  errors: readonly ImportRowError[],
  heading: string,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const at = Math.max(sheet.getRow(1).cellCount, sheet.columnCount) + 1;
  const head = sheet.getRow(1).getCell(at);
  head.value = heading;
  head.font = { bold: true, color: { argb: 'FFC00000' } };
  sheet.getColumn(at).width = 60;
  for (const e of errors) {
    const row = sheet.getRow(e.row_number);
    const cell = row.getCell(at);
    cell.value = e.message;
    cell.font = ERROR_FONT;
    cell.alignment = { wrapText: true, vertical: 'top' };
    for (let c = 1; c <= at; c++) row.getCell(c).fill = ERROR_FILL;
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
