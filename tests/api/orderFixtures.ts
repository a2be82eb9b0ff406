import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { OrderCreate, OrderLine } from '../../contract/schemas/orders';
import { inventory, lookups, productSets, subdistricts } from '../../server/db/schema';
import { transaction } from '../../server/db/transaction';
import { moveStock } from '../../server/domain/stock';
import { orderCustomer, orderDates } from '../fixtures/order';
import { call } from './helpers';
import { itemFields, setFixtures } from './setFixtures';

/** Order calls and fixtures of one test server. */
export function orderFixtures(app: FastifyInstance) {
  const db = app.database.db;
  const sets = setFixtures(app);
  let place: { subdistrict_id: number; delivery_channel_id: number } | undefined;

  /** Huai Khwang, Bangkok (10 / 1017 / 101701, 10310), and the first delivery channel. */
  async function where() {
    if (place) return place;
    const [sub] = await db
      .select({ id: subdistricts.id })
      .from(subdistricts)
      .where(eq(subdistricts.subdist_code, '101701'));
    const [channel] = await db
      .select({ id: lookups.id })
      .from(lookups)
      .where(eq(lookups.category, 'delivery_channel'))
      .orderBy(lookups.id)
      .limit(1);
    place = { subdistrict_id: sub.id, delivery_channel_id: channel.id };
    return place;
  }

  /** A valid create payload of the shop with these lines. */
  async function orderBody(
    shopId: number,
    lines: OrderLine[],
    extra: Partial<OrderCreate> = {},
  ): Promise<OrderCreate> {
    const p = await where();
    return {
      shop_id: shopId,
      ...orderDates,
      title_id: 1,
      ...orderCustomer,
      address: '99/1 ถนนรัชดาภิเษก',
      province_id: 10,
      district_id: 1017,
      subdistrict_id: p.subdistrict_id,
      postcode: '10310',
      cod: 1,
      delivery_channel_id: p.delivery_channel_id,
      shipping_type: 2,
      distcount: 0,
      remark: '',
      product: lines,
      ...extra,
    };
  }

  /** A fresh product of the shop at `price` with `stock` on hand (none when null). */
  async function product(shopId: number, stock: number | null, price = 10) {
    const p = await sets.stockedProduct(shopId, stock);
    if (price !== 10) {
      await db.execute(sql`UPDATE products SET price = ${price} WHERE id = ${p.id}`);
    }
    return { ...p, price };
  }

  /** A set of the shop (one of a fresh product) at `price` with `stock` assembled sets. */
  async function set(shopId: number, stock: number, price = 50) {
    const part = await sets.stockedProduct(shopId, 100);
    const [row] = await db
      .insert(productSets)
      .values({
        ...itemFields(shopId),
        price,
        fp_product_id: `FPS${1_960_000_000_000 + part.id}`,
      })
      .returning({ id: productSets.id, code: productSets.customer_product_id });
    await db.execute(
      sql`INSERT INTO product_set_items (product_set_id, product_id, num_per_set) VALUES (${row.id}, ${part.id}, 1)`,
    );
    const [item] = await db
      .insert(inventory)
      .values({ shop_id: shopId, product_set_id: row.id, inventory: 0 })
      .returning({ id: inventory.id });
    if (stock > 0) {
      await transaction(db, (tx) =>
        moveStock(tx, app.events, { inventoryId: item.id, kind: 'initial', to: stock, userId: 1 }),
      );
    }
    return { id: row.id, code: row.code, inventoryId: item.id, price };
  }

  /** Holds `reserved` of an item back, as a confirmed order would. */
  async function reserve(inventoryId: number, reserved: number) {
    await db.update(inventory).set({ reserved }).where(eq(inventory.id, inventoryId));
  }

  /** Creates an order through the API as `cookie`; expects 200. */
  async function create(cookie: string, body: OrderCreate) {
    const res = await call<{ id: number; order_id: string; total_price: number }>(
      app,
      'POST',
      'order-createorder',
      { cookie, body },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }

  /** Puts an order in a state directly (the confirm and shipping screens move it there). */
  async function setState(id: number, isOrder: number) {
    await db.execute(sql`UPDATE orders SET is_order = ${isOrder} WHERE id = ${id}`);
  }

  async function stockOf(inventoryId: number) {
    const [row] = await db
      .select({ inventory: inventory.inventory, reserved: inventory.reserved })
      .from(inventory)
      .where(and(eq(inventory.id, inventoryId)));
    return row;
  }

  return { orderBody, product, set, reserve, create, setState, stockOf, where };
}
