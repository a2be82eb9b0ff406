import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CANCELLED_ORDER,
  DATA_DISPLAY,
  DELIVERED_ORDER,
  SALE_CHANNEL,
  SALES_BAR_LIMIT,
  addDays,
} from '../../contract/schemas/dashboard';
import { LINE_TYPE, ORDER_SOURCE } from '../../contract/schemas/orders';
import type { Db } from '../../server/db/client';
import { rowsOf } from '../../server/db/migrate';
import {
  hourOrders,
  hourTotals,
  incomeBatches,
  incomeRows,
  incomeTotal,
  productSummary,
  salesBars,
  totalSummary,
  type DashboardFilter,
} from '../../server/domain/dashboard';
import { serverForFile } from './helpers';

/**
 * The dashboard reads sums the database keeps by triggers (sales_hours, sales_items): random
 * orders and lines are written, changed and removed the ways the portal's writers do (one row,
 * many rows in one statement, lines with their order, the foreign key's cascade, a rollback),
 * and every figure for random periods, shops, channels and displays is compared with the same
 * figure summed from the orders themselves (the queries below).
 */

let app: FastifyInstance;
serverForFile((a) => (app = a));
const db = () => app.database.db;

/** The same numbers on every run (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(20261128);
const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)]!;
const cents = (lo: number, hi: number) => (int(lo * 100, hi * 100) / 100).toFixed(2);

/** The orders lie between these dates. */
const FIRST_DAY = '2025-11-01';
const DAYS = 500;
const randomDay = () => addDays(FIRST_DAY, int(0, DAYS - 1));
const randomTime = () =>
  `${String(int(0, 23)).padStart(2, '0')}:${String(int(0, 59)).padStart(2, '0')}`;
const STATES = [0, 1, 2, 3, 4, 5, 5, 6, 9] as const;

// ---- The figures summed from the orders (as the dashboard read them before its sums). ----

