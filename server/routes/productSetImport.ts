import { SET_IMPORT_FILE } from '../../contract/schemas/productSets';
import { importProductSets, productSetTemplate } from '../domain/import/productSets';
import { defineHandlers, FileReply, type Deps } from '../registry';
import { runImport, XLSX } from './importRoute';

/** Spreadsheet import of product sets and its template (the import pipeline of domain/import). */
export function productSetImportHandlers({ db }: Deps) {
  return defineHandlers({
    // The shop is the caller's: the endpoint's shop scope (contract) is checked before this runs.
    productSetImport: async ({ caller, body, files }) =>
      runImport(files, SET_IMPORT_FILE, (buffer) =>
        importProductSets(db, { buffer, shopId: body.shop_id, userId: caller.id }),
      ),
    productSetTemplate: async () =>
      new FileReply(await productSetTemplate(db), XLSX, 'product-set-import-template.xlsx'),
  });
}
