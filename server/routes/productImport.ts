import { th } from '../../i18n/th';
import { FileRefused, RowsRefused } from '../domain/import/errors';
import { importProducts, productTemplate } from '../domain/import/products';
import { ApiError } from '../errors';
import { defineHandlers, FileReply, type Deps } from '../registry';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FILE_FIELD = 'products';

/** Spreadsheet import of products and its template (built on the import pipeline in domain/import). */
export function productImportHandlers({ db }: Deps) {
  return defineHandlers({
    // The shop is the caller's: the endpoint's shop scope (contract) is checked before this runs.
    productImport: async ({ caller, body, files }) => {
      const file = files[FILE_FIELD];
      if (!file) {
        throw new ApiError(400, th.server.validation, {
          [FILE_FIELD]: th.server.import_file_required,
        });
      }
      try {
        const inserted = await importProducts(db, {
          buffer: file.buffer,
          shopId: body.shop_id,
          userId: caller.id,
        });
        return { inserted };
      } catch (e) {
        if (e instanceof FileRefused)
          throw new ApiError(400, e.message, { [FILE_FIELD]: e.message });
        // Wrong rows answer 400 with the rows in `data` (spec part 1 §7).
        if (e instanceof RowsRefused)
          throw new ApiError(400, th.server.import_check_rows, undefined, e.rows);
        throw e;
      }
    },
    productTemplate: async () =>
      new FileReply(await productTemplate(db), XLSX, 'product-import-template.xlsx'),
  });
}
