import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { th } from '../../../i18n/th';
import { normalizeCell, type Cell } from './cells';
import { isOle2 } from '../../integrations/documentType';
import { FileRefused } from './errors';
import { extractEntry, readCentralDirectory, storedZip, type ZipEntry } from './zip';

/** A non-empty row of the first worksheet: `cells[0]` is column A. */
export interface SheetRow {
  rowNumber: number;
  cells: Cell[];
}

/** An upload that passed the guard: the entries the reader needs, unpacked and measured. */
export interface Spreadsheet {
  files: { name: string; crc: number; data: Buffer }[];
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

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(["'])(.*?)\\1`).exec(tag)?.[2];

/** The entry of the first worksheet in tab order (workbook.xml and its relationships), else the lowest-numbered one. */
function firstSheetName(workbook: Buffer, rels: Buffer, names: Set<string>): string | undefined {
  const sheet = /<(?:\w+:)?sheet\b[^>]*>/.exec(workbook.toString('utf8'))?.[0];
  const rId = sheet && attr(sheet, '\\w+:id');
  if (rId) {
    for (const [tag] of rels.toString('utf8').matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
      if (attr(tag, 'Id') !== rId) continue;
      const target = attr(tag, 'Target') ?? '';
      const name = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
      if (names.has(name)) return name;
    }
  }
  return [...names]
    .filter((n) => SHEET.test(n))
    .sort((a, b) => Number(SHEET.exec(a)?.[1]) - Number(SHEET.exec(b)?.[1]))[0];
}

/** Excel 97-2003 (.xls): an OLE2 compound file holding a `Workbook` stream. */
const WORKBOOK_STREAM = Buffer.from('Workbook', 'utf16le');
const isOldExcel = (buf: Buffer) => isOle2(buf) && buf.includes(WORKBOOK_STREAM);

/**
 * The guard, run before any parsing: refuses an Excel 97-2003 file (it is not read: the
 * user is asked to save it as .xlsx), what is not an .xlsx, what is one but cannot be
 * read (damaged, cut short), and what unpacks past `unpackedLimit` (from the central
 * directory alone); then unpacks, each up to its declared size, only what the reader
 * needs: the workbook, its relationships, the shared strings, the styles when dates
 * matter, and the first worksheet.
 */
export function openSpreadsheet(
  buffer: Buffer,
  opts: { unpackedLimit: number; dates?: boolean },
): Spreadsheet {
  if (isOldExcel(buffer)) throw new FileRefused(th.server.import_xls_old);
  const entries = readCentralDirectory(buffer, opts.unpackedLimit);
  const byName = new Map<string, ZipEntry>(entries.map((e) => [e.name, e]));
  const file = (name: string, fallback?: string) => {
    const entry = byName.get(name);
    if (entry) return { name, crc: entry.crc, data: extractEntry(buffer, entry) };
    return fallback === undefined ? undefined : { name, crc: 0, data: Buffer.from(fallback) };
  };
  const workbook = file(WORKBOOK);
  if (!workbook) throw new FileRefused(th.server.import_xlsx_only);
  const rels = file(RELS, EMPTY_RELS)!;
  const sheetName = firstSheetName(workbook.data, rels.data, new Set(byName.keys()));
  const sheet = sheetName && file(sheetName);
  if (!sheet) throw new FileRefused(th.server.import_damaged);
  // Shared strings and relationships go first, so the parser reads the sheet as it streams.
  const files = [rels, workbook, file(SHARED, EMPTY_SHARED)!];
  const styles = opts.dates ? file(STYLES) : undefined;
  if (styles) files.push(styles);
  files.push({ ...sheet, name: 'xl/worksheets/sheet1.xml' });
  return { files, dates: !!styles };
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
    throw new FileRefused(th.server.import_damaged);
  } finally {
    source.destroy();
  }
}
