import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_DISPLAY, SALE_CHANNEL, addDays } from '../../contract/schemas/dashboard';
import { LINE_TYPE } from '../../contract/schemas/orders';
import type { Db } from '../../server/db/client';
import { rowsOf } from '../../server/db/migrate';
import {
  chartOrders,
  chartTotals,
  incomeBatches,
  incomeRows,
  incomeTotal,
  productSummary,
  salesBars,
  totalSummary,
  type DashboardFilter,
} from '../../server/domain/dashboard';
import { barsOf, figuresOf } from './dashboardOracle';
import { serverForFile } from './helpers';

/**
 * The dashboard reads sums the database keeps by triggers (sales_hours, sales_items): random
 * orders and lines are written, changed and removed the ways the portal's writers do (one row,
 * many rows in one statement, lines with their order, the foreign key's cascade, a rollback),
 * and every figure for random periods (one day charted by hour, up to 92 days by day, longer by
 * month), shops, channels and displays is compared with the same figure summed from the orders
 * themselves (dashboardOracle.ts).
 */

/** A dashboard filter with its dates (every filter of this file has some). */
type Filter = DashboardFilter & { period: { start: string; end: string } };

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

// ---- The figures the dashboard reads, and the same summed from the orders (dashboardOracle). ----

/** Every figure of the dashboard for `f`, read as the dashboard reads them. */
async function dashboardFigures(d: Db, f: Filter) {
  const shopPeriod = { shopIds: f.shopIds, period: f.period };
  const all = await incomeRows(d, shopPeriod);
  const exported = [];
  for await (const r of incomeBatches(d, shopPeriod)) exported.push(r);
  return {
    line: await chartTotals(d, f),
    orders: await chartOrders(d, f),
    totals: await totalSummary(d, f),
    products: await productSummary(d, f),
    bars: await salesBars(d, { shopIds: f.shopIds, datadisplay: f.datadisplay }),
    income: all.rows,
    incomeCount: all.total,
    incomePage: await incomeRows(d, shopPeriod, { limit: 5, offset: 5 }),
    incomeTotal: await incomeTotal(d, shopPeriod),
    exported,
  };
}

/** The same figures summed from the orders. */
async function summedFigures(f: Filter) {
  const want = await figuresOf(db(), f);
  return {
    line: want.line,
    orders: want.orders,
    totals: want.totals,
    products: want.products,
    bars: await barsOf(db(), { shopIds: f.shopIds, datadisplay: f.datadisplay }),
    income: want.income,
    incomeCount: want.income.length,
    incomePage: { rows: want.income.slice(5, 10), total: want.income.length },
    incomeTotal: want.incomeTotal,
    exported: want.income,
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
        amount::numeric(20, 2)::text AS amount, pieces::text
        FROM sales_hours ORDER BY 1, 2, 3, 4, 5, 6`),
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
function randomFilters(n: number): Filter[] {
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
      if (want.totals.total_order > 0 && want.incomeCount > 0) withOrders++;
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
    const f: Filter = {
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
