import { sql, type SQL } from 'drizzle-orm';
import {
  CANCELLED_ORDER,
  DATA_DISPLAY,
  DELIVERED_ORDER,
  SALE_CHANNEL,
  SALES_BAR_LIMIT,
  type HourOrdersRow,
  type HourTotalRow,
  type IncomeRow,
  type ProductSummaryRow,
  type SalesBarRow,
  type TotalSummaryRow,
} from '../../contract/schemas/dashboard';
import { LINE_TYPE, ORDER_SOURCE } from '../../contract/schemas/orders';
import type { Db } from '../../server/db/client';
import { rowsOf } from '../../server/db/migrate';

/**
 * The dashboard's figures summed from the orders and their lines themselves, written here
 * apart from the server's (which reads the sums its triggers keep, sales_hours and sales_items):
 * what the tests hold every dashboard figure, the income table and its export to.
 *
 * The definition (contract/schemas/dashboard.ts): every order but a cancelled one (display 2:
 * the delivered ones) dated in the period; money is the order's total_price; a product's money
 * is its lines' shares of their orders' totals, the total spread over an order's lines by price
 * × quantity in satang, rounded down, the satang left over one each to the lines with the
 * largest remainders, then the lowest line id. The chart: by hour for one day, by day up to 92
 * days, by month beyond.
 */

export interface OracleFilter {
  /** The shops: undefined is every shop. */
  shopIds?: readonly number[];
  /** Inclusive dates; undefined is every date. */
  period?: { start: string; end: string };
  datadisplay?: number;
  sale_channel?: number;
}

