import { ORDER_IMPORT_FILE } from '../../contract/schemas/orders';
import { importOrders, orderImportErrors, orderTemplate } from '../domain/import/orders';
import { defineHandlers, FileReply, type Deps } from '../registry';
import { fileRefusal, importFile, runImport, XLSX } from './importRoute';

/** Spreadsheet import of orders, its template and the file back with its errors. */
export function orderImportHandlers({ db, events }: Deps) {
  return defineHandlers({
    // The shop is the caller's: the endpoint's shop scope (contract) is checked before this runs.
    orderImport: async ({ caller, body, files }) =>
      runImport(files, ORDER_IMPORT_FILE, (buffer) =>
        importOrders(db, { buffer, shopId: body.shop_id, userId: caller.id, events }),
      ),
    orderImportErrors: async ({ body, files }) => {
      const file = importFile(files, ORDER_IMPORT_FILE);
      try {
        const annotated = await orderImportErrors(db, {
          buffer: file.buffer,
          shopId: body.shop_id,
        });
        return new FileReply(annotated, XLSX, 'order-import-errors.xlsx');
      } catch (e) {
        throw fileRefusal(e, ORDER_IMPORT_FILE);
      }
    },
    orderTemplate: async () =>
      new FileReply(await orderTemplate(db), XLSX, 'order-import-template.xlsx'),
  });
}
