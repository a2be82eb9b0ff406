import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { SaxesParser } from 'saxes';
import { th } from '../../../i18n/th';
import { detectSpreadsheet } from '../../storage/fileType';
import { ZipArchive, ZipRefused, type ZipProblem } from '../../storage/zip';
import { normalizeCell, type Cell } from './cells';
import { FileRefused } from './errors';
import { storedZip } from './storedZip';

/** A non-empty row of the first worksheet: `cells[0]` is column A. */
export interface SheetRow {
  rowNumber: number;
  cells: Cell[];
}

/** An upload that passed the guard: the entries the reader needs, unpacked and measured. */
export interface Spreadsheet {
  files: { name: string; data: Buffer }[];
  dates: boolean;
}

const WORKBOOK = 'xl/workbook.xml';
const RELS = 'xl/_rels/workbook.xml.rels';
const SHARED = 'xl/sharedStrings.xml';
const STYLES = 'xl/styles.xml';
const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const EMPTY_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>';
const EMPTY_SHARED =
  '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>';
/** An .xlsx has a few dozen entries; thousands means something else. */
const MAX_ENTRIES = 2000;

const damaged = () => new FileRefused(th.server.import_damaged);

/** What the guard's refusals say to the person importing. */
const PROBLEM_MESSAGE: Record<ZipProblem, string> = {
  damaged: th.server.import_damaged,
  too_large: th.server.import_unpacked_too_large,
  too_many_entries: th.server.import_xlsx_only,
};

/** Runs a step of the zip guard, saying its refusal as an import refusal. */
async function guarded<T>(step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (err) {
    if (err instanceof ZipRefused) throw new FileRefused(PROBLEM_MESSAGE[err.problem]);
    throw err;
  }
}

/** Every start tag of an XML part, by local name with its attributes (namespaces resolved). */
function eachElement(
  xml: Buffer,
  visit: (local: string, attributes: { local: string; uri: string; value: string }[]) => void,
) {
  const parser = new SaxesParser({ xmlns: true });
  parser.on('opentag', (tag) => visit(tag.local, Object.values(tag.attributes)));
  try {
    parser.write(xml.toString('utf8')).close();
  } catch {
    throw damaged();
  }
}

/**
 * The entry of the first worksheet in tab order (the first `sheet` of workbook.xml, found
 * through its relationship id), else the lowest-numbered worksheet.
 */
function firstSheetName(workbook: Buffer, rels: Buffer, names: string[]): string | undefined {
  let rId: string | undefined;
  let seen = false;
  eachElement(workbook, (local, attributes) => {
    if (local !== 'sheet' || seen) return;
    seen = true;
    rId = attributes.find((a) => a.local === 'id' && a.uri !== '')?.value;
  });
  let target: string | undefined;
  eachElement(rels, (local, attributes) => {
    const value = (name: string) => attributes.find((a) => a.local === name && a.uri === '')?.value;
    if (local === 'Relationship' && rId && target === undefined && value('Id') === rId) {
      target = value('Target') ?? '';
    }
  });
  if (target !== undefined) {
    const name = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    if (names.includes(name)) return name;
  }
  return names
    .filter((n) => SHEET.test(n))
    .sort((a, b) => Number(SHEET.exec(a)?.[1]) - Number(SHEET.exec(b)?.[1]))[0];
}

/**
 * The guard, run before any parsing: refuses an Excel 97-2003 file (it is not read: the
 * user is asked to save it as .xlsx), what is not an .xlsx, what is one but cannot be
 * read (damaged, cut short), and what unpacks past `unpackedLimit` (from the central
 * directory alone, then from the bytes actually unpacked); then unpacks only what the
 * reader needs: the workbook, its relationships, the shared strings, the styles when
 * dates matter, and the first worksheet.
 */
export async function openSpreadsheet(
  buffer: Buffer,
  opts: { unpackedLimit: number; dates?: boolean },
): Promise<Spreadsheet> {
  const kind = await detectSpreadsheet(buffer);
  if (kind === 'xls') throw new FileRefused(th.server.import_xls_old);
  if (kind !== 'zip') throw new FileRefused(th.server.import_xlsx_only);
  const zip = await guarded(
    ZipArchive.open(buffer, { entries: MAX_ENTRIES, unpacked: opts.unpackedLimit }),
  );
  if (!zip.has(WORKBOOK)) throw new FileRefused(th.server.import_xlsx_only);
  /** An entry, unpacked under the guard; `fallback` when the workbook has none. */
  const file = async (name: string, fallback = '') => ({
    name,
    data: zip.has(name) ? await guarded(zip.read(name)) : Buffer.from(fallback),
  });
  const workbook = await file(WORKBOOK);
  const rels = await file(RELS, EMPTY_RELS);
  const sheetName = firstSheetName(workbook.data, rels.data, zip.names);
  if (!sheetName) throw damaged();
  // Under the name the streaming reader looks for.
  const sheet = { ...(await file(sheetName)), name: 'xl/worksheets/sheet1.xml' };
  // Shared strings and relationships go first, so the parser reads the sheet as it streams.
  const files = [rels, workbook, await file(SHARED, EMPTY_SHARED)];
  const styles = !!opts.dates && zip.has(STYLES);
  if (styles) files.push(await file(STYLES));
  files.push(sheet);
  return { files, dates: styles };
}

/** Streams the non-empty rows of the first worksheet (the heading row included). */
export async function* sheetRows(sheet: Spreadsheet): AsyncGenerator<SheetRow> {
  const source = Readable.from(storedZip(sheet.files));
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: sheet.dates ? 'cache' : 'ignore',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let last = 0;
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        // Rows without their optional number follow the previous one.
        last = Number.isInteger(row.number) && row.number > 0 ? row.number : last + 1;
        const values = row.values as unknown[];
        const cells: Cell[] = new Array(Math.max(0, values.length - 1)).fill(null);
        let empty = true;
        for (let i = 1; i < values.length; i++) {
          const cell = normalizeCell(values[i]);
          cells[i - 1] = cell;
          if (cell !== null) empty = false;
        }
        if (!empty) yield { rowNumber: last, cells };
      }
      return;
    }
  } catch (err) {
    if (err instanceof FileRefused) throw err;
    throw damaged();
  } finally {
    source.destroy();
  }
}
