import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { BodyOf } from '../../contract/endpoints';
import type { SetOrderRecord } from '../../contract/schemas/productSets';
import { inventory, products } from '../../server/db/schema';
import { transaction } from '../../server/db/transaction';
import { addStockItem } from '../../server/domain/stock';
import { call } from './helpers';

let serial = 0;

/** The fields of a product or set a test does not care about. */
export const itemFields = (shopId: number) =>
  ({
    shop_id: shopId,
    brand_th: 'ทดสอบ',
    brand_en: 'Test',
    product_name_th: `สินค้าทดสอบ ${++serial}`,
    product_name_en: `Test item ${serial}`,
    product_type: 1,
    customer_product_id: `T-${Date.now()}-${serial}`,
    price: 10,
    vat_nonvat: 1 as const,
    unit: 1,
    size: 1,
    item_barcode_upc: '8850000000001',
    item_total: 1,
    item_wide: 1,
    item_long: 1,
    item_high: 1,
    item_weight: 1,
  }) satisfies Partial<BodyOf<'productCreate'>>;

/** Set calls and fixtures of one test server. */
export function setFixtures(app: FastifyInstance) {
  const db = app.database.db;

  /** A fresh product of the shop, with a stock item holding `stock` (none when null). */
  async function stockedProduct(shopId: number, stock: number | null) {
    const [p] = await db
      .insert(products)
      .values({ ...itemFields(shopId), fp_product_id: `FP${1_950_000_000_000 + ++serial}` })
      .returning({
        id: products.id,
        code: products.customer_product_id,
        name: products.product_name_th,
      });
    let inventoryId: number | null = null;
    if (stock !== null) {
      inventoryId = (
        await transaction(db, (tx) =>
          addStockItem(tx, app.events, { shopId, productId: p.id, amount: stock, userId: 1 }),
        )
      ).id;
    }
    return { id: p.id, code: p.code, name: p.name, inventoryId };
  }

  /** Creates a set through the API as `cookie` (a shop user of the shop). */
  async function createSet(
    cookie: string,
    shopId: number,
    parts: { product_id: number; amount: number }[],
  ) {
    const res = await call<{ id: number; fp_product_id: string }>(
      app,
      'POST',
      'productset-insertproductset',
      { cookie, body: { ...itemFields(shopId), product: parts } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id;
  }

  /** Asks for `count` sets through the API as `cookie`. */
  async function createOrder(cookie: string, shopId: number, setId: number, count: number) {
    const res = await call<{ id: number; ps_orderid: string }>(
      app,
      'POST',
      'productset-createsetinventory',
      {
        cookie,
        body: {
          shop_id: shopId,
          product_set_order: [{ productset_id: setId, inventory_amount: count }],
        },
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id;
  }

  /** Updates an order of shop 1 (the body may name another shop). */
  const updateOrder = (cookie: string, body: Record<string, unknown>) =>
    call<{ id: number; is_status: number; return_product_set: number }>(
      app,
      'PUT',
      'productset-updatesetinventory',
      { cookie, body: { shop_id: 1, ...body } },
    );

  const readOrder = async (cookie: string, id: number) =>
    call<SetOrderRecord[]>(app, 'GET', 'productset-getsetinventorybyid', {
      cookie,
      query: { invenset_id: id },
    });

  /** Balances of stock items by id, and how many movements each has. */
  async function balances(ids: number[]) {
    const rows = await db
      .select({
        id: inventory.id,
        balance: inventory.inventory,
        moves: sql<number>`(SELECT count(*)::int FROM stock_movements m WHERE m.inventory_id = "inventory"."id")`,
      })
      .from(inventory)
      .where(inArray(inventory.id, ids))
      .orderBy(inventory.id);
    return rows;
  }

  /** The set's stock item, if it has one. */
  async function setItem(setId: number) {
    const [row] = await db
      .select({ id: inventory.id, balance: inventory.inventory })
      .from(inventory)
      .where(and(eq(inventory.product_set_id, setId)));
    return row;
  }

  return { stockedProduct, createSet, createOrder, updateOrder, readOrder, balances, setItem };
}
