// Grows demo shops to many products, each in stock, fast: one INSERT … SELECT … FROM generate_series per
// 20,000 rows, then VACUUM ANALYZE as a running server's maintenance leaves its tables.
// Run as a process of its own on the server's database (DATA_DIR or DATABASE_URL), before
// the server starts: `node --import tsx scripts/bench-seed.ts SH0001=100000 SH0002=10000`
// (`USERS=100000` adds that many system users). Writes the shops' ids and sizes and the users
// added as JSON to BENCH_SEED_OUT.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { count, eq, inArray, like } from 'drizzle-orm';
import type { BenchDatabase } from './bench-server';
import { seedInChild } from './bench-server';

export interface SeededShop {
  shopNo: string;
  id: number;
  products: number;
  /** Stock items of the shop: one for every product. */
  stock: number;
  /** Customer orders of the shop: as many as its products, one line each. */
  orders: number;
  /** Inbound delivery bookings of the shop: as many as its products, one line each. */
  bookings: number;
}

interface Seeded {
  shops: SeededShop[];
  /** System users the seed added (`USERS=`), on top of the demo accounts. */
  users: number;
}

const CHUNK = 20_000;
const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
/** The argument that asks for that many more system users. */
const USERS_ARG = 'USERS';

/** Seeds `db` in a child process (its memory is not the bench's) and answers the shops. */
export async function seedShops(
  db: BenchDatabase,
  sizes: Record<string, number>,
): Promise<SeededShop[]> {
  return (await seed(db, sizes)).shops;
}

/**
 * Grows `db` to `n` seeded system users in a child process and answers how many there are:
 * staff and shop users with names from short lists, about half in the demo warehouse role and
 * half without a role, a few deleted (`seedUsersInto` below).
 */
export async function seedUsers(db: BenchDatabase, n: number): Promise<number> {
  return (await seed(db, { [USERS_ARG]: n })).users;
}

async function seed(db: BenchDatabase, sizes: Record<string, number>): Promise<Seeded> {
  const args = Object.entries(sizes).map(([no, n]) => `${no}=${n}`);
  return seedInChild<Seeded>(db, import.meta.url, args);
}

type SeedDatabase = Awaited<ReturnType<typeof import('../server/app').buildApp>>['database'];

/** Runs `insert` on the numbers `first`…`last`, CHUNK at a time (`from`…`to`). */
async function inChunks(
  first: number,
  last: number,
  insert: (from: number, to: number) => Promise<unknown>,
) {
  for (let from = first; from <= last; from += CHUNK)
    await insert(from, Math.min(last, from + CHUNK - 1));
}

