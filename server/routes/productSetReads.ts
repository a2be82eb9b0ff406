import { and, asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  productSetRecord,
  type ProductSetListRow,
  type ProductSetRecord,
} from '../../contract/schemas/productSets';
import type { z } from 'zod';
import { th } from '../../i18n/th';
import type { DbOrTx } from '../db/client';
import { searchedList, type ListQuery, selectRows, shopRows } from '../db/paging';
import { inventory, lookups, products, productSetItems, productSets, shops } from '../db/schema';
import { textSearch } from '../db/search';
import { ApiError } from '../errors';

export const setNotFound = () => new ApiError(404, th.server.set.not_found);

const live = isNull(productSets.deleted_at);
/** The set's own stock of assembled sets (its stock item in the ledger; 0 when none). */
export const setStock = sql<number>`coalesce((SELECT ${inventory.inventory} FROM ${inventory} WHERE ${inventory.product_set_id} = ${productSets.id} AND ${inventory.deleted_at} IS NULL), 0)::int`;
const setStockItem = sql<
  number | null
>`(SELECT ${inventory.id} FROM ${inventory} WHERE ${inventory.product_set_id} = ${productSets.id} AND ${inventory.deleted_at} IS NULL)`;

/** A row of the set list and of the single-set picker (spec part 1 §3 "Product set": list rows). */
export const setListColumns = {
  id: productSets.id,
  pic: productSets.item_pic,
  fp_product_id: productSets.fp_product_id,
  item_barcode_upc: productSets.item_barcode_upc,
  shop_name: shops.shop_name,
  customer_product_id: productSets.customer_product_id,
  product_name_th: productSets.product_name_th,
  brand_th: productSets.brand_th,
  inventory: setStock,
};
const withHasInventory = <R extends { inventory: number }>(r: R) => ({
  ...r,
  has_inventory: (r.inventory > 0 ? 'true' : 'false') as 'true' | 'false',
});

/** The shop's live sets, searched by code, names, brands and barcodes, newest first, paged. */
export function listSets(
  db: DbOrTx,
  query: ListQuery & { shop_id: number; search?: string; ids?: number[] },
) {
  return searchedList<ProductSetListRow>(db, {
    query,
    table: productSets,
    filters: [...shopRows(productSets, query), live],
    searched: textSearch(productSets.search_text, query.search),
    rows: selectRows(
      () =>
        db
          .select(setListColumns)
          .from(productSets)
          .innerJoin(shops, eq(shops.id, productSets.shop_id)),
      (rows) => rows.map(withHasInventory),
    ),
  });
}

const columns = getTableColumns(productSets);
const recordColumns = Object.fromEntries(
  Object.entries(columns).filter(([k]) => Object.hasOwn(productSetRecord.shape, k)),
) as Pick<typeof columns, Extract<keyof typeof columns, keyof ProductSetRecord>>;

/** The products of a set with their quantity per set (spec: each contained product). */
export async function setProducts(db: DbOrTx, setId: number) {
  const typeName = alias(lookups, 'type_name');
  return db
    .select({
      id: products.id,
      pic: products.item_pic,
      product_name_th: products.product_name_th,
      num_per_set: productSetItems.num_per_set,
      customer_product_id: products.customer_product_id,
      brand_th: products.brand_th,
      product_type_name: sql<string>`coalesce(${typeName.enum_desc}, '')`,
      price: products.price,
    })
    .from(productSetItems)
    .innerJoin(products, eq(products.id, productSetItems.product_id))
    .leftJoin(
      typeName,
      and(eq(typeName.category, 'product_type'), eq(typeName.id, products.product_type)),
    )
    .where(eq(productSetItems.product_set_id, setId))
    .orderBy(asc(products.customer_product_id));
}

/** One live set as read (data[0]). */
export async function readSet(db: DbOrTx, id: number): Promise<z.input<typeof productSetRecord>> {
  const [row] = await db
    .select({
      ...recordColumns,
      shop_name: shops.shop_name,
      product_type_name: sql<string>`coalesce(${lookups.enum_desc}, '')`,
      inventory: setStock,
      inventory_id: setStockItem,
    })
    .from(productSets)
    .innerJoin(shops, eq(shops.id, productSets.shop_id))
    .leftJoin(
      lookups,
      and(eq(lookups.category, 'product_type'), eq(lookups.id, productSets.product_type)),
    )
    .where(and(eq(productSets.id, id), live));
  if (!row) throw setNotFound();
  return {
    ...row,
    has_inventory: row.inventory > 0 ? 'true' : 'false',
    created_dt: row.created_dt.toISOString(),
    updated_dt: row.updated_dt.toISOString(),
    product: await setProducts(db, id),
  };
}
