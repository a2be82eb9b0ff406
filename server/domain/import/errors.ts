import type { ImportRowError } from '../../../contract/schemas/products';

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
