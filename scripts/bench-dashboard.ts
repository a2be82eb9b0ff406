// The sales dashboard on a shop of 100,000 orders spread over the last year (DESIGN.md
// "Budgets": every dashboard call p95 under 100 ms). The shop (SH0001, company@demo.th's) is
// grown in a process of its own, fast (INSERT … SELECT generate_series, then VACUUM ANALYZE),
// then the server runs as a process and each call is timed over HTTP on loopback: the default
// period (month) and a whole year, with and without the shop named, and the income export.
// Run by `npm run bench -- --only=dashboard`; seeding alone: `node --import tsx
// scripts/bench-dashboard.ts 100000` on the server's database (DATA_DIR or DATABASE_URL).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BenchDatabase } from './bench-server';
import { seedInChild, signIn, startServer } from './bench-server';
import { latencyRow, valueRow, type ResultRow } from './bench-table';

const SHOP_NO = 'SH0001';
const PRODUCTS = 500;
const SETS = 20;
const CHUNK = 20_000;
const BUDGET_MS = 100;

interface SeededDashboard {
  shopId: number;
  orders: number;
  lines: number;
  today: string;
}

/** Grows the shop in a child process (its memory is not the bench's) and answers its size. */
export async function seedDashboard(db: BenchDatabase, orders: number): Promise<SeededDashboard> {
  return seedInChild<SeededDashboard>(db, import.meta.url, [String(orders)]);
}

/** Times `calls` GETs of `url`; throws on an answer other than 200. */
async function timed(origin: string, cookie: string, url: string, calls: number) {
  const times: number[] = [];
  // Two untimed calls first: the server's first use of a query plans and warms it.
  for (let i = -2; i < calls; i++) {
    const t0 = performance.now();
    const res = await fetch(`${origin}${url}`, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    if (i >= 0) times.push(performance.now() - t0);
  }
  return times;
}

const CALLS = [
  ['line data', 'dashboard-getlinedata'],
  ['order amount', 'dashboard-getorderamount'],
  ['total summary', 'dashboard-gettotalsummary'],
  ['product summary', 'dashboard-getproductsummary'],
  ['income table, page 1', 'dashboard-gettotalincome', 'page=1&per_page=10'],
] as const;

/**
 * Seeds `db` with a shop of `orders` orders, starts the server on it and times every
 * dashboard call `calls` times.
 */
export async function benchDashboard(
  db: BenchDatabase,
  opts: { orders: number; calls: number; step: (what: string) => void },
): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  const size = `${opts.orders.toLocaleString('en')} orders`;
  opts.step(`${db.label}: seeding a shop of ${size}`);
  const t0 = performance.now();
  const seeded = await seedDashboard(db, opts.orders);
  rows.push(
    valueRow(
      `dashboard: seeding ${seeded.orders.toLocaleString('en')} orders, ${seeded.lines.toLocaleString('en')} lines`,
      db.label,
      `${((performance.now() - t0) / 1000).toFixed(0)} s`,
    ),
  );
  const server = await startServer(db);
  try {
    const cookie = await signIn(server.origin);
    const shop = `shop_id=${seeded.shopId}`;
    const yearAgo = new Date(`${seeded.today}T00:00:00Z`);
    yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
    const year = `startdate=${yearAgo.toISOString().slice(0, 10)}&enddate=${seeded.today}`;
    const time = async (name: string, url: string, calls = opts.calls) => {
      opts.step(`${db.label}: ${name}`);
      rows.push(
        latencyRow(
          `dashboard ${name}, ${size}`,
          db.label,
          await timed(server.origin, cookie, url, calls),
          BUDGET_MS,
        ),
      );
    };
    for (const [name, endpoint, extra] of CALLS) {
      const q = extra ? `&${extra}` : '';
      await time(`${name} (month)`, `/api/${endpoint}?${shop}${q}`);
      await time(`${name} (whole year)`, `/api/${endpoint}?${shop}&${year}${q}`);
    }
    await time(
      'product summary (year, delivered, Shopee)',
      `/api/dashboard-getproductsummary?${shop}&${year}&datadisplay=2&sale_channel=2`,
    );
    await time('bar chart (every order)', `/api/dashboard-getsalesdashboard?${shop}`);
    await time('bar chart (delivered)', `/api/dashboard-getsalesdashboard?${shop}&datadisplay=2`);
    // The owner's two shops together (the call without a shop).
    await time('total summary, both shops (month)', '/api/dashboard-gettotalsummary');
    await time('bar chart, both shops', '/api/dashboard-getsalesdashboard');
    // Every shop, as the staff's admin sees it.
    const staff = await signIn(server.origin, 'admin@demo.th');
    opts.step(`${db.label}: bar chart of every shop (staff)`);
    rows.push(
      latencyRow(
        `dashboard bar chart, every shop (staff), ${size}`,
        db.label,
        await timed(server.origin, staff, '/api/dashboard-getsalesdashboard', opts.calls),
        BUDGET_MS,
      ),
    );
    // The export of the year: a file, so timed a few times against its own budget.
    opts.step(`${db.label}: income export of the year`);
    rows.push(
      latencyRow(
        `dashboard income export (whole year, ${PRODUCTS + SETS} rows), ${size}`,
        db.label,
        await timed(
          server.origin,
          cookie,
          `/api/dashboard-exportincomereport?${shop}&${year}`,
          Math.min(10, opts.calls),
        ),
        1000,
      ),
    );
  } finally {
    await server.stop();
  }
  return rows;
}

