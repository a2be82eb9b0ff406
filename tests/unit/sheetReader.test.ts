// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { openSpreadsheet, sheetRows } from '../../server/domain/import/sheet';
import { stored, zip } from '../api/spreadsheetFiles';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const WORKSHEET_REL = `${REL}/worksheet`;

/** A worksheet whose cell A1 holds `text` (an inline string). */
const worksheet = (text: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>` +
  `<row r="1"><c r="A1" t="inlineStr"><is><t>${text}</t></is></c></row></sheetData></worksheet>`;

/** A workbook whose tabs are, in order, the parts named by `targets` (relative or absolute). */
function workbook(targets: string[]) {
  const sheets = targets
    .map((_, i) => `<sheet name="s${i}" sheetId="${i + 1}" x:id="rId${i + 1}"/>`)
    .join('');
  const rels = targets
    .map((t, i) => `<Relationship Id="rId${i + 1}" Type="${WORKSHEET_REL}" Target="${t}"/>`)
    .join('');
  return [
    stored('[Content_Types].xml', '<Types/>'),
    stored(
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN}" xmlns:x="${REL}"><sheets>${sheets}</sheets></workbook>`,
    ),
    stored(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${PACKAGE_REL}">${rels}</Relationships>`,
    ),
  ];
}

async function firstCell(entries: ReturnType<typeof stored>[]) {
  const sheet = await openSpreadsheet(zip(entries), { unpackedLimit: 1024 * 1024 });
  for await (const row of sheetRows(sheet)) return row.cells[0];
  return undefined;
}

describe('the worksheet an import reads', () => {
  it('is the first tab, found through its relationship, whatever its part is called', async () => {
    const parts = [
      stored('xl/worksheets/sheet1.xml', worksheet('แผ่นที่สอง')),
      stored('xl/worksheets/sheet2.xml', worksheet('แผ่นแรก')),
      stored('xl/worksheets/data.xml', worksheet('ข้อมูล')),
    ];
    expect(
      await firstCell([...workbook(['worksheets/sheet2.xml', 'worksheets/sheet1.xml']), ...parts]),
    ).toBe('แผ่นแรก');
    expect(
      await firstCell([
        ...workbook(['/xl/worksheets/data.xml', 'worksheets/sheet1.xml']),
        ...parts,
      ]),
    ).toBe('ข้อมูล');
  });

  it('is the lowest-numbered worksheet when the workbook names none that exists', async () => {
    const parts = [
      stored('xl/worksheets/sheet10.xml', worksheet('สิบ')),
      stored('xl/worksheets/sheet2.xml', worksheet('สอง')),
    ];
    expect(await firstCell([...workbook(['worksheets/missing.xml']), ...parts])).toBe('สอง');
  });
});
