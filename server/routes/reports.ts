import { and, desc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { warehouseToday } from '../../contract/schemas/bookings';
import { SHIPPING_LISTED } from '../../contract/schemas/fulfilment';
import { ORDER_STATUS } from '../../contract/schemas/orders';
import {
  REPORT_FILE,
  type InventoryReportRow,
  type PackingReportRow,
  type ReportTab,
  type ShippingReportRow,
} from '../../contract/schemas/reports';
import { th } from '../../i18n/th';
import type { Caller } from '../auth/session';
import type { DbOrTx } from '../db/client';
import { listRows, type ListQuery } from '../db/paging';
import { inventory, orders, products, productSetOrders, productSets, shops } from '../db/schema';
import { searchLike, searchMatch } from '../db/search';
import { XLSX_MIME, xlsxStream, type XlsxCell, type XlsxColumn } from '../documents/xlsxExport';
import { FileReply, Page, defineHandlers, type Deps } from '../registry';
import { fill } from '../text';
import { channelName, statusName } from './orders';

const t = th.server.report;

/** Rows read from the database at a time by an export (newest first, as the screen lists them). */
export const EXPORT_BATCH = 1000;
const DEFAULT_PER_PAGE = 10;

/**
 * The orders handed to shipping (is_order 1 confirmed to 6 returned), written as the partial
 * indexes orders_shipping_shop_idx and orders_shipping_channel_idx say it (literals: the
 * planner matches the index by them).
 */
const statusRun = (from: number, to: number) =>
  sql`${orders.is_order} BETWEEN ${sql.raw(String(from))} AND ${sql.raw(String(to))}`;
const SHIPPING_FILTER = statusRun(Math.min(...SHIPPING_LISTED), Math.max(...SHIPPING_LISTED));
/** The orders that were packed (3 packed to 6 returned): one packing each. */
const PACKED_FILTER = statusRun(ORDER_STATUS.PACKED, ORDER_STATUS.RETURNED);
const liveStock = isNull(inventory.deleted_at);

/** The shops a report covers: the one asked for, else a shop user's own, else (staff) every one. */
function shopScope(column: AnyPgColumn, caller: Caller, shopId: number | undefined) {
  if (shopId !== undefined) return eq(column, shopId);
  if (caller.isStaff) return undefined;
  return inArray(column, [...caller.shopIds, 0]);
}

/** yyyy-mm-dd as the report shows it: dd/mm/yyyy. */
const shownDate = (iso: string) => iso.split('-').reverse().join('/');

// --- shipping report ---

const shippingColumns = {
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

function shippingFilters(caller: Caller, shopId: number | undefined) {
  return and(shopScope(orders.shop_id, caller, shopId), SHIPPING_FILTER);
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
function inventoryRowsOf(db: DbOrTx, where: SQL | undefined) {
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
function inventorySearched(
  db: DbOrTx,
  caller: Caller,
  shopId: number | undefined,
  match: (text: AnyPgColumn) => SQL,
) {
  const ofProducts = db
    .select({ id: inventory.id })
    .from(inventory)
    .innerJoin(products, eq(products.id, inventory.product_id))
    .where(and(shopScope(products.shop_id, caller, shopId), match(products.search_text)));
  const ofSets = db
    .select({ id: inventory.id })
    .from(inventory)
    .innerJoin(productSets, eq(productSets.id, inventory.product_set_id))
    .where(and(shopScope(productSets.shop_id, caller, shopId), match(productSets.search_text)));
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
const inventoryMatching = (term: string) =>
  sql`strpos(coalesce((SELECT ${products.search_text} FROM ${products} WHERE ${products.id} = ${inventory.product_id}), (SELECT ${productSets.search_text} FROM ${productSets} WHERE ${productSets.id} = ${inventory.product_set_id})), lower(${term})) > 0`;

// --- packing-equipment report ---

interface PackingFilter {
  shop_id?: number;
  search?: string;
  start_date?: string;
  end_date?: string;
}

/**
 * Per shop, in the range (warehouse dates, both ends inclusive and optional): the product-set
 * orders created and the customer orders packed; shops with neither are left out.
 */
async function packingRows(db: DbOrTx, f: PackingFilter): Promise<PackingReportRow[]> {
  const createdFrom = f.start_date
    ? sql`${productSetOrders.created_dt} >= (${f.start_date}::date)::timestamp AT TIME ZONE 'Asia/Bangkok'`
    : undefined;
  const createdTo = f.end_date
    ? sql`${productSetOrders.created_dt} < (${f.end_date}::date + 1)::timestamp AT TIME ZONE 'Asia/Bangkok'`
    : undefined;
  const setOrders = db
    .select({
      shop_id: productSetOrders.shop_id,
      set_count: sql<number>`count(*)::int`.as('set_count'),
    })
    .from(productSetOrders)
    .where(
      and(
        f.shop_id !== undefined ? eq(productSetOrders.shop_id, f.shop_id) : undefined,
        createdFrom,
        createdTo,
      ),
    )
    .groupBy(productSetOrders.shop_id)
    .as('set_orders');
  const packed = db
    .select({
      shop_id: orders.shop_id,
      packed_count: sql<number>`count(*)::int`.as('packed_count'),
    })
    .from(orders)
    .where(
      and(
        f.shop_id !== undefined ? eq(orders.shop_id, f.shop_id) : undefined,
        PACKED_FILTER,
        f.start_date ? gte(orders.order_dt, f.start_date) : undefined,
        f.end_date ? lte(orders.order_dt, f.end_date) : undefined,
      ),
    )
    .groupBy(orders.shop_id)
    .as('packed');
  const setCount = sql<number>`coalesce(${setOrders.set_count}, 0)::int`;
  const packedCount = sql<number>`coalesce(${packed.packed_count}, 0)::int`;
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
        or(sql`${setOrders.set_count} IS NOT NULL`, sql`${packed.packed_count} IS NOT NULL`),
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
async function titleLines(
  db: DbOrTx,
  name: string,
  f: PackingFilter,
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
  const start = f.start_date ? shownDate(f.start_date) : undefined;
  const end = f.end_date ? shownDate(f.end_date) : undefined;
  const range = start ? (end ? t.title_range : t.title_from) : end ? t.title_until : undefined;
  if (range) lines.push([fill(range, { start, end })]);
  return lines;
}

/**
 * The rows of a report newest first, read in keyset batches (`id < before ORDER BY id DESC`),
 * numbered from 1 as the screen numbers them.
 */
async function* keysetRows<Row extends { id: number }>(
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

function fileReply(tab: ReportTab, content: ReturnType<typeof xlsxStream>) {
  // The report as it is now: never kept by the browser.
  return new FileReply(
    content,
    XLSX_MIME,
    `${REPORT_FILE[tab]}-${warehouseToday()}.xlsx`,
    'no-store',
  );
}

const paged = <Row>(rows: Row[], query: ListQuery): Row[] | Page<Row> => {
  if (!query.page) return rows;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const from = (query.page - 1) * perPage;
  return new Page(rows.slice(from, from + perPage), rows.length);
};

/** The reports and their exports (contract/schemas/reports.ts). */
export function reportHandlers({ db }: Deps) {
  return defineHandlers({
    shippingReport: async ({ caller, query }) => {
      const filters = shippingFilters(caller, query.shop_id);
      const search = query.search;
      return listRows<ShippingReportRow>(db, {
        query,
        table: orders,
        id: orders.id,
        where: and(filters, search ? searchMatch(orders.search_text, search) : undefined),
        plainWhere: and(filters, search ? searchLike(orders.search_text, search) : undefined),
        sortable: { id: orders.id },
        defaultOrder: 'DESC',
        rows: (where, orderBy) =>
          db
            .select(shippingColumns)
            .from(orders)
            .where(where)
            .orderBy(...orderBy),
      });
    },

    inventoryReport: async ({ caller, query }) => {
      const filters = and(shopScope(inventory.shop_id, caller, query.shop_id), liveStock);
      const search = query.search;
      return listRows<InventoryReportRow>(db, {
        query,
        table: inventory,
        id: inventory.id,
        where: and(
          filters,
          search
            ? inventorySearched(db, caller, query.shop_id, (c) => searchMatch(c, search))
            : undefined,
        ),
        plainWhere: and(filters, search ? inventoryMatching(search) : undefined),
        // A search matches at most the stock items of the matching products (and the few
        // sets), and at most the items listed.
        estimateBy: search
          ? [
              {
                table: products,
                where: and(
                  shopScope(products.shop_id, caller, query.shop_id),
                  searchLike(products.search_text, search),
                ),
              },
              { table: inventory, where: filters },
            ]
          : undefined,
        sortable: { id: inventory.id },
        defaultOrder: 'DESC',
        rows: (where, orderBy) => inventoryRowsOf(db, where).orderBy(...orderBy),
      });
    },

    packingReport: async ({ query }) => paged(await packingRows(db, query), query),

    shippingReportExport: async ({ caller, query }) => {
      const search = query.search;
      // The search without its index: the batches read the shop's orders once, in order.
      const where = and(
        shippingFilters(caller, query.shop_id),
        search ? searchLike(orders.search_text, search) : undefined,
      );
      const rows = keysetRows(
        (before) =>
          db
            .select(shippingColumns)
            .from(orders)
            .where(and(where, before))
            .orderBy(desc(orders.id))
            .limit(EXPORT_BATCH),
        orders.id,
        (r, n) => [
          n,
          r.order_id,
          `${r.order_name} ${r.order_lastname}`.trim(),
          r.tel,
          r.delivery_platform,
          r.order_status,
          shownDate(r.order_dt),
        ],
      );
      return fileReply(
        'shipping',
        xlsxStream({
          sheetName: t.shipping_sheet,
          title: await titleLines(db, t.shipping_sheet, query),
          columns: [
            { header: t.col_sequence, width: 8 },
            { header: t.col_order, width: 22 },
            { header: t.col_customer, width: 30 },
            { header: t.col_phone, width: 14 },
            { header: t.col_platform, width: 20 },
            { header: t.col_status, width: 16 },
            { header: t.col_order_date, width: 14 },
          ] satisfies XlsxColumn[],
          rows,
        }),
      );
    },

    inventoryReportExport: async ({ caller, query }) => {
      const search = query.search;
      // Searched on the joined rows: the batches read the items once, in order.
      const matches = search
        ? searchLike(sql`coalesce(${products.search_text}, ${productSets.search_text}, '')`, search)
        : undefined;
      const where = and(shopScope(inventory.shop_id, caller, query.shop_id), liveStock, matches);
      const rows = keysetRows(
        (before) =>
          inventoryRowsOf(db, and(where, before)).orderBy(desc(inventory.id)).limit(EXPORT_BATCH),
        inventory.id,
        (r, n) => [n, r.shop_name, r.product_name_th, r.customer_product_id, r.inventory, r.price],
      );
      return fileReply(
        'inventory',
        xlsxStream({
          sheetName: t.inventory_sheet,
          title: await titleLines(db, t.inventory_sheet, query),
          columns: [
            { header: t.col_sequence, width: 8 },
            { header: t.col_shop, width: 28 },
            { header: t.col_product_name, width: 36 },
            { header: t.col_product_code, width: 20 },
            { header: t.col_stock, width: 14 },
            { header: t.col_price, width: 14 },
          ] satisfies XlsxColumn[],
          rows,
        }),
      );
    },

    packingReportExport: async ({ query }) => {
      const found = await packingRows(db, query);
      return fileReply(
        'packing',
        xlsxStream({
          sheetName: t.packing_sheet,
          title: await titleLines(db, t.packing_sheet, query),
          columns: [
            { header: t.col_sequence, width: 8 },
            { header: t.col_shop, width: 28 },
            { header: t.col_set_orders, width: 24 },
            { header: t.col_orders, width: 18 },
            { header: t.col_total, width: 12 },
          ] satisfies XlsxColumn[],
          rows: found.map((r, i) => [
            i + 1,
            r.shop_name,
            r.pd_order_amount,
            r.pd_packing_amount,
            r.total,
          ]),
        }),
      );
    },
  });
}