function orderWhere(f: DashboardFilter): SQL {
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
const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

async function summedByHour(f: DashboardFilter) {
  const rows = rowsOf<{ h: string; total: string; n: number }>(
    await db().execute(sql`
      SELECT substr(o.order_time, 1, 2) AS h, round(sum(o.total_price), 2)::text AS total,
        count(*)::int AS n
      FROM orders o WHERE ${orderWhere(f)} GROUP BY 1`),
  );
  const byLabel = new Map(rows.map((r) => [`${r.h}:00`, r]));
  return {
    totals: HOURS.map((label) => ({
      formatted_time: label,
      total_price: baht(byLabel.get(label)?.total),
    })),
    orders: HOURS.map((label) => ({
      formatted_time: label,
      count_orders: byLabel.get(label)?.n ?? 0,
    })),
  };
}

async function summedTotals(f: DashboardFilter) {
  const [row] = rowsOf<{ total: string | null; n: number; average: string | null }>(
    await db().execute(sql`
      SELECT round(sum(o.total_price), 2)::text AS total, count(*)::int AS n,
        round(sum(o.total_price) / nullif(count(*), 0), 2)::text AS average
      FROM orders o WHERE ${orderWhere(f)}`),
  );
  return { total_summary: baht(row?.total), total_order: row?.n ?? 0, average: baht(row?.average) };
}

async function summedProducts(f: DashboardFilter) {
  const [row] = rowsOf<{
    income: string | null;
    pieces: string | null;
    shopee: number;
    lazada: number;
    other: number;
  }>(
    await db().execute(sql`
      SELECT l.income, l.pieces, c.shopee, c.lazada, c.other
      FROM (
        SELECT round(sum(i.price * i.total_order), 2)::text AS income,
          sum(i.total_order)::text AS pieces
        FROM orders o JOIN order_items i ON i.order_id = o.id WHERE ${orderWhere(f)}) l, (
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

/** Products and sets of the filter's orders, ranked as the income table and the bar chart. */
async function summedItems(f: DashboardFilter) {
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
    await db().execute(sql`
      SELECT x.t, x.item, x.code, x.name, x.pieces::text AS pieces,
        round(x.income, 2)::text AS income,
        row_number() OVER (ORDER BY x.income DESC, x.pieces DESC, x.code, x.t, x.item)::int
          AS by_income,
        row_number() OVER (ORDER BY x.pieces DESC, x.code, x.t, x.item)::int AS by_pieces
      FROM (
        SELECT g.t, g.item, g.pieces, g.income,
          coalesce(p.customer_product_id, s.customer_product_id, '') AS code,
          coalesce(p.product_name_th, s.product_name_th, '') AS name
        FROM (
          SELECT i.type AS t, coalesce(i.product_id, i.product_set_id) AS item,
            sum(i.total_order) AS pieces, sum(i.price * i.total_order) AS income
          FROM orders o JOIN order_items i ON i.order_id = o.id
          WHERE ${orderWhere(f)} GROUP BY 1, 2) g
        LEFT JOIN products p ON g.t = ${LINE_TYPE.PRODUCT} AND p.id = g.item
        LEFT JOIN product_sets s ON g.t = ${LINE_TYPE.SET} AND s.id = g.item) x
      ORDER BY by_income`),
  );
}

/** Every figure of the dashboard for `f`, read as the dashboard reads them. */
async function dashboardFigures(d: Db, f: DashboardFilter) {
  const all = await incomeRows(d, { shopIds: f.shopIds, period: f.period });
  const exported = [];
  for await (const r of incomeBatches(d, { shopIds: f.shopIds, period: f.period }))
    exported.push(r);
  return {
    hourTotals: await hourTotals(d, f),
    hourOrders: await hourOrders(d, f),
    totals: await totalSummary(d, f),
    products: await productSummary(d, f),
    bars: await salesBars(d, { shopIds: f.shopIds, datadisplay: f.datadisplay }),
    income: all,
    incomePage: await incomeRows(
      d,
      { shopIds: f.shopIds, period: f.period },
      { limit: 5, offset: 5 },
    ),
    incomeTotal: await incomeTotal(d, { shopIds: f.shopIds, period: f.period }),
    exported,
  };
}

/** The same figures summed from the orders. */
async function summedFigures(f: DashboardFilter) {
  const byHour = await summedByHour(f);
  const items = await summedItems({ shopIds: f.shopIds, period: f.period });
  const incomeRow = (r: (typeof items)[number]) => ({
    id: `${r.t === LINE_TYPE.SET ? 's' : 'p'}${r.item}`,
    rank: r.by_income,
    customer_product_id: r.code,
    product_name_th: r.name,
    total_order: Number(r.pieces),
    total_income: baht(r.income),
  });
  const bars = (await summedItems({ shopIds: f.shopIds, datadisplay: f.datadisplay }))
    .sort((a, b) => a.by_pieces - b.by_pieces)
    .slice(0, SALES_BAR_LIMIT)
    .map((r) => ({
      customer_product_id: r.code,
      product_name_th: r.name,
      order_amount: Number(r.pieces),
    }));
  const [income] = rowsOf<{ income: string | null }>(
    await db().execute(sql`
      SELECT round(sum(i.price * i.total_order), 2)::text AS income
      FROM orders o JOIN order_items i ON i.order_id = o.id
      WHERE ${orderWhere({ shopIds: f.shopIds, period: f.period })}`),
  );
  return {
    hourTotals: byHour.totals,
    hourOrders: byHour.orders,
    totals: await summedTotals(f),
    products: await summedProducts(f),
    bars,
    income: { rows: items.map(incomeRow), total: items.length },
    incomePage: { rows: items.slice(5, 10).map(incomeRow), total: items.length },
    incomeTotal: baht(income?.income),
    exported: items.map(incomeRow),
  };
}

// ---- The orders. ----

let shops: number[] = [];
/** Each shop's products and sets: [type, id]. */
const catalogue = new Map<number, [number, number][]>();
let orderNo = 0;

/** `n` random orders in one statement, each with 0–3 random lines in a second. */
async function addOrders(n: number) {
  const values = Array.from({ length: n }, () => {
    const shop = pick(shops);
    const day = randomDay();
    return sql`(${`AGG${++orderNo}`}, ${shop}, ${pick([0, 0, 1, 2, 1])}, ${day}::date,
      ${randomTime()}, ${day}::date, '14:00', 1, 'สมชาย', 'ใจดี', 'a@example.com',
      '0812345678', '99/1', 10, 1017, 1, '10310', false, 1, 1, ${cents(0, 3000)}::numeric,
      ${pick(STATES)})`;
  });
  const made = rowsOf<{ id: number; shop_id: number }>(
    await db().execute(sql`
      INSERT INTO orders (order_id, shop_id, sources, order_dt, order_time, delivery_dt,
        delivery_time, title_id, customer_firstname, customer_lastname, email, tel, address,
        province_id, district_id, subdistrict_id, postcode, cod, delivery_channel_id,
        shipping_type, total_price, is_order)
      VALUES ${sql.join(values, sql`, `)}
      RETURNING id, shop_id`),
  );
  await addLines(made.flatMap((o) => Array.from({ length: int(0, 3) }, () => o)));
  return made.map((o) => o.id);
}

/** One random line for each order given (one statement). */
async function addLines(of: { id: number; shop_id: number }[]) {
  if (!of.length) return;
  const lines = of.map((o) => {
    const [type, item] = pick(catalogue.get(o.shop_id)!);
    return sql`(${o.id}, ${type}, ${type === LINE_TYPE.PRODUCT ? item : null}::int,
      ${type === LINE_TYPE.SET ? item : null}::int, ${int(1, 6)}, ${cents(0, 500)}::numeric)`;
  });
  await db().execute(sql`
    INSERT INTO order_items (order_id, type, product_id, product_set_id, total_order, price)
    VALUES ${sql.join(lines, sql`, `)}`);
}

const ids = async (query: SQL) =>
  rowsOf<{ id: number }>(await db().execute(query)).map((r) => r.id);
const someOf = <T>(xs: T[], share: number) => xs.filter(() => rnd() < share);
const idList = (xs: number[]) =>
  sql.join(
    (xs.length ? xs : [0]).map((x) => sql`${x}`),
    sql`, `,
  );

/** Random changes of every kind the portal makes. */
async function changeOrders() {
  const all = await ids(sql`SELECT id FROM orders ORDER BY id`);
  // States: delivered, cancelled, back from cancelled (many orders in one statement each).
  await db().execute(sql`UPDATE orders SET is_order = 5 WHERE id IN (${idList(someOf(all, 0.1))})`);
  await db().execute(sql`UPDATE orders SET is_order = 9 WHERE id IN (${idList(someOf(all, 0.1))})`);
  await db().execute(sql`UPDATE orders SET is_order = 1
    WHERE is_order = 9 AND id IN (${idList(someOf(all, 0.5))})`);
  // One order at a time, as the forms do.
  for (const id of someOf(all, 0.03)) {
    await db().execute(sql`UPDATE orders SET is_order = ${pick(STATES)}, order_dt = ${randomDay()},
      order_time = ${randomTime()}, sources = ${pick([0, 1, 2])},
      total_price = ${cents(0, 3000)}::numeric WHERE id = ${id}`);
  }
  // Changes that move nothing.
  await db().execute(sql`UPDATE orders SET remark = 'x' WHERE id IN (${idList(someOf(all, 0.2))})`);
  // Lines: quantity and price, moved to another order of the shop, added, removed.
  const lines = await ids(sql`SELECT id FROM order_items ORDER BY id`);
  await db().execute(sql`UPDATE order_items SET total_order = total_order + 1,
    price = price + 0.25 WHERE id IN (${idList(someOf(lines, 0.1))})`);
  for (const id of someOf(lines, 0.01)) {
    await db().execute(sql`UPDATE order_items i SET order_id = (
        SELECT o.id FROM orders o JOIN orders mine ON mine.id = i.order_id
        WHERE o.shop_id = mine.shop_id ORDER BY o.id DESC LIMIT 1)
      WHERE i.id = ${id}`);
  }
  await db().execute(sql`DELETE FROM order_items WHERE id IN (${idList(someOf(lines, 0.05))})`);
  const withShop = rowsOf<{ id: number; shop_id: number }>(
    await db().execute(sql`SELECT id, shop_id FROM orders ORDER BY id`),
  );
  await addLines(someOf(withShop, 0.1));
  // Draft orders removed with their lines: one, then many in one statement.
  const drafts = await ids(sql`SELECT id FROM orders WHERE is_order = 0 ORDER BY id`);
  if (drafts[0]) await db().execute(sql`DELETE FROM orders WHERE id = ${drafts[0]}`);
  await db().execute(sql`DELETE FROM orders WHERE id IN (${idList(someOf(drafts, 0.3))})`);
  // Changes rolled back leave the sums as they were.
  await db()
    .transaction(async (tx) => {
      await tx.execute(sql`UPDATE orders SET is_order = 5`);
      await tx.execute(sql`DELETE FROM order_items`);
      throw new Error('rolled back');
    })
    .catch(() => undefined);
}

/** The sums as kept, and as summed again from the orders (in a transaction rolled back). */
async function keptAndRebuilt() {
  const read = async (d: Pick<Db, 'execute'>) => ({
    hours: rowsOf(
      await d.execute(sql`SELECT shop_id, grain, period::text, channel, delivered, hour, orders,
        amount::numeric(20, 2)::text AS amount, pieces::text,
        income::numeric(20, 2)::text AS income FROM sales_hours ORDER BY 1, 2, 3, 4, 5, 6`),
    ),
    items: rowsOf(
      await d.execute(sql`SELECT shop_id, grain, period::text, delivered, type, item,
        pieces::text, income::numeric(20, 2)::text AS income FROM sales_items ORDER BY 1, 2, 3, 4, 5, 6`),
    ),
  });
  const kept = await read(db());
  let rebuilt: typeof kept | undefined;
  await db()
    .transaction(async (tx) => {
      await tx.execute(sql`SELECT sales_rebuild()`);
      rebuilt = await read(tx);
      throw new Error('rolled back');
    })
    .catch(() => undefined);
  return { kept, rebuilt };
}

/** Random filters: periods of days, months, years and across them. */
function randomFilters(n: number): DashboardFilter[] {
  const [a, b, c] = shops as [number, number, number];
  return Array.from({ length: n }, (_, i) => {
    const start = i % 4 === 0 ? `${randomDay().slice(0, 8)}01` : randomDay();
    const span = pick([0, 1, 6, 30, 45, 90, 365, 400]);
    const end =
      i % 5 === 0 ? addDays(`${addDays(start, 40).slice(0, 8)}01`, -1) : addDays(start, span);
    return {
      shopIds: pick([[a], [b], [a, c], undefined, []]),
      period: { start, end },
      datadisplay: pick([DATA_DISPLAY.ALL, DATA_DISPLAY.DELIVERED]),
      sale_channel: pick(Object.values(SALE_CHANNEL)),
    };
  });
}

beforeAll(async () => {
  // Only this file's orders: the demo ones are removed (their lines by the cascade).
  await db().execute(sql`DELETE FROM orders`);
  shops = await ids(sql`SELECT id FROM shops WHERE shop_no IN ('SH0001', 'SH0002', 'SH0003')
    ORDER BY shop_no`);
  for (const shop of shops) {
    const items = rowsOf<{ t: number; id: number }>(
      await db().execute(sql`
        SELECT ${LINE_TYPE.PRODUCT}::int AS t, id FROM products WHERE shop_id = ${shop}
        UNION ALL SELECT ${LINE_TYPE.SET}::int, id FROM product_sets WHERE shop_id = ${shop}
        ORDER BY 1, 2`),
    );
    catalogue.set(
      shop,
      items.map((r) => [r.t, r.id]),
    );
  }
});

describe('the dashboard’s sums are the orders’', () => {
  it('start empty once the orders are gone', async () => {
    const [n] = rowsOf<{ h: number; i: number }>(
      await db().execute(sql`SELECT (SELECT count(*) FROM sales_hours)::int AS h,
        (SELECT count(*) FROM sales_items)::int AS i`),
    );
    expect(n).toEqual({ h: 0, i: 0 });
    expect(shops).toHaveLength(3);
    for (const items of catalogue.values()) expect(items.length).toBeGreaterThan(0);
  });

  it('every figure, after random orders are written, changed and removed', async () => {
    for (let round = 0; round < 3; round++) {
      await addOrders(150);
      await changeOrders();
    }
    const { kept, rebuilt } = await keptAndRebuilt();
    expect(kept.hours.length).toBeGreaterThan(100);
    expect(kept).toEqual(rebuilt);
    let withOrders = 0;
    for (const f of randomFilters(40)) {
      const want = await summedFigures(f);
      expect(await dashboardFigures(db(), f), JSON.stringify(f)).toEqual(want);
      if (want.totals.total_order > 0 && want.income.total > 0) withOrders++;
    }
    // (Most periods hold orders: the comparison is of figures, not of zeros.)
    expect(withOrders).toBeGreaterThan(20);
  });

  it('orders written with their lines in one statement (the seeding way)', async () => {
    const [shop] = shops as [number];
    await db().execute(sql`
      WITH made AS (
        INSERT INTO orders (order_id, shop_id, sources, order_dt, order_time, delivery_dt,
          delivery_time, title_id, customer_firstname, customer_lastname, email, tel, address,
          province_id, district_id, subdistrict_id, postcode, cod, delivery_channel_id,
          shipping_type, total_price, is_order)
        SELECT 'AGGB' || g, ${shop}, g % 3, date '2026-01-01' + g % 60, lpad((g % 24)::text, 2, '0')
            || ':30', date '2026-03-10', '14:00', 1, 'สมชาย', 'ใจดี', 'a@example.com',
          '0812345678', '99/1', 10, 1017, 1, '10310', false, 1, 1, 10 + g / 100.0,
          (ARRAY[0, 5, 9, 1])[1 + g % 4]
        FROM generate_series(1, 300) g
        RETURNING id)
      INSERT INTO order_items (order_id, type, product_id, total_order, price)
      SELECT m.id, ${LINE_TYPE.PRODUCT}, ${catalogue.get(shop)!.find(([t]) => t === LINE_TYPE.PRODUCT)![1]},
        1 + m.id % 3, 5.55
      FROM made m`);
    const { kept, rebuilt } = await keptAndRebuilt();
    expect(kept).toEqual(rebuilt);
    const f: DashboardFilter = {
      shopIds: [shop],
      period: { start: '2025-12-15', end: '2026-03-03' },
    };
    expect(await dashboardFigures(db(), f)).toEqual(await summedFigures(f));
    // A whole year and the bar chart of every order, each display.
    for (const datadisplay of [DATA_DISPLAY.ALL, DATA_DISPLAY.DELIVERED]) {
      const year = {
        shopIds: undefined,
        datadisplay,
        period: { start: '2025-11-01', end: '2026-10-31' },
      };
      expect(await dashboardFigures(db(), year)).toEqual(await summedFigures(year));
    }
  });

  it('a TRUNCATE (no row triggers) sums again', async () => {
    await db().execute(sql`TRUNCATE order_items`);
    const { kept, rebuilt } = await keptAndRebuilt();
    expect(kept).toEqual(rebuilt);
    const [n] = rowsOf<{ i: number }>(
      await db().execute(sql`SELECT count(*)::int AS i FROM sales_items`),
    );
    expect(n?.i).toBe(0);
  });
});
