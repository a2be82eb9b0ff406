import { getTableColumns, inArray, sql } from 'drizzle-orm';
import { IMPORT_ROW_LIMIT } from '../../../contract/limits';
import { th } from '../../../i18n/th';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import { isCodeConflict } from '../../db/pgError';
import { lookups, products } from '../../db/schema';
import { ApiError } from '../../errors';
import { LookupIndex, type LookupEntry } from './cells';
import { importAll, inChunks, type ChunkHooks, type ImportLimits, type ValidRow } from './pipeline';
import { productImport, type ProductLookups, type ProductRow } from './productColumns';
import { writeTemplate } from './template';
import { allocateProductIds } from '../productIds';

/** Rows per INSERT: 1,000 rows of 37 columns travel as one JSON parameter. */
export const PRODUCT_CHUNK = 1000;

export async function loadProductLookups(db: Db): Promise<ProductLookups> {
  const rows = await db
    .select({
      category: lookups.category,
      id: lookups.id,
      enum_values: lookups.enum_values,
      enum_desc: lookups.enum_desc,
    })
    .from(lookups)
    .where(inArray(lookups.category, ['product_type', 'unit_type', 'vat_option']))
    .orderBy(lookups.category, lookups.sort, lookups.id);
  const of = (category: string): LookupEntry[] => rows.filter((r) => r.category === category);
  return {
    types: new LookupIndex(of('product_type')),
    units: new LookupIndex(of('unit_type')),
    vat: new LookupIndex(of('vat_option')),
  };
}

/** Product codes of the shop among `codes`. */
async function existingCodes(db: Db, shopId: number, codes: string[]) {
  const result = await db.execute(
    sql`SELECT ${products.customer_product_id} AS code FROM ${products}
        WHERE ${products.shop_id} = ${shopId}
          AND ${products.customer_product_id} IN (SELECT json_array_elements_text(${JSON.stringify(codes)}::json))`,
  );
  return new Set(rowsOf<{ code: string }>(result).map((r) => r.code));
}

const FIELDS = productImport.columns.map(
  (c) => c.field as keyof ProductRow & keyof typeof products.$inferInsert,
);
const INSERTED = ['shop_id', 'fp_product_id', 'created_by', ...FIELDS] as const;
const table = getTableColumns(products);
const names = sql.raw(INSERTED.map((k) => `"${table[k].name}"`).join(', '));
const recordType = sql.raw(
  INSERTED.map((k) => `"${table[k].name}" ${table[k].getSQLType()}`).join(', '),
);

/** One multi-row INSERT: the chunk travels as a single JSON parameter, whatever its size. */
async function insertChunk(tx: Db, rows: Record<string, unknown>[]) {
  await tx.execute(
    sql`INSERT INTO ${products} (${names}) SELECT ${names} FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(${recordType})`,
  );
}

/** Inserts the rows in chunks with their generated ids, inside the caller's transaction. */
async function writeProducts(tx: Db, valid: ValidRow<ProductRow>[], args: ProductImportArgs) {
  const ids = await allocateProductIds(tx, valid.length);
  const record = ({ data }: ValidRow<ProductRow>, id: string) => {
    const r: Record<string, unknown> = {
      shop_id: args.shopId,
      fp_product_id: id,
      created_by: args.userId,
    };
    for (const f of FIELDS) r[f] = data[f];
    return r;
  };
  await inChunks(
    valid,
    args.chunkSize ?? PRODUCT_CHUNK,
    (chunk, offset) =>
      insertChunk(
        tx,
        chunk.map((row, i) => record(row, ids[offset + i])),
      ),
    args,
  );
}

export interface ProductImportArgs extends ChunkHooks {
  buffer: Buffer;
  shopId: number;
  userId: number;
  limits?: Partial<ImportLimits>;
  /** Rows per INSERT (tests use small chunks to crash between two of them). */
  chunkSize?: number;
}

/**
 * Imports the products of a spreadsheet into a shop: every row or none. Throws
 * FileRefused or RowsRefused (nothing written) and answers the number inserted.
 */
export async function importProducts(db: Db, args: ProductImportArgs): Promise<number> {
  return importAll(db, productImport, await loadProductLookups(db), args, {
    existingKeys: (codes) => existingCodes(db, args.shopId, codes),
    write: (tx, valid) => writeProducts(tx, valid, args),
    // A code saved by someone else since the check: the unique index refused the chunk.
    refusal: (e) =>
      isCodeConflict(e) ? new ApiError(409, th.server.product_code_exists) : undefined,
  });
}

/** The product import template (.xlsx) with the lookups of this database. */
export async function productTemplate(db: Db): Promise<Buffer> {
  return writeTemplate(productImport, await loadProductLookups(db), IMPORT_ROW_LIMIT);
}
