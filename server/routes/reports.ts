import { and, desc, sql } from 'drizzle-orm';
import { sheetDate } from '../documents/xlsxExport';
import type { YearEra } from '../../contract/dates';
import {
  REPORT_FILE,
  type InventoryReportRow,
  type ReportTab,
  type ShippingReportRow,
} from '../../contract/schemas/reports';
import { th } from '../../i18n/th';
import type { DbOrTx } from '../db/client';
import { searchedList, listRows, type ListQuery, selectRows } from '../db/paging';
import { inventory, orders, products, productSets } from '../db/schema';
import { searchLike, searchMatch, textSearch } from '../db/search';
import { xlsxStream, type XlsxCell, type XlsxColumn, todaysSheet } from '../documents/xlsxExport';
import { Page, defineHandlers, type Deps } from '../registry';
import {
  EXPORT_BATCH,
  inventoryMatching,
  inventoryRowsOf,
  inventorySearched,
  keysetRows,
  liveStock,
  packingRows,
  shippingColumns,
  shippingFilters,
  titleLines,
  type PackingFilter,
} from '../domain/reports';
import { shopsCovered } from '../auth/access';

const t = th.server.report;

const DEFAULT_PER_PAGE = 10;

/** The reports' columns (header and width), each listed once. */
const COLUMNS = {
  sequence: { header: t.col_sequence, width: 8 },
  order: { header: t.col_order, width: 22 },
  customer: { header: t.col_customer, width: 30 },
  phone: { header: t.col_phone, width: 14 },
  platform: { header: t.col_platform, width: 20 },
  status: { header: t.col_status, width: 16 },
  order_date: { header: t.col_order_date, width: 14, date: true },
  shop: { header: t.col_shop, width: 28 },
  product_name: { header: t.col_product_name, width: 36 },
  product_code: { header: t.col_product_code, width: 20 },
  stock: { header: t.col_stock, width: 14 },
  price: { header: t.col_price, width: 14, money: true },
  set_orders: { header: t.col_set_orders, width: 24 },
  orders: { header: t.col_orders, width: 18 },
  total: { header: t.col_total, width: 12 },
} satisfies Record<string, XlsxColumn>;

/** Each report's sheet: its name and columns. */
const SHEETS: Record<ReportTab, { name: string; columns: (keyof typeof COLUMNS)[] }> = {
  shipping: {
    name: t.shipping_sheet,
    columns: ['sequence', 'order', 'customer', 'phone', 'platform', 'status', 'order_date'],
  },
  inventory: {
    name: t.inventory_sheet,
    columns: ['sequence', 'shop', 'product_name', 'product_code', 'stock', 'price'],
  },
  packing: {
    name: t.packing_sheet,
    columns: ['sequence', 'shop', 'set_orders', 'orders', 'total'],
  },
};

/** A report's sheet: its title lines, columns and rows, named after the report and today. */
async function exportReply(
  db: DbOrTx,
  tab: ReportTab,
  filter: PackingFilter,
  rows: Iterable<XlsxCell[]> | AsyncIterable<XlsxCell[]>,
  era: YearEra,
) {
  const { name: sheetName, columns } = SHEETS[tab];
  const content = xlsxStream({
    sheetName,
    title: await titleLines(db, sheetName, filter, era),
    columns: columns.map((c) => COLUMNS[c]),
    rows,
  });
  return todaysSheet(content, REPORT_FILE[tab]);
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
      return searchedList<ShippingReportRow>(db, {
        query,
        table: orders,
        filters: [filters],
        searched: textSearch(orders.search_text, search),
        rows: selectRows(() => db.select(shippingColumns).from(orders)),
      });
    },

    inventoryReport: async ({ caller, query }) => {
      const filters = and(shopsCovered(inventory.shop_id, caller, query.shop_id), liveStock);
      const search = query.search;
      return listRows<InventoryReportRow>(db, {
        query,
        table: inventory,
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
                  shopsCovered(products.shop_id, caller, query.shop_id),
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
          sheetDate(r.order_dt),
        ],
      );
      return exportReply(db, 'shipping', query, rows, caller.yearEra);
    },

    inventoryReportExport: async ({ caller, query }) => {
      const search = query.search;
      // Searched on the joined rows: the batches read the items once, in order.
      const matches = search
        ? searchLike(sql`coalesce(${products.search_text}, ${productSets.search_text}, '')`, search)
        : undefined;
      const where = and(shopsCovered(inventory.shop_id, caller, query.shop_id), liveStock, matches);
      const rows = keysetRows(
        (before) =>
          inventoryRowsOf(db, and(where, before)).orderBy(desc(inventory.id)).limit(EXPORT_BATCH),
        inventory.id,
        (r, n) => [n, r.shop_name, r.product_name_th, r.customer_product_id, r.inventory, r.price],
      );
      return exportReply(db, 'inventory', query, rows, caller.yearEra);
    },

    packingReportExport: async ({ caller, query }) => {
      const found = await packingRows(db, query);
      return exportReply(
        db,
        'packing',
        query,
        found.map((r, i) => [i + 1, r.shop_name, r.pd_order_amount, r.pd_packing_amount, r.total]),
        caller.yearEra,
      );
    },
  });
}
