import { importProducts, productTemplate } from '../domain/import/products';
import { defineHandlers, FileReply, type Deps } from '../registry';
import { runImport, XLSX } from './importRoute';

/** Spreadsheet import of products and its template (built on the import pipeline in domain/import). */
export function productImportHandlers({ db }: Deps) {
  return defineHandlers({
    // The shop is the caller's: the endpoint's shop scope (contract) is checked before this runs.
    productImport: async ({ caller, body, files }) =>
      runImport(files, 'products', (buffer) =>
        importProducts(db, { buffer, shopId: body.shop_id, userId: caller.id }),
      ),
    productTemplate: async () =>
      new FileReply(await productTemplate(db), XLSX, 'product-import-template.xlsx'),
  });
}
