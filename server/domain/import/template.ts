import ExcelJS from 'exceljs';
import type { ImportDefinition } from './definition';

/** Words of the guide sheet shared by every template. */
const WORDS = {
  column: 'คอลัมน์',
  required: 'จำเป็นต้องกรอก',
  rule: 'รูปแบบและเงื่อนไข',
  sample: 'ตัวอย่าง',
  yes: 'ใช่',
  no: 'ไม่บังคับ',
  id: 'รหัส',
  name: 'ชื่อ',
  allowed: (heading: string) => `${heading}ที่ใช้ได้ (กรอกชื่อหรือรหัส)`,
  pickFromList: 'กรุณาเลือกจากรายการ หรือดูรายการที่ใช้ได้ในแผ่นงานคำอธิบาย',
};

const HEADING_FILL: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFDCE6F1' },
};
const REQUIRED_FONT: Partial<ExcelJS.Font> = { bold: true, color: { argb: 'FFC00000' } };

type Validations = { add(address: string, validation: ExcelJS.DataValidation): void };

/** Column widths and text formats of a definition, for the data and example sheets. */
function setColumns<C, Row>(sheet: ExcelJS.Worksheet, { columns }: ImportDefinition<C, Row>) {
  sheet.columns = columns.map((c) => ({
    key: c.field,
    width: c.width ?? Math.max(14, c.heading.length + 4),
    style: c.text ? { numFmt: '@' } : {},
  }));
}

/** The heading row (required headings in red). */
function addHeadings<C, Row>(sheet: ExcelJS.Worksheet, { columns }: ImportDefinition<C, Row>) {
  const head = sheet.addRow(columns.map((c) => c.heading));
  head.height = 30;
  columns.forEach((c, i) => {
    const cell = head.getCell(i + 1);
    cell.fill = HEADING_FILL;
    cell.font = c.required ? REQUIRED_FONT : { bold: true };
    cell.alignment = { vertical: 'middle', wrapText: true };
  });
}

/**
 * The import template of a definition: the data sheet (first, the one the import reads)
 * with the Thai headings only, required ones in red; an example sheet, clearly titled,
 * with the same headings and one sample row, which the import never reads; and a guide
 * sheet with the rules of every column and the lists of values that lookup columns
 * accept (also offered as drop-downs on the data sheet).
 */
export async function writeTemplate<C, Row>(
  definition: ImportDefinition<C, Row>,
  ctx: C,
  dataRows: number,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'ระบบบริหารคลังสินค้า';
  const data = book.addWorksheet(definition.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const example = book.addWorksheet(definition.example.sheetName, {
    properties: { tabColor: { argb: 'FFFFC000' } },
  });
  const guide = book.addWorksheet(definition.guide.sheetName);
  const { columns } = definition;

  setColumns(data, definition);
  addHeadings(data, definition);

  setColumns(example, definition);
  const [title, ...notes] = definition.example.lines;
  example.addRow([title]).font = { bold: true, size: 14 };
  for (const line of notes)
    example.addRow([line]).font = { bold: true, color: { argb: 'FFC00000' } };
  example.addRow([]);
  addHeadings(example, definition);
  example.addRow(columns.map((c) => c.sample(ctx)));

  guide.columns = [{ width: 34 }, { width: 34 }, { width: 70 }, { width: 30 }];
  guide.addRow([definition.guide.title]).font = { bold: true, size: 14 };
  for (const line of definition.guide.lines) guide.addRow([line]);
  guide.addRow([]);
  const tableHead = guide.addRow([WORDS.column, WORDS.required, WORDS.rule, WORDS.sample]);
  tableHead.font = { bold: true };
  tableHead.eachCell((cell) => (cell.fill = HEADING_FILL));
  for (const c of columns) {
    guide.addRow([c.heading, c.required ? WORDS.yes : WORDS.no, c.rule, c.sample(ctx)]);
  }

  const validations = (data as unknown as { dataValidations: Validations }).dataValidations;
  columns.forEach((c, i) => {
    const choices = c.choices?.(ctx);
    if (!choices?.length) return;
    guide.addRow([]);
    guide.addRow([WORDS.allowed(c.heading)]).font = { bold: true };
    guide.addRow([WORDS.id, WORDS.name]).eachCell((cell) => {
      cell.font = { bold: true };
      cell.fill = HEADING_FILL;
    });
    const first = guide.rowCount + 1;
    for (const choice of choices) guide.addRow([choice.id, choice.name]);
    const letter = data.getColumn(i + 1).letter;
    validations.add(`${letter}2:${letter}${dataRows + 1}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`'${definition.guide.sheetName}'!$B$${first}:$B$${guide.rowCount}`],
      showErrorMessage: false,
      showInputMessage: true,
      prompt: WORDS.pickFromList,
    });
  });

  return Buffer.from(await book.xlsx.writeBuffer());
}
