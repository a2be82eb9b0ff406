import { sql, type SQL } from 'drizzle-orm';
import {
  CANCELLED_ORDER,
  DATA_DISPLAY,
  DEFAULT_DAY_OPTION,
  DELIVERED_ORDER,
  HOUR_LABELS,
  periodRange,
  SALE_CHANNEL,
  SALES_BAR_LIMIT,
  type DayOption,
  type HourOrdersRow,
  type HourTotalRow,
  type IncomeRow,
  type ProductSummaryRow,
  type SalesBarRow,
  type TotalSummaryRow,
} from '../../contract/schemas/dashboard';
import { warehouseToday } from '../../contract/dates';
import { LINE_TYPE, ORDER_SOURCE } from '../../contract/schemas/orders';
import type { Caller } from '../auth/session';
import type { Db } from '../db/client';
import { rowsOf } from '../db/migrate';

/**
 * The sales dashboard's figures (contract/schemas/dashboard.ts decides which orders, channels,
 * periods and money). Every sum is taken in the database as numeric and read back as text, so
 * no amount passes through a float before it is rounded to 2 decimals.
 */

/** The orders a call looks at: shops, period, display and channel. */
export interface DashboardFilter {
  /** The shops: undefined is every shop (staff without a shop). */
  shopIds?: readonly number[];
  /** Inclusive yyyy-mm-dd dates; undefined is every date (the bar chart). */
  period?: { start: string; end: string };
  datadisplay?: number;
  sale_channel?: number;
}

/** The shops of a call: the one named, else the caller's (staff: every shop). */
export function shopsOf(caller: Caller, shopId: number | undefined): number[] | undefined {
  if (shopId !== undefined) return [shopId];
  return caller.isStaff ? undefined : [...caller.shopIds];
}

/** The dates of a call: startdate–enddate when both are sent, else the period option's. */
export function periodOf(q: { dayoption?: DayOption; startdate?: string; enddate?: string }): {
  start: string;
  end: string;
} {
  if (q.startdate && q.enddate) return { start: q.startdate, end: q.enddate };
  return periodRange(q.dayoption ?? DEFAULT_DAY_OPTION, warehouseToday());
}

