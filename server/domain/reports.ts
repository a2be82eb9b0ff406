import { and, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { shownDate, WAREHOUSE_TIME_ZONE, type YearEra } from '../../contract/dates';
import { ORDER_STATUS } from '../../contract/schemas/orders';
import type { PackingReportRow } from '../../contract/schemas/reports';
import { th } from '../../i18n/th';
import type { Caller } from '../auth/session';
import type { DbOrTx } from '../db/client';
import { inventory, orders, products, productSetOrders, productSets, shops } from '../db/schema';
import { searchLike } from '../db/search';
import type { XlsxCell } from '../documents/xlsxExport';
import { fill } from '../text';
import { channelName, statusName } from './orders';
import { SHIPPING_FILTER, statusRun } from './fulfilment';
import { shopsCovered } from '../auth/access';

// The reports (contract/schemas/reports.ts): which rows each covers, and their exports' lines.

const t = th.server.report;
/** The warehouse's time zone as an SQL literal. */
const WAREHOUSE_ZONE = sql.raw(`'${WAREHOUSE_TIME_ZONE}'`);

/** Rows read from the database at a time by an export (newest first, as the screen lists them). */
export const EXPORT_BATCH = 1000;

/** The orders that were packed (3 packed to 6 returned): one packing each. */
const PACKED_FILTER = statusRun(ORDER_STATUS.PACKED, ORDER_STATUS.RETURNED);
export const liveStock = isNull(inventory.deleted_at);

// --- shipping report ---

export const shippingColumns = {
  id: orders.id,
  order_id: orders.order_id,
  order_name: orders.customer_firstname,
  order_lastname: orders.customer_lastname,
  tel: orders.tel,
  delivery_platform: channelName,
  order_status: statusName,
  is_order: orders.is_order,
  order_dt: orders.order_dt,
};

export function shippingFilters(caller: Caller, shopId: number | undefined) {
  return and(shopsCovered(orders.shop_id, caller, shopId), SHIPPING_FILTER);
}

// --- inventory report ---

const inventoryColumns = {
  id: inventory.id,
  shop_name: shops.shop_name,
  product_name_th: sql<string>`coalesce(${products.product_name_th}, ${productSets.product_name_th}, '')`,
  customer_product_id: sql<string>`coalesce(${products.customer_product_id}, ${productSets.customer_product_id}, '')`,
  inventory: inventory.inventory,
  price: sql<number>`coalesce(${products.price}, ${productSets.price}, 0)::float8`,
};

/** The stock items of the report, with their product or set and shop. */
export function inventoryRowsOf(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(inventoryColumns)
    .from(inventory)
    .innerJoin(shops, eq(shops.id, inventory.shop_id))
    .leftJoin(products, eq(products.id, inventory.product_id))
    .leftJoin(productSets, eq(productSets.id, inventory.product_set_id))
    .where(where);
}

/**
 * The stock items whose product or product set matches the search (`match` on their search
 * text; a set's stock is its own), found through the search's index: the matching items' ids
 * (few, else the list reads `inventoryMatching` in its order instead).
 */
export function inventorySearched(
  db: DbOrTx,
  caller: Caller,
  shopId: number | undefined,
  match: (text: AnyPgColumn) => SQL,
) {
  const ofProducts = db
    .select({ id: inventory.id })
    .from(inventory)
    .innerJoin(products, eq(products.id, inventory.product_id))
    .where(and(shopsCovered(products.shop_id, caller, shopId), match(products.search_text)));
  const ofSets = db
    .select({ id: inventory.id })
    .from(inventory)
    .innerJoin(productSets, eq(productSets.id, inventory.product_set_id))
    .where(and(shopsCovered(productSets.shop_id, caller, shopId), match(productSets.search_text)));
  return inArray(inventory.id, unionAll(ofProducts, ofSets));
}

/**
 * The same search item by item, its product's or set's text looked up by key (a scalar
 * subquery, which the planner cannot turn into a scan of every product): what a search
 * matching many items reads in the list's order, stopping once the page is full. Written with
 * `strpos` rather than `LIKE`: the planner guesses a LIKE on a looked-up text from the
 * pattern's length, so a longer term looked rare, the page's plan costly, and PostgreSQL
 * compiled it (JIT, about 250 ms) before reading a few hundred items.
 */
export const inventoryMatching = (term: string) =>
  sql`strpos(coalesce((SELECT ${products.search_text} FROM ${products} WHERE ${products.id} = ${inventory.product_id}), (SELECT ${productSets.search_text} FROM ${productSets} WHERE ${productSets.id} = ${inventory.product_set_id})), lower(${term})) > 0`;

// --- packing-equipment report ---

export interface PackingFilter {
  shop_id?: number;
  search?: string;
  start_date?: string;
  end_date?: string;
}

/** The subquery `name`: how many rows of `table` each shop has, of one shop when given. */
function countPerShop(
  db: DbOrTx,
  name: string,
  table: typeof orders | typeof productSetOrders,
  shopId: number | undefined,
  filters: (SQL | undefined)[],
) {
  return (
    db
      // The count's SQL name is the subquery's own: both are read in one query.
      .select({ shop_id: table.shop_id, count: sql<number>`count(*)::int`.as(`${name}_count`) })
      .from(table)
      .where(and(shopId !== undefined ? eq(table.shop_id, shopId) : undefined, ...filters))
      .groupBy(table.shop_id)
      .as(name)
  );
}

/**
 * Per shop, in the range (warehouse dates, both ends inclusive and optional): the product-set
 * orders created and the customer orders packed; shops with neither are left out.
 */
export async function packingRows(db: DbOrTx, f: PackingFilter): Promise<PackingReportRow[]> {
  const createdFrom = f.start_date
    ? sql`${productSetOrders.created_dt} >= (${f.start_date}::date)::timestamp AT TIME ZONE ${WAREHOUSE_ZONE}`
    : undefined;
  const createdTo = f.end_date
    ? sql`${productSetOrders.created_dt} < (${f.end_date}::date + 1)::timestamp AT TIME ZONE ${WAREHOUSE_ZONE}`
    : undefined;
  const setOrders = countPerShop(db, 'set_orders', productSetOrders, f.shop_id, [
    createdFrom,
    createdTo,
  ]);
  const packed = countPerShop(db, 'packed', orders, f.shop_id, [
    PACKED_FILTER,
    f.start_date ? gte(orders.order_dt, f.start_date) : undefined,
    f.end_date ? lte(orders.order_dt, f.end_date) : undefined,
  ]);
  const setCount = sql<number>`coalesce(${setOrders.count}, 0)::int`;
  const packedCount = sql<number>`coalesce(${packed.count}, 0)::int`;
  const rows = await db
    .select({
      id: shops.id,
      shop_name: shops.shop_name,
      pd_order_amount: setCount,
      pd_packing_amount: packedCount,
      total: sql<number>`(${setCount} + ${packedCount})::int`,
    })
    .from(shops)
    .leftJoin(setOrders, eq(setOrders.shop_id, shops.id))
    .leftJoin(packed, eq(packed.shop_id, shops.id))
    .where(
      and(
        or(sql`${setOrders.count} IS NOT NULL`, sql`${packed.count} IS NOT NULL`),
        f.search
          ? searchLike(sql`lower(${shops.shop_name} || ' ' || ${shops.shop_no})`, f.search)
          : undefined,
      ),
    )
    .orderBy(shops.shop_no, shops.id);
  return rows;
}

// --- exports ---

/** The export's title lines: the report's name, then the shop, search and range when given. */
export async function titleLines(
  db: DbOrTx,
  name: string,
  f: PackingFilter,
  /** The era of the years shown (the user's who exports). */
  era?: YearEra,
): Promise<(readonly XlsxCell[])[]> {
  const lines: (readonly XlsxCell[])[] = [[name]];
  if (f.shop_id !== undefined) {
    const [shop] = await db
      .select({ name: shops.shop_name })
      .from(shops)
      .where(eq(shops.id, f.shop_id));
    if (shop) lines.push([fill(t.title_shop, { shop: shop.name })]);
  }
  if (f.search) lines.push([fill(t.title_search, { search: f.search })]);
  const start = f.start_date ? shownDate(f.start_date, era) : undefined;
  const end = f.end_date ? shownDate(f.end_date, era) : undefined;
  const range = start ? (end ? t.title_range : t.title_from) : end ? t.title_until : undefined;
  if (range) lines.push([fill(range, { start, end })]);
  return lines;
}

/**
 * The rows of a report newest first, read in keyset batches (`id < before ORDER BY id DESC`),
 * numbered from 1 as the screen numbers them.
 */
export async function* keysetRows<Row extends { id: number }>(
  read: (before: SQL | undefined) => Promise<Row[]>,
  idColumn: AnyPgColumn,
  cells: (row: Row, sequence: number) => XlsxCell[],
): AsyncGenerator<XlsxCell[]> {
  let sequence = 0;
  let before: number | undefined;
  for (;;) {
    const batch = await read(before === undefined ? undefined : lt(idColumn, before));
    for (const row of batch) yield cells(row, ++sequence);
    if (batch.length < EXPORT_BATCH) return;
    before = batch[batch.length - 1].id;
  }
}
