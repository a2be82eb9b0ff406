import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { warehouseToday } from '../../contract/dates';
import {
  DATA_DISPLAY,
  SALE_CHANNEL,
  periodRange,
  type DayOption,
  type IncomeRow,
} from '../../contract/schemas/dashboard';
import { th } from '../../i18n/th';
import { rowsOf } from '../../server/db/migrate';
import { barsOf, figuresOf, incomeOf, sumBaht, type OracleFilter } from './dashboardOracle';
import { call, login, ORIGIN, serverForFile } from './helpers';

/**
 * Every figure of the dashboard for a month of the demo orders (the seed's last 90 days, so the
 * dates are today's month and the one before, whatever day the test runs), through the API as
 * the screen asks for them, against the same figures summed from the orders in this test
 * (dashboardOracle.ts); and the month's sales total against its income report and that
 * report's export: one money (the orders' totals after their discounts) everywhere.
 */

let app: FastifyInstance;
serverForFile((a) => (app = a));
const db = () => app.database.db;

let company = '';
let admin = '';
/** company@'s shops (SH0001, SH0002). */
let shops: number[] = [];

type Query = Record<string, string | number>;

async function get<T>(name: string, cookie: string, query: Query): Promise<T[]> {
  const res = await call<T[]>(app, 'GET', name, { cookie, query });
  expect(res.status, `${name} ${JSON.stringify(query)}`).toBe(200);
  return res.body.data;
}

/** A period option's dates from today, sent as the screen sends them (option and dates). */
function periodOf(option: DayOption) {
  const dates = periodRange(option, warehouseToday());
  return { dates, query: { dayoption: option, startdate: dates.start, enddate: dates.end } };
}

/** Every figure of one query of the screen's sections, as the API answers it. */
async function answered(cookie: string, query: Query) {
  const totals = await get<object>('dashboard-gettotalsummary', cookie, query);
  const products = await get<object>('dashboard-getproductsummary', cookie, query);
  return {
    line: await get('dashboard-getlinedata', cookie, query),
    orders: await get('dashboard-getorderamount', cookie, query),
    totals: totals[0],
    products: products[0],
  };
}

/** The income table of a shop (or the caller's shops) and period, read page by page. */
async function incomePages(cookie: string, query: Query) {
  const rows: IncomeRow[] = [];
  for (let page = 1; ; page++) {
    const res = await call<IncomeRow[]>(app, 'GET', 'dashboard-gettotalincome', {
      cookie,
      query: { ...query, page, per_page: 10 },
    });
    expect(res.status).toBe(200);
    rows.push(...res.body.data);
    if (rows.length >= (res.body.total ?? 0)) return rows;
  }
}

/** The income export's product rows and its total line. */
async function exported(cookie: string, query: Query) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/dashboard-exportincomereport',
    headers: { cookie, origin: ORIGIN },
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  expect(res.statusCode, res.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const lines: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => lines.push((row.values as unknown[]).slice(1)));
  const rows = lines.filter((l) => typeof l[0] === 'number');
  const total = lines.find((l) => l[2] === th.server.dashboard.total);
  return { rows, total: total?.[4] };
}

beforeAll(async () => {
  company = await login(app, 'company@demo.th');
  admin = await login(app, 'admin@demo.th');
  shops = rowsOf<{ id: number }>(
    await db().execute(sql`SELECT id FROM shops WHERE shop_no IN ('SH0001', 'SH0002')
      ORDER BY shop_no`),
  ).map((r) => r.id);
});

