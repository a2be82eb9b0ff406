import ExcelJS from 'exceljs';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../contract/schemas/dashboard';
import { th } from '../../i18n/th';
import { orderItems, orders, products, productSets, shops } from '../../server/db/schema';
import { orderCustomer } from '../fixtures/order';
import { call, login, ORIGIN, serverForFile } from './helpers';
import { itemFields } from './setFixtures';

/**
 * The sales dashboard's figures against a small fixture whose every figure is worked out by
 * hand below. The demo orders are removed first, so the shops hold only these.
 *
 * Shop A (SH0001, company@): products A-P0, A-P1, A-P2 ('=HYPERLINK("x")'), A-P3, set A-S1.
 * Shop B (SH0002, company@): products B-Q01 … B-Q11.  Shop C (SH0003, individual@): C-R1.
 *
 *  #   shop date        time  source  status      total   lines (qty × price)
 *  1   A    2026-01-31  10:15 manual  confirmed   100.00  P1 2×50
 *  14  A    2026-01-31  11:00 manual  confirmed   200.00  P3 4×25, P0 2×50
 *  2   A    2026-02-01  09:05 Shopee  delivered   250.50  P1 1×50, S1 1×200.50
 *  3   A    2026-02-21  09:40 Lazada  draft        80.25  P2 3×30
 *  4   A    2026-02-22  23:59 manual  cancelled   999.00  P1 10×99.90
 *  5   A    2026-02-28  00:00 Shopee  delivered   120.12  P2 4×30.03
 *  6   A    2026-03-01  12:30 manual  packed       45.33  P1 1×45.33
 *  7   A    2026-03-01  12:45 Lazada  delivered    33.34  S1 1×33.34
 *  11  A    2026-03-31  18:00 manual  shipped      10.00  P1 1×10
 *  13  A    2026-11-30  23:55 manual  confirmed     7.00  P2 1×7
 *  12  A    2026-12-01  00:05 Shopee  picking      15.50  P1 1×15.50
 *  8   B    2026-03-01  08:00 Shopee  delivered   500.00  Q01 5×100
 *  9   B    2026-02-15  14:20 manual  returned     60.00  Q01 1×60
 *  15  B    2025-06-01  10:00 manual  delivered    10.00  Q02 … Q11 1×1 each
 *  10  C    2026-03-01  08:10 manual  confirmed    77.77  R1 7×11.11
 *  16  C    2026-07-15  10:00 manual  confirmed    50.01  R2 1×10, R3 1×20.01, R4 1×30 (less 10)
 *
 * Every money figure is the orders' total (lines less discount; #3's 90 of lines less 9.75);
 * a product's is its lines' shares of their orders' totals (#16: see the income table).
 */

let app: FastifyInstance;
serverForFile((a) => (app = a));

let shopA = 0;
let shopB = 0;
let shopC = 0;
let company = '';
let individual = '';
let admin = '';

const A_P2_NAME = '=HYPERLINK("x")';

/** Bangkok noon of 2026-03-01 (05:00 UTC). */
const MARCH_1 = '2026-03-01T05:00:00Z';

type Row = Record<string, unknown>;

