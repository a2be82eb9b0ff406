import { eq, getTableColumns, sql } from 'drizzle-orm';
import { IMPORT_ROW_LIMIT } from '../../../contract/limits';
import { th } from '../../../i18n/th';
import type { Db } from '../../db/client';
import { isCodeConflict, isForeignKeyViolation } from '../../db/pgError';
import { rowsOf } from '../../db/migrate';
import { products, productSetItems, productSets } from '../../db/schema';
import { ApiError } from '../../errors';
import { allocateIds } from '../productIds';
import { importAll, inChunks, type ImportLimits, type ValidRow } from './pipeline';
import { productSetImport, type ProductSetRow, type SetLookups } from './productSetColumns';
import { loadProductLookups } from './products';
import { writeTemplate } from './template';

/** Sets per INSERT (each set's products go in the statement after it). */
const SET_CHUNK = 500;

/** The shop's product ids by code: the set rows name their products so. */
async function loadSetLookups(db: Db, shopId: number | null): Promise<SetLookups> {
  const base = await loadProductLookups(db);
  const rows =
    shopId === null
      ? []
      : await db
          .select({ id: products.id, code: products.customer_product_id })
          .from(products)
          .where(eq(products.shop_id, shopId));
  return { ...base, products: new Map(rows.map((r) => [r.code, r.id])) };
}

/** Codes among `codes` of the shop's live sets. */
async function existingSetCodes(db: Db, shopId: number, codes: string[]) {
  const result = await db.execute(
    sql`SELECT ${productSets.customer_product_id} AS code FROM ${productSets}
        WHERE ${productSets.shop_id} = ${shopId} AND ${productSets.deleted_at} IS NULL
          AND ${productSets.customer_product_id} IN (SELECT json_array_elements_text(${JSON.stringify(codes)}::json))`,
  );
  return new Set(rowsOf<{ code: string }>(result).map((r) => r.code));
}

const FIELDS = productSetImport.columns
  .map((c) => c.field)
  .filter(
    (f): f is Exclude<keyof ProductSetRow, 'product'> & keyof typeof productSets.$inferInsert =>
      f !== 'product',
  );
const INSERTED = ['shop_id', 'fp_product_id', 'created_by', ...FIELDS] as const;
const table = getTableColumns(productSets);
const names = sql.raw(INSERTED.map((k) => `"${table[k].name}"`).join(', '));
const recordType = sql.raw(
  INSERTED.map((k) => `"${table[k].name}" ${table[k].getSQLType()}`).join(', '),
);

/** Inserts a chunk of sets, then their products (found by the sets' generated ids). */
async function insertChunk(tx: Db, sets: Record<string, unknown>[], items: unknown[]) {
  await tx.execute(
    sql`INSERT INTO ${productSets} (${names}) SELECT ${names} FROM json_to_recordset(${JSON.stringify(sets)}::json) AS r(${recordType})`,
  );
  await tx.execute(
    sql`INSERT INTO ${productSetItems} (product_set_id, product_id, num_per_set)
        SELECT s.id, r.product_id, r.amount
        FROM json_to_recordset(${JSON.stringify(items)}::json) AS r(fp text, product_id integer, amount integer)
        JOIN ${productSets} s ON s.fp_product_id = r.fp`,
  );
}

export interface ProductSetImportArgs {
  buffer: Buffer;
  shopId: number;
  userId: number;
  limits?: Partial<ImportLimits>;
  /** Called after each chunk is written, inside the transaction (tests make it throw). */
  onChunk?: (progress: { chunk: number; written: number }) => void | Promise<void>;
}

async function writeSets(tx: Db, valid: ValidRow<ProductSetRow>[], args: ProductSetImportArgs) {
  const ids = await allocateIds(tx, 'set', valid.length);
  await inChunks(
    valid,
    SET_CHUNK,
    async (chunk, offset) => {
      const sets: Record<string, unknown>[] = [];
      const items: { fp: string; product_id: number; amount: number }[] = [];
      chunk.forEach(({ data }, i) => {
        const fp = ids[offset + i];
        const set: Record<string, unknown> = {
          shop_id: args.shopId,
          fp_product_id: fp,
          created_by: args.userId,
        };
        for (const f of FIELDS) set[f] = data[f];
        sets.push(set);
        for (const p of data.product)
          items.push({ fp, product_id: p.product_id, amount: p.amount });
      });
      await insertChunk(tx, sets, items);
    },
    args,
  );
}

/**
 * Imports the product sets of a spreadsheet into a shop, each naming its products by code:
 * every row or none. Throws FileRefused or RowsRefused (nothing written) and answers the
 * number of sets inserted.
 */
export async function importProductSets(db: Db, args: ProductSetImportArgs): Promise<number> {
  return importAll(db, productSetImport, await loadSetLookups(db, args.shopId), args, {
    existingKeys: (codes) => existingSetCodes(db, args.shopId, codes),
    write: (tx, valid) => writeSets(tx, valid, args),
    refusal: (e) => {
      if (isCodeConflict(e)) return new ApiError(409, th.server.set_import.code_exists);
      // A product deleted since the file was read: its set would lose it.
      if (isForeignKeyViolation(e)) return new ApiError(409, th.server.set_import.products_changed);
      return undefined;
    },
  });
}

/** The product-set import template (.xlsx) with the lookups of this database. */
export async function productSetTemplate(db: Db): Promise<Buffer> {
  return writeTemplate(productSetImport, await loadSetLookups(db, null), IMPORT_ROW_LIMIT);
}