/** The seeding itself (run as a child process). */
async function main() {
  const { buildApp } = await import('../server/app');
  const { configFromEnv } = await import('../server/config');
  const { warehouseToday } = await import('../contract/schemas/bookings');
  const { rowsOf } = await import('../server/db/migrate');
  const { sql } = await import('drizzle-orm');
  const want = Number(process.argv[2] ?? 100_000);
  const app = await buildApp({ ...configFromEnv(), staticDir: undefined, seed: true });
  try {
    const { db, exec } = app.database;
    const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(q))[0]!;
    const shop = await one<{ id: number; owner: number | null }>(
      sql`SELECT id, owner_user_id AS owner FROM shops WHERE shop_no = ${SHOP_NO}`,
    );
    const today = warehouseToday();
    // Products and sets to sell: codes D<shop>-P0001… and D<shop>-S01….
    const catalogue = (table: 'products' | 'product_sets', kind: string, n: number) => `
      INSERT INTO ${table} (shop_id, fp_product_id, customer_product_id, brand_th, brand_en,
        product_name_th, product_name_en, product_type, unit, price, vat_nonvat, item_barcode_upc)
      SELECT ${shop.id}, 'FPD${kind}' || (${shop.id} * 100000 + g),
        'D${shop.id}-${kind}' || lpad(g::text, 4, '0'), 'แบรนด์ทดสอบ', 'Bench brand',
        'สินค้าแดชบอร์ด ${kind}' || g, 'Dashboard item ${kind}' || g, 1, 1, 10 + g % 300, 1,
        '885' || lpad(g::text, 10, '0')
      FROM generate_series(1, ${n}) AS g
      ON CONFLICT DO NOTHING`;
    await exec(catalogue('products', 'P', PRODUCTS));
    await exec(catalogue('product_sets', 'S', SETS));
    const { have } = await one<{ have: number }>(
      sql`SELECT count(*)::int AS have FROM orders WHERE shop_id = ${shop.id} AND order_id LIKE 'DB%'`,
    );
    for (let from = have + 1; from <= want; from += CHUNK) {
      const to = Math.min(want, from + CHUNK - 1);
      // Orders over the 366 days to today, at every hour; sources manual, Shopee, Lazada;
      // every state (one in ten cancelled). One line each, a second line on every other
      // order, one in eight lines a set.
      await exec(`
        WITH p AS (SELECT array_agg(id ORDER BY id) AS ids FROM products
                   WHERE shop_id = ${shop.id} AND customer_product_id LIKE 'D%'),
          s AS (SELECT array_agg(id ORDER BY id) AS ids FROM product_sets
                WHERE shop_id = ${shop.id} AND customer_product_id LIKE 'D%'),
          made AS (
            INSERT INTO orders (order_id, shop_id, sources, order_dt, order_time, delivery_dt,
              delivery_time, title_id, customer_firstname, customer_lastname, email, tel, address,
              province_id, district_id, subdistrict_id, postcode, cod, delivery_channel_id,
              shipping_type, total_price, is_order, created_by, created_dt)
            SELECT 'DB' || (1600000000000 + ${shop.id} * 1000000 + g), ${shop.id}, g % 3,
              date '${today}' - (g * 7919 % 366), lpad((g * 13 % 24)::text, 2, '0') || ':'
                || lpad((g % 60)::text, 2, '0'),
              date '${today}' - (g * 7919 % 366) + 2, '14:00', 1, 'สมชาย', 'ใจดี',
              'd' || g || '@example.com', '0812345678', '99/1', 10, 1017, 1, '10310', g % 4 = 0,
              1, 1 + g % 2, 100 + (g * 37 % 90000) / 100.0,
              (ARRAY[0,1,2,3,4,5,5,5,6,9])[1 + g % 10], ${shop.owner ?? 'NULL'},
              now()
            FROM generate_series(${from}, ${to}) AS g
            ORDER BY g
            RETURNING id)
        INSERT INTO order_items (order_id, type, product_id, product_set_id, total_order, price)
        SELECT m.id, CASE WHEN (m.id + k) % 8 = 0 THEN 2 ELSE 1 END,
          CASE WHEN (m.id + k) % 8 <> 0
            THEN p.ids[1 + (m.id * 7877 + k * 31) % array_length(p.ids, 1)] END,
          CASE WHEN (m.id + k) % 8 = 0
            THEN s.ids[1 + (m.id * 13 + k) % array_length(s.ids, 1)] END,
          1 + (m.id + k) % 4, 10 + (m.id * 7 + k) % 500
        FROM made m CROSS JOIN p CROSS JOIN s
          CROSS JOIN LATERAL generate_series(0, CASE WHEN m.id % 2 = 0 THEN 1 ELSE 0 END) AS k`);
    }
    const counted = await one<{ orders: number; lines: number }>(sql`
      SELECT (SELECT count(*)::int FROM orders WHERE shop_id = ${shop.id}) AS orders,
        (SELECT count(*)::int FROM order_items i JOIN orders o ON o.id = i.order_id
         WHERE o.shop_id = ${shop.id}) AS lines`);
    await exec('VACUUM ANALYZE');
    const seeded: SeededDashboard = { shopId: shop.id, ...counted, today };
    writeFileSync(process.env.BENCH_SEED_OUT ?? '/dev/stdout', JSON.stringify(seeded));
  } finally {
    await app.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