async function get<T = Row[]>(
  name: string,
  cookie: string,
  query: Record<string, string | number> = {},
) {
  const res = await call<T>(app, 'GET', name, { cookie, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** The chart of one day: its 24 hours. */
const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

/** The chart of a week or a month: every day from `start` to `end`. */
function days(start: string, end: string) {
  const all: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) all.push(d);
  return all;
}

/** The default period (month) from 2026-03-01: 2026-02-01 to 2026-03-01, charted by day. */
const MONTH_DAYS = days('2026-02-01', '2026-03-01');

/** The chart's points with the given ones filled (others 0). */
function series(
  points: string[],
  filled: Record<string, number>,
  field: 'total_price' | 'count_orders',
) {
  return points.map((label) => ({ formatted_time: label, [field]: filled[label] ?? 0 }));
}

/** Every figure of the line, order, totals and product-summary calls for one query. */
async function figures(cookie: string, query: Record<string, string | number>) {
  return {
    line: await get('dashboard-getlinedata', cookie, query),
    orders: await get('dashboard-getorderamount', cookie, query),
    totals: await get('dashboard-gettotalsummary', cookie, query),
    products: await get('dashboard-getproductsummary', cookie, query),
  };
}

interface Expected {
  /** The chart's points (hours of a day, days of a longer period). */
  points: string[];
  /** Point → [sales, orders]. */
  chart: Record<string, [number, number]>;
  totals: [number, number, number];
  products: [number, number, number, number, number];
}

function expectFigures(got: Awaited<ReturnType<typeof figures>>, want: Expected) {
  const amounts = Object.fromEntries(Object.entries(want.chart).map(([h, [a]]) => [h, a]));
  const counts = Object.fromEntries(Object.entries(want.chart).map(([h, [, n]]) => [h, n]));
  expect(got.line).toEqual(series(want.points, amounts, 'total_price'));
  expect(got.orders).toEqual(series(want.points, counts, 'count_orders'));
  // One money: the product summary's sales are the totals' for the same query.
  expect(got.products[0]?.product_summary).toBe(got.totals[0]?.total_summary);
  const [total_summary, total_order, average] = want.totals;
  expect(got.totals).toEqual([{ total_summary, total_order, average }]);
  const [product_summary, order_summary, shoppee_order, lazada_order, other_order] = want.products;
  expect(got.products).toEqual([
    { product_summary, order_summary, shoppee_order, lazada_order, other_order },
  ]);
}

beforeAll(async () => {
  const db = app.database.db;
  await db.delete(orders);
  const shopRows = await db
    .select({ id: shops.id, no: shops.shop_no })
    .from(shops)
    .where(inArray(shops.shop_no, ['SH0001', 'SH0002', 'SH0003']));
  const shopOf = (no: string) => shopRows.find((s) => s.no === no)!.id;
  shopA = shopOf('SH0001');
  shopB = shopOf('SH0002');
  shopC = shopOf('SH0003');

  let fp = 1_970_000_000_000;
  const product = async (shopId: number, code: string, name = `สินค้า ${code}`) => {
    const [row] = await db
      .insert(products)
      .values({
        ...itemFields(shopId),
        customer_product_id: code,
        product_name_th: name,
        fp_product_id: `FP${++fp}`,
      })
      .returning({ id: products.id });
    return row!.id;
  };
  const P0 = await product(shopA, 'A-P0');
  const P1 = await product(shopA, 'A-P1');
  const P2 = await product(shopA, 'A-P2', A_P2_NAME);
  const P3 = await product(shopA, 'A-P3');
  const [set] = await db
    .insert(productSets)
    .values({
      ...itemFields(shopA),
      customer_product_id: 'A-S1',
      product_name_th: 'ชุด A-S1',
      fp_product_id: `FPS${++fp}`,
    })
    .returning({ id: productSets.id });
  const S1 = set!.id;
  const Q: number[] = [];
  for (let i = 1; i <= 11; i++) Q.push(await product(shopB, `B-Q${String(i).padStart(2, '0')}`));
  const R1 = await product(shopC, 'C-R1');
  const [R2, R3, R4] = [
    await product(shopC, 'C-R2'),
    await product(shopC, 'C-R3'),
    await product(shopC, 'C-R4'),
  ];

  let n = 0;
  type Line = [kind: 'p' | 's', id: number, qty: number, price: number];
  const order = async (
    shopId: number,
    dt: string,
    time: string,
    sources: number,
    isOrder: number,
    total: number,
    lines: Line[],
    discount = 0,
  ) => {
    const [row] = await db
      .insert(orders)
      .values({
        order_id: `DASH${String(++n).padStart(4, '0')}`,
        shop_id: shopId,
        sources,
        order_dt: dt,
        order_time: time,
        delivery_dt: dt,
        delivery_time: '14:00',
        title_id: 1,
        ...orderCustomer,
        address: '99/1',
        province_id: 10,
        district_id: 1017,
        subdistrict_id: 1,
        postcode: '10310',
        cod: false,
        delivery_channel_id: 1,
        shipping_type: 2,
        distcount: discount,
        total_price: total,
        is_order: isOrder,
      })
      .returning({ id: orders.id });
    await db.insert(orderItems).values(
      lines.map(([kind, id, qty, price]) => ({
        order_id: row!.id,
        type: kind === 'p' ? 1 : 2,
        product_id: kind === 'p' ? id : null,
        product_set_id: kind === 's' ? id : null,
        total_order: qty,
        price,
      })),
    );
  };
  // sources: 0 manual, 1 Shopee, 2 Lazada.
  await order(shopA, '2026-01-31', '10:15', 0, 1, 100, [['p', P1, 2, 50]]);
  await order(shopA, '2026-01-31', '11:00', 0, 1, 200, [
    ['p', P3, 4, 25],
    ['p', P0, 2, 50],
  ]);
  await order(shopA, '2026-02-01', '09:05', 1, 5, 250.5, [
    ['p', P1, 1, 50],
    ['s', S1, 1, 200.5],
  ]);
  await order(shopA, '2026-02-21', '09:40', 2, 0, 80.25, [['p', P2, 3, 30]]);
  await order(shopA, '2026-02-22', '23:59', 0, 9, 999, [['p', P1, 10, 99.9]]);
  await order(shopA, '2026-02-28', '00:00', 1, 5, 120.12, [['p', P2, 4, 30.03]]);
  await order(shopA, '2026-03-01', '12:30', 0, 3, 45.33, [['p', P1, 1, 45.33]]);
  await order(shopA, '2026-03-01', '12:45', 2, 5, 33.34, [['s', S1, 1, 33.34]]);
  await order(shopA, '2026-03-31', '18:00', 0, 4, 10, [['p', P1, 1, 10]]);
  await order(shopA, '2026-11-30', '23:55', 0, 1, 7, [['p', P2, 1, 7]]);
  await order(shopA, '2026-12-01', '00:05', 1, 2, 15.5, [['p', P1, 1, 15.5]]);
  await order(shopB, '2026-03-01', '08:00', 1, 5, 500, [['p', Q[0]!, 5, 100]]);
  await order(shopB, '2026-02-15', '14:20', 0, 6, 60, [['p', Q[0]!, 1, 60]]);
  await order(
    shopB,
    '2025-06-01',
    '10:00',
    0,
    5,
    10,
    Q.slice(1).map((id): Line => ['p', id, 1, 1]),
  );
  await order(shopC, '2026-03-01', '08:10', 0, 1, 77.77, [['p', R1, 7, 11.11]]);
  await order(
    shopC,
    '2026-07-15',
    '10:00',
    0,
    1,
    50.01,
    [
      ['p', R2, 1, 10],
      ['p', R3, 1, 20.01],
      ['p', R4, 1, 30],
    ],
    10,
  );

  company = await login(app, 'company@demo.th');
  individual = await login(app, 'individual@demo.th');
  admin = await login(app, 'admin@demo.th');
});

afterEach(() => {
  vi.useRealTimers();
});

const today = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};

describe('the period figures of one shop (today 2026-03-01)', () => {
  it('month (the default): 2026-02-01 to 2026-03-01, drafts in, the cancelled order out', async () => {
    today(MARCH_1);
    // By day; the product summary's sales are the orders' totals (#3's discount out: the
    // lines before it would say 539.29).
    const want: Expected = {
      points: MONTH_DAYS,
      chart: {
        '2026-02-01': [250.5, 1],
        '2026-02-21': [80.25, 1],
        '2026-02-28': [120.12, 1],
        '2026-03-01': [78.67, 2],
      },
      totals: [529.54, 5, 105.91],
      products: [529.54, 11, 2, 2, 1],
    };
    expectFigures(await figures(company, { shop_id: shopA }), want);
    expectFigures(await figures(company, { shop_id: shopA, dayoption: 'month' }), want);
    expectFigures(
      await figures(company, {
        shop_id: shopA,
        dayoption: 'month',
        datadisplay: 1,
        sale_channel: 1,
      }),
      want,
    );
  });

  it('display 2 counts the delivered orders only', async () => {
    today(MARCH_1);
    expectFigures(await figures(company, { shop_id: shopA, datadisplay: 2 }), {
      points: MONTH_DAYS,
      chart: { '2026-02-01': [250.5, 1], '2026-02-28': [120.12, 1], '2026-03-01': [33.34, 1] },
      totals: [403.96, 3, 134.65],
      products: [403.96, 7, 2, 1, 0],
    });
  });

  it('channels: Shopee, Lazada, other (typed by the shop)', async () => {
    today(MARCH_1);
    expectFigures(await figures(company, { shop_id: shopA, sale_channel: 2 }), {
      points: MONTH_DAYS,
      chart: { '2026-02-01': [250.5, 1], '2026-02-28': [120.12, 1] },
      totals: [370.62, 2, 185.31],
      products: [370.62, 6, 2, 0, 0],
    });
    // 113.59 / 2 = 56.795: rounded half up as numeric (a float would give 56.79).
    expectFigures(await figures(company, { shop_id: shopA, sale_channel: 3 }), {
      points: MONTH_DAYS,
      chart: { '2026-02-21': [80.25, 1], '2026-03-01': [33.34, 1] },
      totals: [113.59, 2, 56.8],
      products: [113.59, 4, 0, 2, 0],
    });
    expectFigures(await figures(company, { shop_id: shopA, sale_channel: 4 }), {
      points: MONTH_DAYS,
      chart: { '2026-03-01': [45.33, 1] },
      totals: [45.33, 1, 45.33],
      products: [45.33, 1, 0, 0, 1],
    });
    expectFigures(await figures(company, { shop_id: shopA, sale_channel: 3, datadisplay: 2 }), {
      points: MONTH_DAYS,
      chart: { '2026-03-01': [33.34, 1] },
      totals: [33.34, 1, 33.34],
      products: [33.34, 1, 0, 1, 0],
    });
  });

  it('day, week (7 days back) and lastmonth (the whole of February)', async () => {
    today(MARCH_1);
    // One day: by hour.
    expectFigures(await figures(company, { shop_id: shopA, dayoption: 'day' }), {
      points: HOURS,
      chart: { '12:00': [78.67, 2] },
      totals: [78.67, 2, 39.34],
      products: [78.67, 2, 0, 1, 1],
    });
    // 2026-02-22 to 2026-03-01: the cancelled order of the 22nd stays out.
    expectFigures(await figures(company, { shop_id: shopA, dayoption: 'week' }), {
      points: days('2026-02-22', '2026-03-01'),
      chart: { '2026-02-28': [120.12, 1], '2026-03-01': [78.67, 2] },
      totals: [198.79, 3, 66.26],
      products: [198.79, 6, 1, 1, 1],
    });
    expectFigures(await figures(company, { shop_id: shopA, dayoption: 'lastmonth' }), {
      points: days('2026-02-01', '2026-02-28'),
      chart: { '2026-02-01': [250.5, 1], '2026-02-21': [80.25, 1], '2026-02-28': [120.12, 1] },
      totals: [450.87, 3, 150.29],
      products: [450.87, 9, 2, 1, 0],
    });
  });

  it('startdate and enddate override the period option', async () => {
    today(MARCH_1);
    expectFigures(
      await figures(company, {
        shop_id: shopA,
        dayoption: 'day',
        startdate: '2026-01-31',
        enddate: '2026-01-31',
      }),
      {
        points: HOURS,
        chart: { '10:00': [100, 1], '11:00': [200, 1] },
        totals: [300, 2, 150],
        products: [300, 8, 0, 0, 2],
      },
    );
    // A period without orders: zeros everywhere, the average 0.
    expectFigures(
      await figures(company, { shop_id: shopA, startdate: '2026-05-01', enddate: '2026-05-31' }),
      {
        points: days('2026-05-01', '2026-05-31'),
        chart: {},
        totals: [0, 0, 0],
        products: [0, 0, 0, 0, 0],
      },
    );
  });
});

describe('period edges', () => {
  it('month from 2026-03-31 starts on 2026-02-28; lastmonth is still February', async () => {
    today('2026-03-31T10:00:00Z');
    expectFigures(await figures(company, { shop_id: shopA }), {
      points: days('2026-02-28', '2026-03-31'),
      chart: { '2026-02-28': [120.12, 1], '2026-03-01': [78.67, 2], '2026-03-31': [10, 1] },
      totals: [208.79, 4, 52.2],
      products: [208.79, 7, 1, 1, 2],
    });
    expect(
      await get('dashboard-gettotalsummary', company, { shop_id: shopA, dayoption: 'lastmonth' }),
    ).toEqual([{ total_summary: 450.87, total_order: 3, average: 150.29 }]);
  });

  it("today is Bangkok's date: 2026-11-30T17:30Z is 2026-12-01 00:30 in Bangkok", async () => {
    today('2026-11-30T17:30:00Z');
    // A session of today would have ended by then: sign in at that time.
    const company = await login(app, 'company@demo.th');
    expectFigures(await figures(company, { shop_id: shopA, dayoption: 'day' }), {
      points: HOURS,
      chart: { '00:00': [15.5, 1] },
      totals: [15.5, 1, 15.5],
      products: [15.5, 1, 1, 0, 0],
    });
    expectFigures(await figures(company, { shop_id: shopA, dayoption: 'week' }), {
      points: days('2026-11-24', '2026-12-01'),
      chart: { '2026-11-30': [7, 1], '2026-12-01': [15.5, 1] },
      totals: [22.5, 2, 11.25],
      products: [22.5, 2, 1, 0, 1],
    });
    expect(
      await get('dashboard-gettotalsummary', company, { shop_id: shopA, dayoption: 'lastmonth' }),
    ).toEqual([{ total_summary: 7, total_order: 1, average: 7 }]);
  });
});

describe('the shops a call covers', () => {
  it("a shop user without shop_id sees all their shops, never another's", async () => {
    today(MARCH_1);
    // A (529.54 in 5) + B (#8 500 and the returned #9 60).
    expectFigures(await figures(company, {}), {
      points: MONTH_DAYS,
      chart: {
        '2026-02-01': [250.5, 1],
        '2026-02-15': [60, 1],
        '2026-02-21': [80.25, 1],
        '2026-02-28': [120.12, 1],
        '2026-03-01': [578.67, 3],
      },
      totals: [1089.54, 7, 155.65],
      products: [1089.54, 17, 3, 2, 2],
    });
    expectFigures(await figures(individual, {}), {
      points: MONTH_DAYS,
      chart: { '2026-03-01': [77.77, 1] },
      totals: [77.77, 1, 77.77],
      products: [77.77, 7, 0, 0, 1],
    });
    expectFigures(await figures(company, { shop_id: shopB }), {
      points: MONTH_DAYS,
      chart: { '2026-02-15': [60, 1], '2026-03-01': [500, 1] },
      totals: [560, 2, 280],
      products: [560, 6, 1, 0, 1],
    });
  });

  it('staff without shop_id sees the sum of every shop; with one, that shop', async () => {
    today(MARCH_1);
    expectFigures(await figures(admin, {}), {
      points: MONTH_DAYS,
      chart: {
        '2026-02-01': [250.5, 1],
        '2026-02-15': [60, 1],
        '2026-02-21': [80.25, 1],
        '2026-02-28': [120.12, 1],
        '2026-03-01': [656.44, 4],
      },
      totals: [1167.31, 8, 145.91],
      products: [1167.31, 24, 3, 2, 3],
    });
    expect(await get('dashboard-gettotalsummary', admin, { shop_id: shopC })).toEqual([
      { total_summary: 77.77, total_order: 1, average: 77.77 },
    ]);
  });

  it("another shop's id is refused (403) on every dashboard call", async () => {
    for (const name of [
      'dashboard-getlinedata',
      'dashboard-getorderamount',
      'dashboard-gettotalsummary',
      'dashboard-getproductsummary',
      'dashboard-getsalesdashboard',
      'dashboard-gettotalincome',
      'dashboard-exportincomereport',
    ]) {
      const res = await call(app, 'GET', name, { cookie: individual, query: { shop_id: shopA } });
      expect(res.status, name).toBe(403);
      expect(res.body.message).toBe(th.server.shop_forbidden);
    }
  });

  it('a user without the dashboard menu is refused', async () => {
    const warehouse = await login(app, 'warehouse@demo.th');
    for (const name of ['dashboard-gettotalsummary', 'dashboard-exportincomereport']) {
      const res = await call(app, 'GET', name, { cookie: warehouse });
      expect(res.status, name).toBe(403);
      expect(res.body.message).toBe(th.server.menu_inactive);
    }
  });
});

describe('query checks', () => {
  const v = th.validation.dashboard;
  it.each([
    [{ startdate: '2026-02-30', enddate: '2026-03-01' }, 'startdate', v.date_invalid],
    [{ startdate: '01/03/2026', enddate: '2026-03-01' }, 'startdate', v.date_invalid],
    [{ startdate: '2026-03-01' }, 'enddate', v.range_both],
    [{ enddate: '2026-03-01' }, 'startdate', v.range_both],
    [{ startdate: '2026-03-02', enddate: '2026-03-01' }, 'enddate', v.range_order],
    [{ dayoption: 'year' }, 'dayoption', v.dayoption_invalid],
  ])('%j → 400 %s', async (query, field, message) => {
    for (const name of [
      'dashboard-getlinedata',
      'dashboard-gettotalincome',
      'dashboard-exportincomereport',
    ]) {
      const res = await call(app, 'GET', name, { cookie: company, query });
      expect(res.status, name).toBe(400);
      expect(res.body.errors?.[field], name).toBe(message);
    }
  });
});

describe('the product bar chart', () => {
  it('the most pieces over every order of the shop, ties by code; cancelled out', async () => {
    today(MARCH_1);
    const bars = (rows: [string, string, number][]) =>
      rows.map(([customer_product_id, product_name_th, order_amount]) => ({
        customer_product_id,
        product_name_th,
        order_amount,
      }));
    expect(await get('dashboard-getsalesdashboard', company, { shop_id: shopA })).toEqual(
      bars([
        ['A-P2', A_P2_NAME, 8],
        ['A-P1', 'สินค้า A-P1', 6],
        ['A-P3', 'สินค้า A-P3', 4],
        ['A-P0', 'สินค้า A-P0', 2],
        ['A-S1', 'ชุด A-S1', 2],
      ]),
    );
    expect(
      await get('dashboard-getsalesdashboard', company, { shop_id: shopA, datadisplay: 2 }),
    ).toEqual(
      bars([
        ['A-P2', A_P2_NAME, 4],
        ['A-S1', 'ชุด A-S1', 2],
        ['A-P1', 'สินค้า A-P1', 1],
      ]),
    );
  });

  it('ten bars at most', async () => {
    const q = (i: number) => `B-Q${String(i).padStart(2, '0')}`;
    expect(await get('dashboard-getsalesdashboard', company, { shop_id: shopB })).toEqual([
      { customer_product_id: 'B-Q01', product_name_th: 'สินค้า B-Q01', order_amount: 6 },
      ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => ({
        customer_product_id: q(i),
        product_name_th: `สินค้า ${q(i)}`,
        order_amount: 1,
      })),
    ]);
    // Shop C's product is not company@'s: its 7 pieces would come second.
    const mine = (await get<Row[]>('dashboard-getsalesdashboard', company)).map(
      (r) => r.customer_product_id,
    );
    expect(mine).toEqual([
      'A-P2',
      'A-P1',
      'B-Q01',
      'A-P3',
      'A-P0',
      'A-S1',
      'B-Q02',
      'B-Q03',
      'B-Q04',
      'B-Q05',
    ]);
  });
});

