import { asc, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_ID_PREFIX, ORDER_SOURCE, type OrderStatus } from '../../contract/schemas/orders';
import { confirmStageOf } from '../../contract/schemas/fulfilment';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';
import { random } from './random';
import { warehouseClock, warehouseToday } from '../../contract/dates';

// Demo customer orders (DESIGN.md "Data": some thousands over the last 90 days across the
// shops, channels and states, consistent with stock). Orders that shipped took their lines out
// of stock: their 'order_shipped' movements (and 'order_returned' for returns) are part of
// the stock history seed-stock.ts writes. Confirmed orders not yet shipped reserve their lines.

const DAY = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 90;

/**
 * Products the browser and API tests adjust or assemble: no open demo order reserves them, and
 * no demo booking receives goods into them (seed-bookings.ts).
 */
export const NOT_RESERVED = [
  'S1-P0001',
  'S1-P0002',
  'S1-P0005',
  'S1-P0007',
  'S1-P0100',
  'S1-P0105',
  'S1-P0110',
  'S1-P0140',
  'S2-P0001',
  'S2-P0002',
  'S3-P0001',
  'S3-P0002',
  'S3-P0003',
];

const FIRST_NAMES = [
  ['สมชาย', 1],
  ['วิชัย', 1],
  ['ประยุทธ', 1],
  ['อนันต์', 1],
  ['กิตติ', 1],
  ['ธีระ', 1],
  ['สุดา', 3],
  ['นภา', 3],
  ['พิมพ์ชนก', 3],
  ['กาญจนา', 2],
  ['วรรณา', 2],
  ['ศิริพร', 3],
  ['อรทัย', 2],
  ['ปิยะนุช', 3],
  ['จิราพร', 3],
  ['ธนพล', 1],
] as const;
const LAST_NAMES = [
  'ใจดี',
  'รุ่งเรือง',
  'ศรีสวัสดิ์',
  'วงศ์ไทย',
  'แก้วมณี',
  'บุญมา',
  'สุขสันต์',
  'ทองคำ',
  'พงษ์พันธ์',
  'จันทร์เพ็ญ',
  'มั่นคง',
  'เพชรรัตน์',
];
const STREETS = ['ถนนสุขุมวิท', 'ถนนพหลโยธิน', 'ถนนเพชรเกษม', 'ถนนรามคำแหง', 'ถนนมิตรภาพ', 'ซอยลาดพร้าว'];
const REMARKS = ['', '', '', 'โทรก่อนส่ง', 'ฝากไว้กับนิติบุคคล', 'ส่งช่วงเย็นหลัง 17.00 น.'];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** The Bangkok calendar date and time of an instant. */
function bangkok(ms: number) {
  return { date: warehouseToday(new Date(ms)), time: warehouseClock(new Date(ms)) };
}

/** The state of an order placed `age` days ago, as a warehouse's orders would be. */
function stateFor(age: number, r: number): OrderStatus {
  if (age < 1) return r < 0.3 ? 0 : r < 0.6 ? 1 : r < 0.8 ? 2 : 3;
  if (age < 3) return r < 0.15 ? 1 : r < 0.25 ? 2 : r < 0.4 ? 3 : r < 0.9 ? 4 : 9;
  if (age < 10) return r < 0.3 ? 4 : r < 0.87 ? 5 : r < 0.92 ? 6 : 9;
  return r < 0.85 ? 5 : r < 0.92 ? 6 : 9;
}

/** A stock movement an order made, for the stock history (seed-stock.ts). */
export interface OrderMove {
  product_id: number;
  kind: 'order_shipped' | 'order_returned';
  change: number;
  order_id: number;
  at: Date;
}

interface Stocked {
  id: number;
  shop_id: number;
  code: string;
  price: number;
}

/**
 * Inserts the demo orders of the given shops (`counts[i]` orders of `shopIds[i]`) from their
 * stocked products, and answers the stock movements of those that shipped or came back.
 */
