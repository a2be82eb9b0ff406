import { th } from '../../i18n/th';
import { FileRefused, RowsRefused } from '../domain/import/errors';
import { ApiError } from '../errors';
import type { UploadedFile } from '../registry';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Runs a spreadsheet import of the file sent in `field` and answers as every import does: a
 * missing or refused file is a 400 under the field; wrong rows are a 400 listing them in
 * `data` (spec part 1 §7); otherwise the number of rows written.
 */
/** The file sent in `field`, or the 400 of a missing one. */
export function importFile(files: Partial<Record<string, UploadedFile>>, field: string) {
  const file = files[field];
  if (!file) {
    throw new ApiError(400, th.server.validation, { [field]: th.server.import_file_required });
  }
  return file;
}

/** A refused file as every import answers it: a 400 under the field. */
export function fileRefusal(e: unknown, field: string): unknown {
  return e instanceof FileRefused ? new ApiError(400, e.message, { [field]: e.message }) : e;
}

export async function runImport(
  files: Partial<Record<string, UploadedFile>>,
  field: string,
  run: (buffer: Buffer) => Promise<number>,
) {
  const file = importFile(files, field);
  try {
    return { inserted: await run(file.buffer) };
  } catch (e) {
    if (e instanceof RowsRefused)
      throw new ApiError(400, th.server.import_check_rows, undefined, e.rows);
    throw fileRefusal(e, field);
  }
}
