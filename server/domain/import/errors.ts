import type { ImportCellError, ImportRowError } from '../../../contract/schemas/products';

/** The uploaded file is refused as a whole (not an .xlsx, too large unpacked, too many rows...). */
export class FileRefused extends Error {}

/** Some rows are wrong: nothing was written; `rows` lists every wrong row. */
export class RowsRefused extends Error {
  constructor(public readonly rows: ImportRowError[]) {
    super(`${rows.length} rows refused`);
  }
}

/** A cell whose value cannot be read (a word where a number belongs, an unknown type...). */
export class CellError extends Error {}

/**
 * A refused row as every import answers it: its problems one by one, and the spec's one
 * message saying them all, 'heading: problem' (a problem of no column by itself) joined by ', '.
 */
export const rowError = (row_number: number, errors: ImportCellError[]): ImportRowError => ({
  row_number,
  message: errors.map((e) => (e.column ? `${e.column}: ${e.message}` : e.message)).join(', '),
  errors,
});

/** The refused rows of `problems` (row number → its problems), in row order. */
export const rowErrors = (problems: Map<number, ImportCellError[]>): ImportRowError[] =>
  [...problems].sort(([a], [b]) => a - b).map(([row, errors]) => rowError(row, errors));
