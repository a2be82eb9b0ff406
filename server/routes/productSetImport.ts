import { SET_IMPORT_FILE } from '../../contract/schemas/productSets';
import { th } from '../../i18n/th';
import { FileRefused, RowsRefused } from '../domain/import/errors';
import { importProductSets, productSetTemplate } from '../domain/import/productSets';
import { ApiError } from '../errors';
import { defineHandlers, FileReply, type Deps } from '../registry';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Spreadsheet import of product sets and its template (the import pipeline of domain/import). */
export function productSetImportHandlers({ db }: Deps) {
  return defineHandlers({
    // The shop is the caller's: the endpoint's shop scope (contract) is checked before this runs.
    productSetImport: async ({ caller, body, files }) => {
      const file = files[SET_IMPORT_FILE];
      if (!file) {
        throw new ApiError(400, th.server.validation, {
          [SET_IMPORT_FILE]: th.server.import_file_required,
        });
      }
      try {
        const inserted = await importProductSets(db, {
          buffer: file.buffer,
          shopId: body.shop_id,
          userId: caller.id,
        });
        return { inserted };
      } catch (e) {
        if (e instanceof FileRefused)
          throw new ApiError(400, e.message, { [SET_IMPORT_FILE]: e.message });
        // Wrong rows answer 400 with the rows in `data` (spec part 1 §7, as the product import).
        if (e instanceof RowsRefused)
          throw new ApiError(400, th.server.import_check_rows, undefined, e.rows);
        throw e;
      }
    },
    productSetTemplate: async () =>
      new FileReply(await productSetTemplate(db), XLSX, 'product-set-import-template.xlsx'),
  });
}