describe.each(['month', 'lastmonth'] as const)('the demo orders of %s', (option) => {
  it('hold orders of every channel, with discounts, for the figures to say something', async () => {
    const { dates } = periodOf(option);
    const [row] = rowsOf<{ n: number; discounted: number; channels: number }>(
      await db().execute(sql`
        SELECT count(*)::int AS n, count(*) FILTER (WHERE distcount > 0)::int AS discounted,
          count(DISTINCT sources)::int AS channels
        FROM orders WHERE shop_id = ${shops[0]!} AND is_order <> 9
          AND order_dt BETWEEN ${dates.start}::date AND ${dates.end}::date`),
    );
    expect(row!.n).toBeGreaterThan(100);
    // With discounts, the lines' price × quantity is more than the sales: the one money shows.
    expect(row!.discounted).toBeGreaterThan(5);
    expect(row!.channels).toBe(3);
  });

  it('every figure of every display and channel, for a shop, a shop user and staff', async () => {
    const { dates, query } = periodOf(option);
    const callers: [string, string, OracleFilter['shopIds'], Query][] = [
      ['company@, SH0001', company, [shops[0]!], { shop_id: shops[0]! }],
      ['company@, both shops', company, shops, {}],
      ['staff, every shop', admin, undefined, {}],
    ];
    for (const [who, cookie, shopIds, shopQuery] of callers) {
      for (const datadisplay of Object.values(DATA_DISPLAY)) {
        for (const channel of Object.values(SALE_CHANNEL)) {
          const want = await figuresOf(db(), {
            shopIds,
            period: dates,
            datadisplay,
            sale_channel: channel,
          });
          const got = await answered(cookie, {
            ...shopQuery,
            ...query,
            datadisplay,
            sale_channel: channel,
          });
          const label = `${who}, display ${datadisplay}, channel ${channel}`;
          expect(got.line, label).toEqual(want.line);
          expect(got.orders, label).toEqual(want.orders);
          expect(got.totals, label).toEqual(want.totals);
          expect(got.products, label).toEqual(want.products);
        }
      }
    }
  });

  it('the month is charted by day: every day of the period, once, in order', async () => {
    const { dates, query } = periodOf(option);
    const line = await get<{ formatted_time: string }>('dashboard-getlinedata', company, query);
    const days = line.map((p) => p.formatted_time);
    expect(days[0]).toBe(dates.start);
    expect(days.at(-1)).toBe(dates.end);
    expect(days.length).toBeGreaterThanOrEqual(28);
    expect(new Set(days).size).toBe(days.length);
    expect([...days].sort()).toEqual(days);
  });

  it('its sales total is its income report’s total and its export’s, row for row', async () => {
    const { dates, query } = periodOf(option);
    for (const [cookie, shopIds, shopQuery] of [
      [company, [shops[0]!], { shop_id: shops[0]! }],
      [company, shops, {}],
      [admin, undefined, {}],
    ] as const) {
      const q = { ...shopQuery, ...query };
      const [totals] = await get<{ total_summary: number }>('dashboard-gettotalsummary', cookie, q);
      const [summary] = await get<{ product_summary: number }>(
        'dashboard-getproductsummary',
        cookie,
        q,
      );
      const want = await incomeOf(db(), { shopIds, period: dates });
      // The report: the whole list, the pages, the export.
      const whole = await get<IncomeRow>('dashboard-gettotalincome', cookie, q);
      expect(whole).toEqual(want);
      expect(await incomePages(cookie, q)).toEqual(want);
      const sheet = await exported(cookie, q);
      expect(sheet.rows).toEqual(
        want.map((r) => [
          r.rank,
          r.customer_product_id,
          r.product_name_th,
          r.total_order,
          r.total_income,
        ]),
      );
      // One total: the dashboard's, its product summary's, the report's and the export's.
      const reportTotal = sumBaht(whole.map((r) => r.total_income));
      expect(totals!.total_summary).toBeGreaterThan(0);
      expect(reportTotal).toBe(totals!.total_summary);
      expect(summary!.product_summary).toBe(totals!.total_summary);
      expect(sheet.total).toBe(totals!.total_summary);
    }
  });
});

describe('the other periods and the bar chart', () => {
  it('a day with orders is charted by hour, 00:00 to 23:00, as its orders sum', async () => {
    const [row] = rowsOf<{ day: string }>(
      await db().execute(sql`
        SELECT order_dt::text AS day FROM orders
        WHERE shop_id = ${shops[0]!} AND is_order <> 9
        GROUP BY 1 ORDER BY count(DISTINCT substr(order_time, 1, 2)) DESC, 1 DESC LIMIT 1`),
    );
    const day = { start: row!.day, end: row!.day };
    const want = await figuresOf(db(), { shopIds: [shops[0]!], period: day });
    const got = await answered(company, {
      shop_id: shops[0]!,
      dayoption: 'day',
      startdate: day.start,
      enddate: day.end,
    });
    expect(got.line).toEqual(want.line);
    expect(got.orders).toEqual(want.orders);
    expect(got.line.map((p) => (p as { formatted_time: string }).formatted_time)).toEqual(
      Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`),
    );
    expect(got.totals).toEqual(want.totals);
  });

  it('two months of the demo are charted by day, a longer range by month', async () => {
    const today = warehouseToday();
    for (const start of [periodRange('month', today).start.slice(0, 8) + '01', '2025-01-01']) {
      const period = { start, end: today };
      const want = await figuresOf(db(), { shopIds: [shops[0]!], period });
      const got = await answered(company, {
        shop_id: shops[0]!,
        startdate: start,
        enddate: today,
      });
      expect(got.line).toEqual(want.line);
      expect(got.orders).toEqual(want.orders);
      expect(got.totals).toEqual(want.totals);
    }
  });

  it('the best sellers: the most pieces over every order, per display', async () => {
    for (const datadisplay of Object.values(DATA_DISPLAY)) {
      expect(
        await get('dashboard-getsalesdashboard', company, { shop_id: shops[0]!, datadisplay }),
      ).toEqual(await barsOf(db(), { shopIds: [shops[0]!], datadisplay }));
      expect(await get('dashboard-getsalesdashboard', admin, { datadisplay })).toEqual(
        await barsOf(db(), { datadisplay }),
      );
    }
  });
});