async function main() {
  const { buildApp } = await import('../server/app');
  const { configFromEnv } = await import('../server/config');
  const { demoProducts } = await import('../server/seed/seed-products');
  const { bookings, inventory, orders, products, shops } = await import('../server/db/schema');
  const { [USERS_ARG]: userCount = 0, ...sizes } = Object.fromEntries(
    process.argv.slice(2).map((a) => [a.split('=')[0], Number(a.split('=')[1])]),
  );
  // Migrated and seeded exactly as the server does it.
  const app = await buildApp({ ...configFromEnv(), staticDir: undefined, seed: true });
  try {
    const { db, exec } = app.database;
    const found = await db
      .select({ id: shops.id, shopNo: shops.shop_no, owner: shops.owner_user_id })
      .from(shops)
      .where(inArray(shops.shop_no, Object.keys(sizes)));
    // Every name, brand and type of the demo catalogue (9 brands × 5 items × 6 variants).
    const combos = demoProducts(1, 1, 270).map(
      (p, k) =>
        `(${k}, ${quote(p.brand_th)}, ${quote(p.brand_en)}, ${quote(p.product_name_th)}, ` +
        `${quote(p.product_name_en)}, ${p.product_type}, ${p.unit})`,
    );
    const result: SeededShop[] = [];
    for (const shop of found) {
      /** How many rows of `table` the shop has. */
      const rowsOf = async (
        table: typeof products | typeof inventory | typeof orders | typeof bookings,
      ) => (await db.select({ n: count() }).from(table).where(eq(table.shop_id, shop.id)))[0].n;
      const have = await rowsOf(products);
      const want = sizes[shop.shopNo];
      // Codes S<shop>-B00001…; names in a scattered order, so no sort follows the id.
      await inChunks(1, want - have, (from, to) =>
        exec(`
          INSERT INTO products (shop_id, fp_product_id, customer_product_id, brand_th, brand_en,
            product_name_th, product_name_en, product_type, desc_th, desc_en, size, unit, price,
            vat_nonvat, item_weight, item_wide, item_long, item_high, item_total,
            item_barcode_upc, inner_pack_total, inner_pack_barcode_upc, case_total,
            created_by, created_dt)
          SELECT ${shop.id}, 'FP' || (1800000000000 + ${shop.id} * 1000000 + g),
            'S${shop.id}-B' || lpad(g::text, 5, '0'), c.brand_th, c.brand_en, c.name_th,
            c.name_en, c.ptype, c.name_th || ' จากแบรนด์' || c.brand_th,
            c.name_en || ' by ' || c.brand_en, 5 + g % 30, c.unit,
            19 + ((g * 7877) % 250000) / 100.0, 1 + (g % 3 = 0)::int, ((g % 20) + 1) / 10.0,
            5 + g % 30, 10 + g % 30, 3 + g % 12, 1,
            '887' || lpad(${shop.id}::text, 3, '0') || lpad(g::text, 7, '0'), 6, '', 24,
            ${shop.owner ?? 'NULL'}, timestamptz '2026-06-01' + g * interval '1 minute'
          FROM generate_series(${from}, ${to}) AS g
          JOIN (VALUES ${combos.join(',\n')}) AS c(k, brand_th, brand_en, name_th, name_en, ptype, unit)
            ON c.k = (g * 7919) % 270`),
      );
      // Every product of the shop in stock, each with the movement that put it there.
      await exec(`
        WITH added AS (
          INSERT INTO inventory (shop_id, product_id, inventory, created_dt, updated_dt)
          SELECT p.shop_id, p.id, (p.id * 7877) % 500, p.created_dt, p.created_dt
          FROM products p
          WHERE p.shop_id = ${shop.id}
            AND NOT EXISTS (SELECT 1 FROM inventory i WHERE i.product_id = p.id)
          ORDER BY p.id
          RETURNING id, inventory, created_dt)
        INSERT INTO stock_movements (inventory_id, kind, change, balance, created_dt)
        SELECT id, 'initial', inventory, inventory, created_dt FROM added`);
      const stocked = await rowsOf(inventory);
      // As many orders as products, one line each: numbers OR<17000…>, a real address,
      // customers' names from a short list (a search for one finds many), all states.
      const hadOrders = await rowsOf(orders);
      await inChunks(1, want - hadOrders, (from, to) =>
        exec(`
          WITH made AS (
            INSERT INTO orders (order_id, shop_id, sources, order_dt, order_time, delivery_dt,
              delivery_time, title_id, customer_firstname, customer_lastname, email, tel, address,
              province_id, district_id, subdistrict_id, postcode, cod, delivery_channel_id,
              shipping_type, total_price, is_order, is_confirm_order, created_by, created_dt)
            SELECT 'OR' || (1700000000000 + ${shop.id} * 1000000 + g), ${shop.id}, g % 3,
              date '2026-06-01' + (g % 150), '10:00', date '2026-06-02' + (g % 150), '14:00', 1,
              (ARRAY['สมชาย','วิชัย','นภา','สุดา','กิตติ','อรทัย','ธนพล','ศิริพร'])[1 + g % 8],
              (ARRAY['ใจดี','รุ่งเรือง','ศรีสวัสดิ์','วงศ์ไทย','แก้วมณี','บุญมา'])[1 + g % 6],
              'c' || g || '@example.com', '08' || lpad((g * 7919 % 100000000)::text, 8, '0'),
              '99/1 ถนนรัชดาภิเษก', s.province_id, s.district_id, s.id, s.post_code, g % 4 = 0,
              (SELECT min(id) FROM lookups WHERE category = 'delivery_channel'), 1 + g % 2,
              100 + g % 900, (ARRAY[0,1,2,3,4,5,5,5,6,9])[1 + g % 10],
              (ARRAY[0,1,1,1,2,3,3,3,3,3])[1 + g % 10], ${shop.owner ?? 'NULL'},
              timestamptz '2026-06-01' + g * interval '1 minute'
            FROM generate_series(${hadOrders + from}, ${hadOrders + to}) AS g,
              (SELECT sd.id, sd.district_id, d.province_id, sd.post_code FROM subdistricts sd
               JOIN districts d ON d.id = sd.district_id ORDER BY sd.id LIMIT 1) AS s
            ORDER BY g
            RETURNING id, total_price)
          INSERT INTO order_items (order_id, type, product_id, total_order, price)
          SELECT m.id, 1, (SELECT min(id) FROM products WHERE shop_id = ${shop.id}), 1, m.total_price
          FROM made m`),
      );
      const orderCount = await rowsOf(orders);
      // As many bookings as products, one line each: numbers BK<date><id>, contacts' names from
      // a short list, every state, weekdays from June 2026 in hourly slots.
      const hadBookings = await rowsOf(bookings);
      await inChunks(1, want - hadBookings, (from, to) =>
        exec(`
          WITH made AS (
            INSERT INTO bookings (booking_no, shop_id, booking_dt, booking_time, slot_start,
              slot_end, contact_name, contact_tel, contact_email, booking_status, created_by,
              created_dt)
            SELECT 'BK' || to_char(date '2026-06-01' + (g % 150), 'YYMMDD')
                || lpad((${shop.id} * 1000000 + g)::text, 9, '0'),
              ${shop.id}, date '2026-06-01' + (g % 150),
              lpad((8 + g % 9)::text, 2, '0') || ':00 - ' || lpad((9 + g % 9)::text, 2, '0') || ':00',
              lpad((8 + g % 9)::text, 2, '0') || ':00', lpad((9 + g % 9)::text, 2, '0') || ':00',
              (ARRAY['สมชาย','วิชัย','นภา','สุดา','กิตติ','อรทัย','ธนพล','ศิริพร'])[1 + g % 8]
                || ' ' || (ARRAY['ใจดี','รุ่งเรือง','ศรีสวัสดิ์','วงศ์ไทย','แก้วมณี','บุญมา'])[1 + g % 6],
              '08' || lpad((g * 7919 % 100000000)::text, 8, '0'), 'b' || g || '@example.com',
              1 + g % 7, ${shop.owner ?? 'NULL'}, timestamptz '2026-06-01' + g * interval '1 minute'
            FROM generate_series(${hadBookings + from}, ${hadBookings + to}) AS g
            ORDER BY g
            RETURNING id)
          INSERT INTO booking_items (booking_id, product_id, amount)
          SELECT m.id, (SELECT min(id) FROM products WHERE shop_id = ${shop.id}), 5 FROM made m`),
      );
      const bookingCount = await rowsOf(bookings);
      result.push({
        shopNo: shop.shopNo,
        id: shop.id,
        products: Math.max(want, have),
        stock: stocked,
        orders: orderCount,
        bookings: bookingCount,
      });
    }
    const users = await seedUsersInto(app.database, userCount);
    await exec('VACUUM ANALYZE');
    const seeded: Seeded = { shops: result, users };
    writeFileSync(process.env.BENCH_SEED_OUT ?? '/dev/stdout', JSON.stringify(seeded));
  } finally {
    await app.close();
  }
}