function orderWhere(f: OracleFilter): SQL {
  const parts: SQL[] = [];
  if (f.shopIds) {
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

const baht = (text: string | null | undefined) => (text ? Number(text) : 0);

/** The points of the chart of a period and the order's point, each as formatted_time names it. */
function chartOf(period: { start: string; end: string }) {
  const days = (Date.parse(period.end) - Date.parse(period.start)) / 86_400_000 + 1;
  if (days === 1)
    return {
      points: sql`SELECT to_char(h, 'FM00') || ':00' AS t FROM generate_series(0, 23) h`,
      of: sql`substr(o.order_time, 1, 2) || ':00'`,
    };
  if (days <= 92)
    return {
      points: sql`SELECT d::date::text AS t
        FROM generate_series(${period.start}::date, ${period.end}::date, interval '1 day') d`,
      of: sql`o.order_dt::text`,
    };
  return {
    points: sql`SELECT to_char(m, 'YYYY-MM') AS t FROM generate_series(
        date_trunc('month', ${period.start}::date), ${period.end}::date, interval '1 month') m`,
    of: sql`to_char(o.order_dt, 'YYYY-MM')`,
  };
}

/** The sales chart's two series for a filter with a period. */
async function chart(db: Db, f: OracleFilter & { period: { start: string; end: string } }) {
  const { points, of } = chartOf(f.period);
  const rows = rowsOf<{ t: string; total: string; n: number }>(
    await db.execute(sql`
      SELECT p.t, coalesce(round(s.total, 2), 0)::text AS total, coalesce(s.n, 0)::int AS n
      FROM (${points}) p
      LEFT JOIN (SELECT ${of} AS t, sum(o.total_price) AS total, count(*) AS n
                 FROM orders o WHERE ${orderWhere(f)} GROUP BY 1) s ON s.t = p.t
      ORDER BY p.t`),
  );
  return {
    line: rows.map((r): HourTotalRow => ({ formatted_time: r.t, total_price: baht(r.total) })),
    orders: rows.map((r): HourOrdersRow => ({ formatted_time: r.t, count_orders: r.n })),
  };
}

/** Sales, orders and average; pieces and orders by channel. */
async function totals(db: Db, f: OracleFilter) {
  const [row] = rowsOf<{
    total: string | null;
    n: number;
    average: string | null;
    pieces: string;
    shopee: number;
    lazada: number;
    other: number;
  }>(
    await db.execute(sql`
      SELECT round(sum(o.total_price), 2)::text AS total, count(*)::int AS n,
        round(sum(o.total_price) / nullif(count(*), 0), 2)::text AS average,
        coalesce(sum((SELECT sum(i.total_order) FROM order_items i WHERE i.order_id = o.id)), 0)
          ::text AS pieces,
        count(*) FILTER (WHERE o.sources = ${ORDER_SOURCE.SHOPEE})::int AS shopee,
        count(*) FILTER (WHERE o.sources = ${ORDER_SOURCE.LAZADA})::int AS lazada,
        count(*) FILTER (
          WHERE o.sources NOT IN (${ORDER_SOURCE.SHOPEE}, ${ORDER_SOURCE.LAZADA}))::int AS other
      FROM orders o WHERE ${orderWhere(f)}`),
  );
  const totalRow: TotalSummaryRow = {
    total_summary: baht(row?.total),
    total_order: row?.n ?? 0,
    average: baht(row?.average),
  };
  const productRow: ProductSummaryRow = {
    product_summary: baht(row?.total),
    order_summary: Number(row?.pieces ?? 0),
    shoppee_order: row?.shopee ?? 0,
    lazada_order: row?.lazada ?? 0,
    other_order: row?.other ?? 0,
  };
  return { totals: totalRow, products: productRow };
}

/**
 * The products and sets of the filter's orders with their pieces and their lines' shares of
 * the orders' totals, ranked as the income table (sales, pieces, code) and as the bar chart
 * (pieces, code).
 */
async function items(db: Db, f: OracleFilter) {
  return rowsOf<{
    t: number;
    item: number;
    code: string;
    name: string;
    pieces: string;
    income: string;
    by_income: number;
    by_pieces: number;
  }>(
    await db.execute(sql`
      WITH line AS (
        SELECT o.id AS order_no, round(o.total_price * 100) AS total, i.id AS line_no,
          i.type AS t, coalesce(i.product_id, i.product_set_id) AS item, i.total_order AS pieces,
          round(i.price * 100) * i.total_order AS satang
        FROM orders o JOIN order_items i ON i.order_id = o.id WHERE ${orderWhere(f)}),
      per_order AS (SELECT order_no, sum(satang) AS lines FROM line GROUP BY order_no),
      cut AS (
        SELECT l.*, p.lines,
          CASE WHEN p.lines = 0 THEN 0 ELSE div(l.total * l.satang, p.lines) END AS down,
          CASE WHEN p.lines = 0 THEN 0 ELSE mod(l.total * l.satang, p.lines) END AS remainder
        FROM line l JOIN per_order p USING (order_no)),
      spare AS (
        SELECT order_no, max(total) - sum(down) AS satang FROM cut WHERE lines > 0
        GROUP BY order_no),
      share AS (
        SELECT c.t, c.item, c.pieces,
          c.down + CASE WHEN rank() OVER (PARTITION BY c.order_no
            ORDER BY c.remainder DESC, c.line_no) <= coalesce(s.satang, 0) THEN 1 ELSE 0 END
            AS satang
        FROM cut c LEFT JOIN spare s USING (order_no)),
      g AS (
        SELECT t, item, sum(pieces) AS pieces, sum(satang) / 100.0 AS income
        FROM share GROUP BY t, item)
      SELECT x.t, x.item, x.code, x.name, x.pieces::text AS pieces,
        round(x.income, 2)::text AS income,
        row_number() OVER (ORDER BY x.income DESC, x.pieces DESC, x.code, x.t, x.item)::int
          AS by_income,
        row_number() OVER (ORDER BY x.pieces DESC, x.code, x.t, x.item)::int AS by_pieces
      FROM (
        SELECT g.*, coalesce(p.customer_product_id, s.customer_product_id, '') AS code,
          coalesce(p.product_name_th, s.product_name_th, '') AS name
        FROM g
        LEFT JOIN products p ON g.t = ${LINE_TYPE.PRODUCT} AND p.id = g.item
        LEFT JOIN product_sets s ON g.t = ${LINE_TYPE.SET} AND s.id = g.item) x
      ORDER BY by_income`),
  );
}

/** The income table's rows of a shop and period (every channel, all orders but cancelled). */
export async function incomeOf(db: Db, f: Pick<OracleFilter, 'shopIds' | 'period'>) {
  const rows = await items(db, { shopIds: f.shopIds, period: f.period });
  return rows.map((r): IncomeRow => ({
    id: `${r.t === LINE_TYPE.SET ? 's' : 'p'}${r.item}`,
    rank: r.by_income,
    customer_product_id: r.code,
    product_name_th: r.name,
    total_order: Number(r.pieces),
    total_income: baht(r.income),
  }));
}

/** The bar chart: the products with the most pieces over every order of the shops. */
export async function barsOf(db: Db, f: Pick<OracleFilter, 'shopIds' | 'datadisplay'>) {
  return (await items(db, { shopIds: f.shopIds, datadisplay: f.datadisplay }))
    .sort((a, b) => a.by_pieces - b.by_pieces)
    .slice(0, SALES_BAR_LIMIT)
    .map((r): SalesBarRow => ({
      customer_product_id: r.code,
      product_name_th: r.name,
      order_amount: Number(r.pieces),
    }));
}

/** Baht to 2 decimals as whole satang, exactly. */
const satangOf = (value: number) => BigInt(Math.round(value * 100));

/** A sum of amounts of baht to 2 decimals, added exactly (in satang). */
export const sumBaht = (values: number[]) =>
  Number(values.reduce((sum, v) => sum + satangOf(v), 0n)) / 100;

/**
 * Every figure of one dashboard query (shops, period, display, channel): the chart's two
 * series, the totals, the product summary; and the income table of the same shops and period
 * with its total.
 */
export async function figuresOf(
  db: Db,
  f: OracleFilter & { period: { start: string; end: string } },
) {
  const income = await incomeOf(db, f);
  return {
    ...(await chart(db, f)),
    ...(await totals(db, f)),
    income,
    incomeTotal: sumBaht(income.map((r) => r.total_income)),
  };
}