export async function seedOrders(
  db: DbOrTx,
  shopIds: number[],
  counts: number[],
  owners: Record<number, number>,
  insertChunked: <T>(
    rows: T[],
    size: number,
    insert: (chunk: T[]) => Promise<unknown>,
  ) => Promise<void>,
): Promise<OrderMove[]> {
  const now = Math.floor(Date.now() / 60000) * 60000;
  const products: Stocked[] = await db
    .select({
      id: t.products.id,
      shop_id: t.products.shop_id,
      code: t.products.customer_product_id,
      price: t.products.price,
    })
    .from(t.products)
    .where(
      sql`${t.products.shop_id} IN (${sql.join(
        shopIds.map((id) => sql`${id}`),
        sql`, `,
      )}) AND ${t.products.id} % 5 = 0`,
    )
    .orderBy(asc(t.products.id));
  const channels = await db
    .select({ id: t.lookups.id })
    .from(t.lookups)
    .where(eq(t.lookups.category, 'delivery_channel'))
    .orderBy(asc(t.lookups.sort), asc(t.lookups.id));
  // Real addresses: every 37th sub-district of the country, with its district and province.
  const places = (
    await db
      .select({
        subdistrict_id: t.subdistricts.id,
        district_id: t.subdistricts.district_id,
        province_id: t.districts.province_id,
        postcode: t.subdistricts.post_code,
      })
      .from(t.subdistricts)
      .innerJoin(t.districts, eq(t.districts.id, t.subdistricts.district_id))
      .orderBy(asc(t.subdistricts.id))
  ).filter((_, i) => i % 37 === 0);

  type Row = typeof t.orders.$inferInsert;
  const orders: Row[] = [];
  const lines: { order: number; product: Stocked; qty: number }[][] = [];
  let serial = 0;
  shopIds.forEach((shopId, s) => {
    const own = products.filter((p) => p.shop_id === shopId);
    const rnd = random(shopId * 65537);
    for (let i = 0; i < counts[s]; i++) {
      const placed = now - Math.floor(rnd() * HISTORY_DAYS * DAY);
      const age = (now - placed) / DAY;
      const state = stateFor(age, rnd());
      const count = 1 + Math.floor(rnd() * rnd() * 3);
      const chosen = new Map<number, { order: number; product: Stocked; qty: number }>();
      for (let k = 0; k < count; k++) {
        const product = own[Math.floor(rnd() * own.length)];
        const qty = 1 + Math.floor(rnd() * rnd() * 4);
        const open = state >= 1 && state <= 3;
        if (open && NOT_RESERVED.includes(product.code)) continue;
        if (!chosen.has(product.id)) chosen.set(product.id, { order: 0, product, qty });
      }
      if (chosen.size === 0) continue;
      const [first, title] = FIRST_NAMES[Math.floor(rnd() * FIRST_NAMES.length)];
      const last = LAST_NAMES[Math.floor(rnd() * LAST_NAMES.length)];
      const place = places[Math.floor(rnd() * places.length)];
      const subtotal = [...chosen.values()].reduce(
        (sum, l) => sum + Math.round(l.product.price * 100) * l.qty,
        0,
      );
      const discount = rnd() < 0.12 ? Math.min(10 + Math.floor(rnd() * 5) * 10, subtotal / 100) : 0;
      const sourceDraw = rnd();
      const source =
        sourceDraw < 0.45
          ? ORDER_SOURCE.MANUAL
          : sourceDraw < 0.8
            ? ORDER_SOURCE.SHOPEE
            : ORDER_SOURCE.LAZADA;
      const n = ++serial;
      const at = bangkok(placed);
      const due = bangkok(placed + (1 + Math.floor(rnd() * 3)) * DAY);
      const shipped = state === 4 || state === 5 || state === 6;
      // Shipped within half a day, and not in the last day (the demo set orders finished then).
      const shippedAt = Math.max(placed, Math.min(placed + DAY / 2, now - DAY));
      orders.push({
        order_id: `${ORDER_ID_PREFIX}${placed + n}`,
        shop_id: shopId,
        sources: source,
        sources_item_id:
          source === ORDER_SOURCE.SHOPEE
            ? `SP${pad(n, 10)}`
            : source === ORDER_SOURCE.LAZADA
              ? `LZ${pad(n, 10)}`
              : null,
        order_dt: at.date,
        order_time: at.time,
        delivery_dt: due.date,
        delivery_time: `${pad(9 + Math.floor(rnd() * 9))}:00`,
        title_id: title,
        customer_firstname: first,
        customer_lastname: last,
        email: `customer${n}@example.com`,
        tel: `08${pad(Math.floor(rnd() * 1e8), 8)}`,
        address: `${1 + Math.floor(rnd() * 300)}/${1 + Math.floor(rnd() * 50)} ${STREETS[Math.floor(rnd() * STREETS.length)]}`,
        province_id: place.province_id,
        district_id: place.district_id,
        subdistrict_id: place.subdistrict_id,
        postcode: place.postcode,
        cod: rnd() < 0.35,
        delivery_channel_id: channels[Math.floor(rnd() * (channels.length - 1))].id,
        shipping_type: rnd() < 0.3 ? 1 : 2,
        distcount: discount,
        total_price: (subtotal - discount * 100) / 100,
        remark: REMARKS[Math.floor(rnd() * REMARKS.length)],
        is_order: state,
        is_confirm_order: confirmStageOf(state),
        tracking_no: shipped ? `E${'FGHJK'[n % 5]}${pad(n * 7919, 9).slice(-9)}TH` : null,
        transport_dt: shipped ? new Date(shippedAt) : null,
        created_by: owners[shopId],
        created_dt: new Date(placed),
        updated_dt: new Date(shipped ? shippedAt : placed),
      });
      lines.push([...chosen.values()]);
    }
  });

  // Inserted oldest first, so ids grow with time as the lists read them (newest first).
  const order = orders.map((_, i) => i);
  order.sort(
    (a, b) => (orders[a].created_dt as Date).getTime() - (orders[b].created_dt as Date).getTime(),
  );
  const sorted = order.map((i) => orders[i]);
  const sortedLines = order.map((i) => lines[i]);
  orders.splice(0, orders.length, ...sorted);
  lines.splice(0, lines.length, ...sortedLines);
  const ids: number[] = [];
  await insertChunked(
    orders.map((o, i) => ({ o, i })),
    500,
    async (chunk) => {
      const rows = await db
        .insert(t.orders)
        .values(chunk.map((c) => c.o))
        .returning({ id: t.orders.id });
      ids.push(...rows.map((r) => r.id));
    },
  );
  await insertChunked(
    lines.flatMap((ls, i) =>
      ls.map((l) => ({
        order_id: ids[i],
        type: 1,
        product_id: l.product.id,
        total_order: l.qty,
        price: l.product.price,
      })),
    ),
    1000,
    (chunk) => db.insert(t.orderItems).values(chunk),
  );

  const moves: OrderMove[] = [];
  orders.forEach((o, i) => {
    const state = o.is_order as OrderStatus;
    if (state !== 4 && state !== 5 && state !== 6) return;
    const shippedAt = (o.transport_dt as Date).getTime();
    for (const l of lines[i]) {
      moves.push({
        product_id: l.product.id,
        kind: 'order_shipped',
        change: -l.qty,
        order_id: ids[i],
        at: new Date(shippedAt),
      });
      if (state === 6) {
        moves.push({
          product_id: l.product.id,
          kind: 'order_returned',
          change: l.qty,
          order_id: ids[i],
          at: new Date(Math.max(shippedAt, Math.min(shippedAt + 4 * DAY, now - DAY))),
        });
      }
    }
  });
  return moves;
}

