import { IMPORT_ROW_LIMIT, IMPORT_UNPACKED_LIMIT } from '../../../contract/limits';
import type { ImportCellError, ImportRowError } from '../../../contract/schemas/products';
import { th } from '../../../i18n/th';
import type { Db, DbOrTx } from '../../db/client';
import { maintainSoon } from '../../db/maintenance';
import { transaction } from '../../db/transaction';
import { translateMessage } from '../../schemaMessages';
import type { Cell } from './cells';
import { locateColumns, type ImportDefinition } from './definition';
import { CellError, FileRefused, RowsRefused, rowErrors } from './errors';
import { openSpreadsheet, sheetRows } from './sheet';
import { fill } from '../../text';

/**
 * The spreadsheet import pipeline, the same for every kind of record:
 * 1. guard: an Excel 97-2003 file, a file that is not an .xlsx, an .xlsx that cannot be
 *    read, or one unpacking past the limit, is refused before parsing;
 * 2. stream the first worksheet, stopping as soon as data rows pass the row limit;
 * 3. map cells to fields by the definition's Thai headings and parse them;
 * 4. validate every row with the definition's schema, plus uniqueness within the file
 *    and against the database, collecting every error as {row_number, message, errors}
 *    (each problem with its column's heading);
 * 5. any error: RowsRefused, nothing written;
 * 6. otherwise the caller's writer runs once, in one transaction: all rows or none.
 */

export interface ImportLimits {
  rows: number;
  unpacked: number;
}

export interface ValidRow<Row> {
  rowNumber: number;
  data: Row;
}

export interface ReadOptions {
  limits?: Partial<ImportLimits>;
  /** Which of these unique keys exist already (e.g. product codes of the shop). */
  existingKeys?: (keys: string[]) => Promise<Set<string>>;
  /** Read date-formatted cells as dates (needs the styles). */
  dates?: boolean;
  /**
   * Takes the refused rows, with what their cells held, instead of throwing RowsRefused: an
   * import that checks more than each row on its own says every problem at once.
   */
  onRefused?: (rows: (ImportRowError & { input: Record<string, unknown> })[]) => void;
}

/** Parses and validates one row: its inputs, the schema's verdict, and its problems in column order. */
function checkRow<C, Row>(
  { columns, schema }: ImportDefinition<C, Row>,
  cells: readonly Cell[],
  positions: readonly number[],
  ctx: C,
) {
  const input: Record<string, unknown> = {};
  let messages: (string | undefined)[] | undefined;
  for (let i = 0; i < columns.length; i++) {
    const at = positions[i];
    try {
      input[columns[i].field] = columns[i].parse(at < 0 ? null : (cells[at] ?? null), ctx);
    } catch (err) {
      if (!(err instanceof CellError)) throw err;
      (messages ??= [])[i] = err.message;
    }
  }
  const result = schema.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const i = columns.findIndex((c) => c.field === issue.path[0]);
      if (i >= 0) (messages ??= [])[i] ??= translateMessage(issue.message);
    }
  }
  const problems: ImportCellError[] = messages
    ? columns.flatMap((c, i) => (messages[i] ? [{ column: c.heading, message: messages[i] }] : []))
    : [];
  if (!result.success && problems.length === 0) {
    // A rule of the whole row rather than of one column.
    problems.push({
      column: null,
      message: translateMessage(result.error.issues[0]?.message ?? th.server.invalid_value),
    });
  }
  return { input, result, problems };
}

