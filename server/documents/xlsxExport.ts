import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { warehouseToday } from '../../contract/dates';
import { BAHT_NUMFMT } from '../../contract/money';
import { FileReply } from '../replies';

/**
 * The portal's one export to .xlsx (DESIGN.md "Shared building blocks": export to .xlsx,
 * server-generated, formula cells neutralised). A report hands it one sheet: its name, the
 * column headings and widths, and its rows of plain cells; it answers the file's bytes.
 *
 * - Text that a spreadsheet could take for a formula (beginning with `=`, `+`, `-` or `@`,
 *   also after leading white space, or beginning with a tab or carriage return) gets an
 *   apostrophe in front, so it stays text even when the cell is edited, copied or saved as
 *   CSV (`neutralise`). The cells are written as text cells in any case, never as formulas.
 * - Cells are text, numbers, booleans or dates; `null`/`undefined` is an empty cell; a `money`
 *   column's numbers show as whole baht with the word for baht, their values exact. Dates are
 *   real spreadsheet dates (a spreadsheet sorts and filters them), written as the calendar
 *   date in the warehouse (`sheetDate`, `sheetDay`: a date cell has no time zone), shown
 *   dd/mm/yyyy in a `date` column (the spreadsheet program writes the year as it is set to).
 * - Rows may come from an async iterable (read from the database in batches): the workbook
 *   is written as a stream, row by row (`xlsxStream`), which the reply sends as it comes, so
 *   memory holds the rows of the current batch and what the reader has not taken yet, not a
 *   workbook model of every cell nor the whole file.
 */

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A sheet of the records as they are now, named `<name>-<today in the warehouse>.xlsx`:
 * never kept by the browser.
 */
export const todaysSheet = (content: Buffer | Readable, name: string) =>
  new FileReply(content, XLSX_MIME, `${name}-${warehouseToday()}.xlsx`, 'no-store');

export type XlsxCell = string | number | boolean | Date | null | undefined;

/** How a `date` column's cells are shown: dd/mm/yyyy. */
export const DATE_NUMFMT = 'dd/mm/yyyy';

/**
 * A calendar date yyyy-mm-dd as a sheet's date cell (null when empty or not a date): a date
 * cell holds no time zone, so the date is written as that day's midnight in UTC, which the
 * writer turns into the day's serial number unchanged.
 */
export function sheetDate(date: string | null | undefined): Date | null {
  if (!date) return null;
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** An instant (a timestamp) as the sheet's date cell of its day in the warehouse. */
export const sheetDay = (instant: string | Date | null | undefined): Date | null =>
  instant ? sheetDate(warehouseToday(new Date(instant))) : null;

export interface XlsxColumn {
  /** The heading in the first row (bold; the row stays in view while scrolling). */
  header: string;
  /** Width in characters; by default wide enough for the heading. */
  width?: number;
  /** Amounts in baht: each keeps its exact value and shows as whole baht, '1,289 บาท' (contract/money.ts). */
  money?: boolean;
  /** Dates (`sheetDate`, `sheetDay`): real date cells shown dd/mm/yyyy. */
  date?: boolean;
}

export interface XlsxSheet {
  /** The sheet's tab name (characters Excel refuses are replaced, cut to 31). */
  sheetName: string;
  columns: readonly XlsxColumn[];
  rows: Iterable<readonly XlsxCell[]> | AsyncIterable<readonly XlsxCell[]>;
  /** Lines above the headings (bold): a report's title and period. */
  title?: readonly (readonly XlsxCell[])[];
  /** Lines after the rows (bold): a report's totals. */
  footer?: readonly (readonly XlsxCell[])[];
}

/** The most characters a cell can hold; Excel reports a longer one as a damaged file. */
export const XLSX_CELL_MAX = 32_767;
const SHEET_NAME_MAX = 31;
/** Rows written between two turns of the event loop, so the zip drains as rows come. */
const ROWS_PER_TURN = 500;

/** Text that a spreadsheet may run as a formula or command (OWASP "CSV injection"). */
const FORMULA_START = /^(?:\s*[=+\-@]|[\t\r])/;

/** The text as it goes into a cell: an apostrophe before formula-like text, cut to the cell's limit. */
export function neutralise(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return safe.length > XLSX_CELL_MAX ? safe.slice(0, XLSX_CELL_MAX) : safe;
}

/** A cell's value as written: text neutralised, numbers that a sheet cannot hold left empty. */
function cellValue(cell: XlsxCell): string | number | boolean | Date | null {
  if (cell === null || cell === undefined) return null;
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell;
  if (typeof cell === 'string') return neutralise(cell);
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  return cell;
}

/** A tab name Excel accepts: no `\ / ? * [ ] :`, no apostrophe at either end, 1–31 characters. */
function sheetNameOf(name: string): string {
  const cleaned = name
    .replace(/[\\/?*[\]:]/g, ' ')
    .replace(/^'+|'+$/g, '')
    .trim();
  return Array.from(cleaned || 'Sheet1')
    .slice(0, SHEET_NAME_MAX)
    .join('');
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Bytes of the file held before the writer waits for the reader (the browser's download). */
const BUFFERED_MAX = 1 << 20;

/**
 * Writes one sheet to an .xlsx file as a stream: the reply sends it as it is written, so a
 * 100,000-row report never sits whole in memory. The writer waits while the reader is more
 * than `BUFFERED_MAX` behind; an error (the database gone mid-export) destroys the stream.
 */
export function xlsxStream(sheet: XlsxSheet): Readable {
  const out = new PassThrough({ highWaterMark: BUFFERED_MAX });
  const caughtUp = () =>
    out.readableLength < BUFFERED_MAX || out.destroyed
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const done = () => {
            out.off('data', check);
            out.off('close', done);
            resolve();
          };
          const check = () => {
            if (out.readableLength < BUFFERED_MAX) done();
          };
          out.on('data', check);
          out.once('close', done);
        });
  const write = async () => {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    book.creator = 'ระบบบริหารคลังสินค้า';
    const ws = book.addWorksheet(sheetNameOf(sheet.sheetName), {
      views: [{ state: 'frozen', ySplit: sheet.title ? sheet.title.length + 1 : 1 }],
    });
    ws.columns = sheet.columns.map((c) => ({
      width: c.width ?? Math.min(60, Math.max(10, c.header.length + 4)),
      ...(c.money ? { style: { numFmt: BAHT_NUMFMT } } : {}),
      ...(c.date ? { style: { numFmt: DATE_NUMFMT } } : {}),
    }));
    for (const line of sheet.title ?? []) {
      const row = ws.addRow(line.map(cellValue));
      row.font = { bold: true };
      row.commit();
    }
    const head = ws.addRow(sheet.columns.map((c) => neutralise(c.header)));
    head.font = { bold: true };
    head.commit();
    let written = 0;
    for await (const row of sheet.rows) {
      if (out.destroyed) return;
      ws.addRow(row.map(cellValue)).commit();
      if (++written % ROWS_PER_TURN === 0) {
        await turn();
        await caughtUp();
      }
    }
    for (const line of sheet.footer ?? []) {
      const row = ws.addRow(line.map(cellValue));
      row.font = { bold: true };
      row.commit();
    }
    ws.commit();
    await book.commit();
  };
  write().catch((e: unknown) => out.destroy(e instanceof Error ? e : new Error(String(e))));
  return out;
}

/** Writes one sheet to an .xlsx file and answers its bytes (small files: the user export). */
export async function xlsxExport(sheet: XlsxSheet): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of xlsxStream(sheet)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