/**
 * Confirmed orders that have not shipped hold their lines back: each stock item's `reserved`
 * is the sum of those lines. An order whose lines the stock no longer covers (the demo sets
 * used the products since) is cancelled instead.
 */
export async function reserveOpenOrders(db: DbOrTx) {
  const open = await db
    .select({
      order: t.orderItems.order_id,
      product: t.orderItems.product_id,
      qty: t.orderItems.total_order,
    })
    .from(t.orderItems)
    .innerJoin(t.orders, eq(t.orders.id, t.orderItems.order_id))
    .where(inArray(t.orders.is_order, [1, 2, 3]))
    .orderBy(asc(t.orderItems.order_id));
  const stock = await db
    .select({ id: t.inventory.id, product: t.inventory.product_id, balance: t.inventory.inventory })
    .from(t.inventory);
  const item = new Map(stock.map((s) => [s.product, { ...s, reserved: 0 }]));
  const byOrder = new Map<number, typeof open>();
  for (const l of open) byOrder.set(l.order, [...(byOrder.get(l.order) ?? []), l]);
  const cancelled: number[] = [];
  for (const [order, ls] of byOrder) {
    const fits = ls.every((l) => {
      const s = item.get(l.product);
      return s && s.reserved + l.qty <= s.balance;
    });
    if (!fits) {
      cancelled.push(order);
      continue;
    }
    for (const l of ls) item.get(l.product)!.reserved += l.qty;
  }
  if (cancelled.length) {
    await db
      .update(t.orders)
      .set({ is_order: 9, is_confirm_order: confirmStageOf(9) })
      .where(inArray(t.orders.id, cancelled));
  }
  for (const s of item.values()) {
    if (s.reserved > 0) {
      await db.update(t.inventory).set({ reserved: s.reserved }).where(eq(t.inventory.id, s.id));
    }
  }
}

/** The demo's orders packed or past it went into their parcels whole (every line scanned). */
export async function markPackedOrders(db: DbOrTx) {
  await db.execute(sql`
    UPDATE order_items SET packed = total_order
    WHERE order_id IN (SELECT id FROM orders WHERE is_order IN (3, 4, 5, 6))`);
}
