import { sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  addMonths,
  chartGrain,
  chartPoints,
  DATA_DISPLAY,
  DEFAULT_DAY_OPTION,
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
import { LINE_TYPE } from '../../contract/schemas/orders';
import type { Caller } from '../auth/session';
import type { Db } from '../db/client';
import { rowsOf } from '../db/migrate';

/**
 * The sales dashboard's figures (contract/schemas/dashboard.ts decides which orders, channels,
 * periods and money), read from the sums the database keeps of the orders (sales_hours and
 * sales_items, migrations 0016 and 0021): a whole year is a dozen month rows, not every order.
 * Every money figure is the orders' total_price (sales_hours.amount) or its shares by product
 * (sales_items.income), so a period's figures agree with each other and with its income table.
 * Every sum is numeric in the database and read back as text, so no amount passes through a
 * float before it is rounded to 2 decimals.
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

/**
 * The rows of the sums (alias `a`) that make up a period: the month rows of the whole months
 * inside it and the day rows of the days before and after them; every month row without a
 * period.
 */
function periodRows(period: DashboardFilter['period']): SQL {
  if (!period) return sql`a.grain = 'month'`;
  const { start, end } = period;
  const firstWhole = start.endsWith('-01') ? start : addMonths(`${start.slice(0, 8)}01`, 1);
  const afterEnd = addDays(end, 1);
  const afterWhole = afterEnd.endsWith('-01') ? afterEnd : `${end.slice(0, 8)}01`;
  if (firstWhole >= afterWhole)
    return sql`a.grain = 'day' AND a.period BETWEEN ${start}::date AND ${end}::date`;
  return sql`(
    (a.grain = 'month' AND a.period >= ${firstWhole}::date AND a.period < ${afterWhole}::date)
    OR (a.grain = 'day' AND a.period >= ${start}::date AND a.period < ${firstWhole}::date)
    OR (a.grain = 'day' AND a.period >= ${afterWhole}::date AND a.period <= ${end}::date))`;
}

/**
 * The WHERE of the sums (alias `a`, sales_hours or, without a channel, sales_items) a filter
 * keeps: the rows of its period (`rows`, else `periodRows`). Cancelled orders are in no sum;
 * display 2 keeps the delivered ones.
 */
function sumsWhere(f: DashboardFilter, rows: SQL = periodRows(f.period)): SQL {
  const parts: SQL[] = [];
  if (f.shopIds) {
    // No shop at all (a shop user without shops) keeps no order.
    const ids = f.shopIds.length ? f.shopIds : [0];
    parts.push(
      sql`a.shop_id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  parts.push(rows);
  if (f.datadisplay === DATA_DISPLAY.DELIVERED) parts.push(sql`a.delivered`);
  const channel = f.sale_channel ?? SALE_CHANNEL.ALL;
  if (channel !== SALE_CHANNEL.ALL) parts.push(sql`a.channel = ${channel}`);
  return sql.join(parts, sql` AND `);
}

/** A numeric read back as text: a number of baht to 2 decimals. */
const baht = (text: string | null | undefined) => (text ? Number(text) : 0);

/** A filter with its dates (the sales chart's). */
type PeriodFilter = DashboardFilter & { period: { start: string; end: string } };

/**
 * Sales and number of orders at each point of the sales chart (`chartPoints`, zeros
 * included): by hour for one day, by day (the day rows), by month (month and day rows).
 */
async function byPoint(db: Db, f: PeriodFilter) {
  const { start, end } = f.period;
  const grain = chartGrain(f.period);
  const query =
    grain === 'hour'
      ? sql`SELECT a.hour || ':00' AS t, round(sum(a.amount), 2)::text AS total,
          sum(a.orders)::int AS n
        FROM sales_hours a WHERE ${sumsWhere(f)} GROUP BY a.hour`
      : grain === 'day'
        ? sql`SELECT a.period::text AS t, round(sum(a.amount), 2)::text AS total,
            sum(a.orders)::int AS n
          FROM sales_hours a
          WHERE ${sumsWhere(f, sql`a.grain = 'day' AND a.period BETWEEN ${start}::date AND ${end}::date`)}
          GROUP BY a.period`
        : sql`SELECT to_char(a.period, 'YYYY-MM') AS t, round(sum(a.amount), 2)::text AS total,
            sum(a.orders)::int AS n
          FROM sales_hours a WHERE ${sumsWhere(f)} GROUP BY 1`;
  const rows = rowsOf<{ t: string; total: string; n: number }>(await db.execute(query));
  const byLabel = new Map(rows.map((r) => [r.t, r]));
  return chartPoints(f.period).map((label) => ({ label, row: byLabel.get(label) }));
}

export async function chartTotals(db: Db, f: PeriodFilter): Promise<HourTotalRow[]> {
  return (await byPoint(db, f)).map(({ label, row }) => ({
    formatted_time: label,
    total_price: baht(row?.total),
  }));
}

export async function chartOrders(db: Db, f: PeriodFilter): Promise<HourOrdersRow[]> {
  return (await byPoint(db, f)).map(({ label, row }) => ({
    formatted_time: label,
    count_orders: row?.n ?? 0,
  }));
}

/** The sales of a filter: total, orders, average, pieces and orders by channel (one row). */
async function sales(db: Db, f: DashboardFilter) {
  const [row] = rowsOf<{
    total: string | null;
    n: number;
    average: string | null;
    pieces: string | null;
    shopee: number;
    lazada: number;
    other: number;
  }>(
    await db.execute(sql`
      SELECT round(sum(a.amount), 2)::text AS total, coalesce(sum(a.orders), 0)::int AS n,
        round(sum(a.amount) / nullif(sum(a.orders), 0), 2)::text AS average,
        sum(a.pieces)::text AS pieces,
        coalesce(sum(a.orders) FILTER (WHERE a.channel = ${SALE_CHANNEL.SHOPEE}), 0)::int AS shopee,
        coalesce(sum(a.orders) FILTER (WHERE a.channel = ${SALE_CHANNEL.LAZADA}), 0)::int AS lazada,
        coalesce(sum(a.orders) FILTER (WHERE a.channel = ${SALE_CHANNEL.OTHER}), 0)::int AS other
      FROM sales_hours a WHERE ${sumsWhere(f)}`),
  );
  return row;
}

/** Sales total, number of orders and the average order of the period. */
export async function totalSummary(db: Db, f: DashboardFilter): Promise<TotalSummaryRow> {
  const row = await sales(db, f);
  return { total_summary: baht(row?.total), total_order: row?.n ?? 0, average: baht(row?.average) };
}

/** Sales (the same as the total summary's), pieces of the lines and the orders by channel. */
export async function productSummary(db: Db, f: DashboardFilter): Promise<ProductSummaryRow> {
  const row = await sales(db, f);
  return {
    product_summary: baht(row?.total),
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
    SELECT a.type AS t, a.item, sum(a.pieces) AS pieces
      ${withIncome ? sql`, sum(a.income) AS income` : sql``}
    FROM sales_items a
    WHERE ${sumsWhere(f)}
    GROUP BY 1, 2
    HAVING sum(a.pieces) > 0
    ${opts.top ? sql`ORDER BY 3 DESC FETCH FIRST ${opts.top} ROWS WITH TIES` : sql``}) g
  LEFT JOIN products p ON g.t = ${LINE_TYPE.PRODUCT} AND p.id = g.item
  LEFT JOIN product_sets s ON g.t = ${LINE_TYPE.SET} AND s.id = g.item`;
};

/**
 * The products (or sets) with the most pieces over every order of the filter (the month rows:
 * pieces only, and only the leaders are named).
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
 * The income table: products and sets sold in the period with their sales, most sales first
 * (then most pieces, then code). `limit`/`offset` give a page; `total` is the number of rows in all.
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

/**
 * Sales of the period in all, as the income table sums them (the products' shares); equal to
 * the total summary's sales of the same period (every channel, all orders).
 */
export async function incomeTotal(db: Db, f: DashboardFilter): Promise<number> {
  const [row] = rowsOf<{ income: string | null }>(
    await db.execute(sql`
      SELECT round(sum(a.income), 2)::text AS income
      FROM sales_items a WHERE ${sumsWhere(f)}`),
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