/** The WHERE of the orders (alias `o`) a filter keeps. */
function orderWhere(f: DashboardFilter): SQL {
  const parts: SQL[] = [];
  if (f.shopIds) {
    // No shop at all (a shop user without shops) keeps no order.
    const ids = f.shopIds.length ? f.shopIds : [0];
    parts.push(
      sql`o.shop_id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  if (f.period)
    parts.push(sql`o.order_dt BETWEEN ${f.period.start}::date AND ${f.period.end}::date`);
  parts.push(
    f.datadisplay === DATA_DISPLAY.DELIVERED
      ? sql`o.is_order = ${DELIVERED_ORDER}`
      : sql`o.is_order <> ${CANCELLED_ORDER}`,
  );
  switch (f.sale_channel ?? SALE_CHANNEL.ALL) {
    case SALE_CHANNEL.SHOPEE:
      parts.push(sql`o.sources = ${ORDER_SOURCE.SHOPEE}`);
      break;
    case SALE_CHANNEL.LAZADA:
      parts.push(sql`o.sources = ${ORDER_SOURCE.LAZADA}`);
      break;
    case SALE_CHANNEL.OTHER:
      parts.push(sql`o.sources NOT IN (${ORDER_SOURCE.SHOPEE}, ${ORDER_SOURCE.LAZADA})`);
      break;
  }
  return sql.join(parts, sql` AND `);
}

/** A numeric read back as text: a number of baht to 2 decimals. */
const baht = (text: string | null | undefined) => (text ? Number(text) : 0);

/** Sales amount and number of orders by hour of the order: 24 hours, zeros included. */
async function byHour(db: Db, f: DashboardFilter) {
  const rows = rowsOf<{ h: string; total: string; n: number }>(
    await db.execute(sql`
      SELECT substr(o.order_time, 1, 2) AS h, round(sum(o.total_price), 2)::text AS total,
        count(*)::int AS n
      FROM orders o WHERE ${orderWhere(f)}
      GROUP BY 1`),
  );
  const byLabel = new Map(rows.map((r) => [`${r.h}:00`, r]));
  return HOUR_LABELS.map((label) => ({ label, row: byLabel.get(label) }));
}

export async function hourTotals(db: Db, f: DashboardFilter): Promise<HourTotalRow[]> {
  return (await byHour(db, f)).map(({ label, row }) => ({
    formatted_time: label,
    total_price: baht(row?.total),
  }));
}

export async function hourOrders(db: Db, f: DashboardFilter): Promise<HourOrdersRow[]> {
  return (await byHour(db, f)).map(({ label, row }) => ({
    formatted_time: label,
    count_orders: row?.n ?? 0,
  }));
}

/** Sales total, number of orders and the average order of the period. */
export async function totalSummary(db: Db, f: DashboardFilter): Promise<TotalSummaryRow> {
  const [row] = rowsOf<{ total: string | null; n: number; average: string | null }>(
    await db.execute(sql`
      SELECT round(sum(o.total_price), 2)::text AS total, count(*)::int AS n,
        round(sum(o.total_price) / nullif(count(*), 0), 2)::text AS average
      FROM orders o WHERE ${orderWhere(f)}`),
  );
  return { total_summary: baht(row?.total), total_order: row?.n ?? 0, average: baht(row?.average) };
}

/** Income and pieces of the lines sold, and the orders by channel. */
export async function productSummary(db: Db, f: DashboardFilter): Promise<ProductSummaryRow> {
  const [row] = rowsOf<{
    income: string | null;
    pieces: string | null;
    shopee: number;
    lazada: number;
    other: number;
  }>(
    // Two reads of the orders rather than one shared (materialised) set: each keeps its index.
    await db.execute(sql`
      SELECT l.income, l.pieces, c.shopee, c.lazada, c.other
      FROM (
        SELECT round(sum(i.price * i.total_order), 2)::text AS income,
          sum(i.total_order)::text AS pieces
        FROM orders o JOIN order_items i ON i.order_id = o.id
        WHERE ${orderWhere(f)}) l, (
        SELECT count(*) FILTER (WHERE o.sources = ${ORDER_SOURCE.SHOPEE})::int AS shopee,
          count(*) FILTER (WHERE o.sources = ${ORDER_SOURCE.LAZADA})::int AS lazada,
          count(*) FILTER (
            WHERE o.sources NOT IN (${ORDER_SOURCE.SHOPEE}, ${ORDER_SOURCE.LAZADA}))::int AS other
        FROM orders o WHERE ${orderWhere(f)}) c`),
  );
  return {
    product_summary: baht(row?.income),
    order_summary: Number(row?.pieces ?? 0),
    shoppee_order: row?.shopee ?? 0,
    lazada_order: row?.lazada ?? 0,
    other_order: row?.other ?? 0,
  };
}

/**
 * The lines of the filter's orders summed by product or set (`t` 1 product, 2 set; `item`
 * its id), with its code and Thai name. With `top`, only the groups with the most pieces are
 * named: that many, and those tied with the last of them (so the caller's order by pieces,
 * then code, still finds its first `top` among them).
 */
const itemTotals = (f: DashboardFilter, opts: { withIncome?: boolean; top?: number } = {}) => {
  const withIncome = opts.withIncome ?? true;
  return sql`
  SELECT g.t, g.item, g.pieces, ${withIncome ? sql`g.income` : sql`0`} AS income,
    coalesce(p.customer_product_id, s.customer_product_id, '') AS code,
    coalesce(p.product_name_th, s.product_name_th, '') AS name
  FROM (
    SELECT i.type AS t, coalesce(i.product_id, i.product_set_id) AS item,
      sum(i.total_order) AS pieces
      ${withIncome ? sql`, sum(i.price * i.total_order) AS income` : sql``}
    FROM orders o JOIN order_items i ON i.order_id = o.id
    WHERE ${orderWhere(f)}
    GROUP BY 1, 2
    ${opts.top ? sql`ORDER BY 3 DESC FETCH FIRST ${opts.top} ROWS WITH TIES` : sql``}) g
  LEFT JOIN products p ON g.t = ${LINE_TYPE.PRODUCT} AND p.id = g.item
  LEFT JOIN product_sets s ON g.t = ${LINE_TYPE.SET} AND s.id = g.item`;
};

/**
 * The products (or sets) with the most pieces over every order of the filter (pieces only:
 * every line the shop has is read, so no income is computed, and only the leaders are named).
 */
export async function salesBars(db: Db, f: DashboardFilter): Promise<SalesBarRow[]> {
  const rows = rowsOf<{ code: string; name: string; pieces: string }>(
    await db.execute(sql`
      SELECT x.code, x.name, x.pieces::text AS pieces
      FROM (${itemTotals(f, { withIncome: false, top: SALES_BAR_LIMIT })}) x
      ORDER BY x.pieces DESC, x.code, x.t, x.item
      LIMIT ${SALES_BAR_LIMIT}`),
  );
  return rows.map((r) => ({
    customer_product_id: r.code,
    product_name_th: r.name,
    order_amount: Number(r.pieces),
  }));
}

interface RankedRow {
  t: number;
  item: number;
  code: string;
  name: string;
  pieces: string;
  income: string;
  rank: number;
  total: number;
}

const ranked = (f: DashboardFilter) => sql`
  SELECT x.t, x.item, x.code, x.name, x.pieces::text AS pieces,
    round(x.income, 2)::text AS income,
    row_number() OVER (ORDER BY x.income DESC, x.pieces DESC, x.code, x.t, x.item)::int AS rank,
    count(*) OVER ()::int AS total
  FROM (${itemTotals(f)}) x`;

const incomeRowOf = (r: RankedRow): IncomeRow => ({
  id: `${r.t === LINE_TYPE.SET ? 's' : 'p'}${r.item}`,
  rank: r.rank,
  customer_product_id: r.code,
  product_name_th: r.name,
  total_order: Number(r.pieces),
  total_income: baht(r.income),
});

/**
 * The income table: products and sets sold in the period, most income first (then most
 * pieces, then code). `limit`/`offset` give a page; `total` is the number of rows in all.
 */
export async function incomeRows(
  db: Db,
  f: DashboardFilter,
  page?: { limit: number; offset: number },
): Promise<{ rows: IncomeRow[]; total: number }> {
  const rows = rowsOf<RankedRow>(
    await db.execute(sql`
      SELECT * FROM (${ranked(f)}) r ORDER BY r.rank
      ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`),
  );
  let total = rows[0]?.total ?? 0;
  if (!rows[0] && page && page.offset > 0) {
    // A page past the end: the total still counts the rows.
    const [c] = rowsOf<{ n: string }>(
      await db.execute(sql`SELECT count(*)::text AS n FROM (${itemTotals(f)}) x`),
    );
    total = Number(c?.n ?? 0);
  }
  return { rows: rows.map(incomeRowOf), total };
}

/** Income of the period in all (the sum of the income table). */
export async function incomeTotal(db: Db, f: DashboardFilter): Promise<number> {
  const [row] = rowsOf<{ income: string | null }>(
    await db.execute(sql`
      SELECT round(sum(i.price * i.total_order), 2)::text AS income
      FROM orders o JOIN order_items i ON i.order_id = o.id
      WHERE ${orderWhere(f)}`),
  );
  return baht(row?.income);
}

/** Rows of batches this size are read at a time by the export. */
const EXPORT_BATCH = 2000;

/** Every row of the income table, read in batches of the ranking (for the export). */
export async function* incomeBatches(db: Db, f: DashboardFilter): AsyncGenerator<IncomeRow> {
  for (let after = 0; ; after += EXPORT_BATCH) {
    const rows = rowsOf<RankedRow>(
      await db.execute(sql`
        SELECT * FROM (${ranked(f)}) r
        WHERE r.rank > ${after} ORDER BY r.rank LIMIT ${EXPORT_BATCH}`),
    );
    for (const r of rows) yield incomeRowOf(r);
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** The name of a shop (the export's title). */
export async function shopName(db: Db, shopId: number): Promise<string | undefined> {
  const [row] = rowsOf<{ name: string }>(
    await db.execute(sql`SELECT shop_name AS name FROM shops WHERE id = ${shopId}`),
  );
  return row?.name;
}
