import type { FastifyReply } from 'fastify';
import { th } from '../../i18n/th';
import { assertShop } from '../auth/access';
import { FileRefused, RowsRefused } from '../domain/import/errors';
import { importProducts, productTemplate } from '../domain/import/products';
import { ApiError } from '../errors';
import { defineHandlers, FileReply, type Deps } from '../registry';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FILE_FIELD = 'products';

/**
 * Wrong rows answer 400 with the rows in `data` (spec part 1 §7: "400 returns the body
 * (code, message, data = error rows)"), which the shared error reply has no room for,
 * so the reply is sent here and awaited until written.
 */
async function replyRows(reply: FastifyReply, error: RowsRefused) {
  await reply.code(400).send({ code: 400, message: th.server.import_check_rows, data: error.rows });
}

/** Spreadsheet import of products and its template (built on the import pipeline in domain/import). */
export function productImportHandlers({ db }: Deps) {
  return defineHandlers({
    productImport: async ({ caller, body, files, reply }) => {
      assertShop(caller, body.shop_id);
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
        if (!(e instanceof RowsRefused)) throw e;
        await replyRows(reply, e);
        return { inserted: 0 }; // not used: the reply is already sent
      }
    },
    productTemplate: async () =>
      new FileReply(await productTemplate(db), XLSX, 'product-import-template.xlsx'),
  });
}