/**
 * Seeded system users up to `want`, addresses user000001@example.com… (a search for one finds
 * it alone): by turns staff, companies and individuals; names from short lists (a search for
 * a common first name finds an eighth of them); half of them, three in a row at a time, in
 * the demo warehouse role and the others without a role, whatever their kind or name; one in
 * seven switched off and two in a thousand deleted (kept for their records, so left out of
 * every list). Answers how many there are.
 */
async function seedUsersInto(database: SeedDatabase, want: number) {
  const { db, exec } = database;
  const { users } = await import('../server/db/schema');
  const countOf = async () =>
    (await db.select({ n: count() }).from(users).where(like(users.email, 'user%@example.com')))[0]
      .n;
  const have = await countOf();
  await inChunks(have + 1, want, (from, to) =>
    exec(`
      INSERT INTO users (email, password_hash, user_type_id, role_id, is_active, email_verified,
        company_type_id, company_name, indiv_mas_title_id, indiv_first_name, indiv_last_name,
        com_tel, indiv_tel, indiv_mobile, created_dt, updated_dt, deleted_dt)
      SELECT 'user' || lpad(g::text, 6, '0') || '@example.com', a.password_hash,
        (ARRAY[3, 1, 2])[1 + g % 3], CASE WHEN (g / 3) % 2 = 0 THEN w.id END, g % 7 <> 0, true,
        CASE WHEN g % 3 = 1 THEN 1 END,
        CASE WHEN g % 3 = 1 THEN 'บริษัท ' ||
          (ARRAY['สยามเทรด','รุ่งเรืองกิจ','ไทยพาณิชย์ดี','ศรีสุขโลจิสติกส์','บ้านสวนฟู้ด'])[1 + g % 5]
          || ' จำกัด' END,
        1 + g % 3,
        (ARRAY['สมชาย','วิชัย','นภา','สุดา','กิตติ','อรทัย','ธนพล','ศิริพร'])[1 + g % 8],
        (ARRAY['ใจดี','รุ่งเรือง','ศรีสวัสดิ์','วงศ์ไทย','แก้วมณี','บุญมา'])[1 + (g / 8) % 6],
        CASE WHEN g % 3 = 1 THEN '02' || lpad((g * 7919 % 10000000)::text, 7, '0') END,
        CASE WHEN g % 3 <> 1 THEN '02' || lpad((g * 7919 % 10000000)::text, 7, '0') END,
        '08' || lpad((g * 7919 % 100000000)::text, 8, '0'),
        timestamptz '2026-01-01' + g * interval '1 minute',
        timestamptz '2026-01-01' + g * interval '1 minute',
        CASE WHEN g % 1000 IN (250, 751) THEN timestamptz '2026-06-01' END
      FROM generate_series(${from}, ${to}) AS g,
        (SELECT password_hash FROM users WHERE email = 'admin@demo.th') AS a,
        (SELECT id FROM roles WHERE enum_values = 'warehouse') AS w
      ORDER BY g`),
  );
  return countOf();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