/** Steps 1 to 5: the valid rows of the file, or FileRefused / RowsRefused. */
export async function readImport<C, Row>(
  definition: ImportDefinition<C, Row>,
  buffer: Buffer,
  ctx: C,
  opts: ReadOptions = {},
): Promise<ValidRow<Row>[]> {
  const limits = { rows: IMPORT_ROW_LIMIT, unpacked: IMPORT_UNPACKED_LIMIT, ...opts.limits };
  const sheet = await openSpreadsheet(buffer, {
    unpackedLimit: limits.unpacked,
    dates: opts.dates,
  });
  const { columns, unique } = definition;
  const uniqueAt = unique ? columns.findIndex((c) => c.field === unique.field) : -1;

  const valid: ValidRow<Row>[] = [];
  const problems = new Map<number, ImportCellError[]>();
  const firstRowOfKey = new Map<string, number>();
  const keyOfRow = new Map<number, string>();
  const inputOfRow = new Map<number, Record<string, unknown>>();
  let positions: number[] | undefined;
  let count = 0;

  for await (const { rowNumber, cells } of sheetRows(sheet)) {
    if (!positions) {
      const located = locateColumns(columns, cells);
      if (located.missing.length) {
        const missing = located.missing.map((h) => `"${h}"`).join(', ');
        throw new FileRefused(fill(th.server.import_missing_columns, { columns: missing }));
      }
      positions = located.positions;
      continue;
    }
    if (++count > limits.rows) throw new FileRefused(th.server.import_too_many_rows);

    const { input, result, problems: rowProblems } = checkRow(definition, cells, positions, ctx);

    const key = uniqueAt >= 0 ? input[unique!.field] : undefined;
    if (typeof key === 'string' && key.trim() !== '') {
      const k = key.trim();
      const first = firstRowOfKey.get(k);
      if (first === undefined) firstRowOfKey.set(k, rowNumber);
      else rowProblems.push({ column: columns[uniqueAt].heading, message: unique!.inFile(first) });
      keyOfRow.set(rowNumber, k);
    }
    if (rowProblems.length) {
      problems.set(rowNumber, rowProblems);
      if (opts.onRefused) inputOfRow.set(rowNumber, input);
    } else if (result.success) valid.push({ rowNumber, data: result.data });
  }
  // The template's data sheet holds headings only (its example is on another sheet).
  if (count === 0) throw new FileRefused(definition.emptyMessage);

  if (unique && opts.existingKeys && firstRowOfKey.size) {
    const existing = await opts.existingKeys([...firstRowOfKey.keys()]);
    for (const [rowNumber, k] of keyOfRow) {
      if (!existing.has(k)) continue;
      const list = problems.get(rowNumber) ?? [];
      list.push({ column: columns[uniqueAt].heading, message: unique.existing });
      problems.set(rowNumber, list);
    }
  }
  if (problems.size) {
    const rows = rowErrors(problems);
    if (!opts.onRefused) throw new RowsRefused(rows);
    opts.onRefused(rows.map((r) => ({ ...r, input: inputOfRow.get(r.row_number) ?? {} })));
  }
  return valid;
}

/**
 * Step 6: runs `write` in one transaction. Whatever it throws, midway or at the end,
 * rolls every row back; what it leaves for after the commit (notifications' push messages)
 * runs once the rows are in.
 */
export async function writeAll<Row>(
  db: Db,
  rows: ValidRow<Row>[],
  write: (tx: DbOrTx, rows: ValidRow<Row>[]) => Promise<void>,
) {
  await transaction(db, async (tx) => write(tx, rows));
  return rows.length;
}

/**
 * Steps 1 to 6 for a shop's records: the file's rows read and written in one transaction, then
 * the tables' statistics refreshed soon; answers the number written. `refusal` answers a
 * write's error (a key taken meanwhile) for the user, or leaves it thrown as it is.
 */
export async function importAll<C, Row>(
  db: Db,
  definition: ImportDefinition<C, Row>,
  ctx: C,
  file: { buffer: Buffer; limits?: Partial<ImportLimits> },
  how: Required<Pick<ReadOptions, 'existingKeys'>> & {
    write: (tx: DbOrTx, rows: ValidRow<Row>[]) => Promise<void>;
    refusal: (e: unknown) => Error | undefined;
  },
): Promise<number> {
  const rows = await readImport(definition, file.buffer, ctx, {
    limits: file.limits,
    existingKeys: how.existingKeys,
  });
  try {
    const inserted = await writeAll(db, rows, how.write);
    maintainSoon(db);
    return inserted;
  } catch (e) {
    throw how.refusal(e) ?? e;
  }
}

export interface ChunkHooks {
  /** Called after each chunk is written, inside the transaction (tests make it throw). */
  onChunk?: (progress: { chunk: number; written: number }) => void | Promise<void>;
}

/** Writes rows in chunks of `size` (one multi-row statement each). */
export async function inChunks<T>(
  rows: T[],
  size: number,
  insert: (chunk: T[], offset: number) => Promise<void>,
  hooks: ChunkHooks = {},
) {
  for (let offset = 0, chunk = 0; offset < rows.length; offset += size, chunk++) {
    await insert(rows.slice(offset, offset + size), offset);
    await hooks.onChunk?.({ chunk, written: Math.min(rows.length, offset + size) });
  }
}