describe('the income table', () => {
  const incomeRow = (
    rank: number,
    id: string,
    code: string,
    name: string,
    total_order: number,
    total_income: number,
  ) => ({ rank, id, customer_product_id: code, product_name_th: name, total_order, total_income });

  it('ranks by income, then pieces, then code; the whole list without page', async () => {
    today(MARCH_1);
    const rows = await get<Row[]>('dashboard-gettotalincome', company, { shop_id: shopA });
    const ids = await app.database.db.execute(sql`
      SELECT (SELECT id FROM product_sets WHERE customer_product_id = 'A-S1') AS s1,
        (SELECT id FROM products WHERE customer_product_id = 'A-P2') AS p2,
        (SELECT id FROM products WHERE customer_product_id = 'A-P1') AS p1,
        (SELECT id FROM products WHERE customer_product_id = 'A-P0') AS p0,
        (SELECT id FROM products WHERE customer_product_id = 'A-P3') AS p3`);
    const id = (ids as unknown as { rows: Record<string, number>[] }).rows[0]!;
    expect(rows).toEqual([
      incomeRow(1, `s${id.s1}`, 'A-S1', 'ชุด A-S1', 2, 233.84),
      // #3's 80.25 (its lines 90 less the discount) and #5's 120.12.
      incomeRow(2, `p${id.p2}`, 'A-P2', A_P2_NAME, 7, 200.37),
      incomeRow(3, `p${id.p1}`, 'A-P1', 'สินค้า A-P1', 2, 95.33),
    ]);
    // The rows add up to the sales total of the same period.
    expect(await get('dashboard-gettotalsummary', company, { shop_id: shopA })).toEqual([
      { total_summary: 529.54, total_order: 5, average: 105.91 },
    ]);
    // 2026-01-31: three at 100 baht: P3 (4 pieces), then P0 and P1 (2 each) by code.
    expect(
      await get('dashboard-gettotalincome', company, {
        shop_id: shopA,
        startdate: '2026-01-31',
        enddate: '2026-01-31',
      }),
    ).toEqual([
      incomeRow(1, `p${id.p3}`, 'A-P3', 'สินค้า A-P3', 4, 100),
      incomeRow(2, `p${id.p0}`, 'A-P0', 'สินค้า A-P0', 2, 100),
      incomeRow(3, `p${id.p1}`, 'A-P1', 'สินค้า A-P1', 2, 100),
    ]);
  });

  it('pages with the total when page is sent; ranks run on across pages', async () => {
    today(MARCH_1);
    const page = async (p: number) => {
      const res = await call<Row[]>(app, 'GET', 'dashboard-gettotalincome', {
        cookie: company,
        query: { shop_id: shopA, page: p, per_page: 2 },
      });
      expect(res.status).toBe(200);
      return {
        codes: res.body.data.map((r) => [r.rank, r.customer_product_id]),
        total: res.body.total,
      };
    };
    expect(await page(1)).toEqual({
      codes: [
        [1, 'A-S1'],
        [2, 'A-P2'],
      ],
      total: 3,
    });
    expect(await page(2)).toEqual({ codes: [[3, 'A-P1']], total: 3 });
    expect(await page(3)).toEqual({ codes: [], total: 3 });
  });

  it("every shop of the caller's; drafts in, cancelled out, every channel", async () => {
    today(MARCH_1);
    const rows = await get<Row[]>('dashboard-gettotalincome', company);
    expect(rows.map((r) => [r.rank, r.customer_product_id, r.total_order, r.total_income])).toEqual(
      [
        [1, 'B-Q01', 6, 560],
        [2, 'A-S1', 2, 233.84],
        [3, 'A-P2', 7, 200.37],
        [4, 'A-P1', 2, 95.33],
      ],
    );
  });
});

describe('a discount shared over the lines', () => {
  it('by price × quantity, to the satang; the satang left over to the largest remainder', async () => {
    // #16: 50.01 over lines of 10, 20.01 and 30 (60.01): 8.33|(2167), 16.67|(3334), 25.00|(500)
    // in satang rounded down with their remainders over 6001; the one satang left goes to
    // R3, whose remainder is the largest.
    const range = { startdate: '2026-07-15', enddate: '2026-07-15' };
    const rows = await get<Row[]>('dashboard-gettotalincome', individual, range);
    expect(rows.map((r) => [r.rank, r.customer_product_id, r.total_order, r.total_income])).toEqual(
      [
        [1, 'C-R4', 1, 25],
        [2, 'C-R3', 1, 16.68],
        [3, 'C-R2', 1, 8.33],
      ],
    );
    expect(await get('dashboard-gettotalsummary', individual, range)).toEqual([
      { total_summary: 50.01, total_order: 1, average: 50.01 },
    ]);
    expect((await get<Row[]>('dashboard-getproductsummary', individual, range))[0]).toMatchObject({
      product_summary: 50.01,
      order_summary: 3,
    });
  });
});

describe('the income export', () => {
  async function download(cookie: string, query: Record<string, string | number>) {
    const res = await app.inject({
      method: 'GET',
      url: '/api/dashboard-exportincomereport',
      headers: { cookie, origin: ORIGIN },
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('income-report.xlsx');
    expect(res.headers['cache-control']).toBe('no-store');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const lines: unknown[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      lines.push((row.values as unknown[]).slice(1));
    });
    return { sheet, lines };
  }

  it('heading, period, shop, every row, the total in figures and in Thai words', async () => {
    today(MARCH_1);
    const { sheet, lines } = await download(company, { shop_id: shopA });
    expect(sheet.name).toBe('รายงานรายได้');
    expect(lines).toEqual([
      ['รายงานรายได้จากการขายสินค้า'],
      ['ช่วงวันที่ 01/02/2569 – 01/03/2569'],
      ['ร้านค้า สยามสมาร์ทช็อป'],
      ['ลำดับ', 'รหัสสินค้า', 'สินค้า', 'จำนวนที่ขาย', 'ยอดขาย (บาท)'],
      [1, 'A-S1', 'ชุด A-S1', 2, 233.84],
      // Formula-like text stays text, with an apostrophe in front.
      [2, 'A-P2', `'${A_P2_NAME}`, 7, 200.37],
      [3, 'A-P1', 'สินค้า A-P1', 2, 95.33],
      // The sales total of the period (the totals' 529.54).
      [undefined, undefined, 'รวมยอดขายทั้งสิ้น', undefined, 529.54],
      [undefined, undefined, 'ตัวอักษร', 'ห้าร้อยยี่สิบเก้าบาทห้าสิบสี่สตางค์'],
    ]);
    expect(sheet.getCell('C6').type).toBe(ExcelJS.ValueType.String);
  });

  it('a range of its own; staff without a shop: every shop', async () => {
    const { lines } = await download(admin, { startdate: '2026-03-01', enddate: '2026-03-01' });
    expect(lines).toEqual([
      ['รายงานรายได้จากการขายสินค้า'],
      ['ช่วงวันที่ 01/03/2569 – 01/03/2569'],
      ['ทุกร้านค้า'],
      ['ลำดับ', 'รหัสสินค้า', 'สินค้า', 'จำนวนที่ขาย', 'ยอดขาย (บาท)'],
      [1, 'B-Q01', 'สินค้า B-Q01', 5, 500],
      [2, 'C-R1', 'สินค้า C-R1', 7, 77.77],
      [3, 'A-P1', 'สินค้า A-P1', 1, 45.33],
      [4, 'A-S1', 'ชุด A-S1', 1, 33.34],
      [undefined, undefined, 'รวมยอดขายทั้งสิ้น', undefined, 656.44],
      [undefined, undefined, 'ตัวอักษร', 'หกร้อยห้าสิบหกบาทสี่สิบสี่สตางค์'],
    ]);
  });
});
