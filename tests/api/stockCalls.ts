import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { BodyOf } from '../../contract/endpoints';
import type {
  InventoryListRow,
  InventoryRecord,
  MovementRow,
  ShelfFloor,
} from '../../contract/schemas/inventory';
import { inventory, products, stockMovements } from '../../server/db/schema';
import { call, postForm, type Reply, type Upload } from './helpers';

/** A 1×1 PNG: the server judges images by their content. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Query = Record<string, string | number>;

/** The stock screen's calls, each as the signed-in page of `cookie` makes it. */
export function stockCalls(app: FastifyInstance) {
  return {
    list: (cookie: string, query: Query) =>
      call<InventoryListRow[]>(app, 'GET', 'inventory-getinventoryproducts', { cookie, query }),
    item: (cookie: string, id: number) =>
      call<InventoryRecord[]>(app, 'GET', 'inventory-getinventoryproductsbyid', {
        cookie,
        query: { inventory_id: id },
      }),
    create: (cookie: string, body: BodyOf<'inventoryCreate'> | Record<string, unknown>) =>
      call<{ id: number }>(app, 'POST', 'inventory-createinventory', { cookie, body }),
    update: (cookie: string, body: BodyOf<'inventoryUpdate'> | Record<string, unknown>) =>
      call<{ id: number; inventory: number; change: number }>(
        app,
        'PUT',
        'inventory-updateinventory',
        { cookie, body },
      ),
    remove: (cookie: string, id: number) =>
      call<null>(app, 'DELETE', 'inventory-deleteinventory', { cookie, query: { id } }),
    check: (cookie: string, ids: number[]) =>
      call<{ checked: number; checked_at: string }>(app, 'POST', 'inventory-multiplestockcheck', {
        cookie,
        body: { inventory_id: ids.map((id) => ({ id })) },
      }),
    shelves: (cookie: string, query: Query) =>
      call<ShelfFloor[]>(app, 'GET', 'product-getshelfmobile', { cookie, query }),
    movements: (cookie: string, query: Query) =>
      call<MovementRow[]>(app, 'GET', 'inventory-getstockmovements', { cookie, query }),
    reorder: (cookie: string, inventoryId: number, point: number | null) =>
      call<{ id: number; reorder_point: number | null }>(
        app,
        'PUT',
        'inventory-updatereorderpoint',
        { cookie, body: { inventory_id: inventoryId, reorder_point: point } },
      ),
    /** The photo of an adjusted stock, uploaded as the edit page does. */
    async upload(
      cookie: string,
      fields: Record<string, string | number>,
      file: Buffer | null = PNG,
    ): Promise<Reply<{ inven_pic: string }>> {
      const files: Record<string, Upload> = file
        ? { inven_pic: { name: 'stock.png', content: file } }
        : {};
      const res = await postForm(app, 'upload-uploadeditinvenpic', cookie, fields, files);
      return { status: res.statusCode, body: res.json() };
    },
  };
}

/** What the database holds of the ledger: each item's balance, its movements' sum and balances. */
export async function ledger(app: FastifyInstance) {
  const db = app.database.db;
  const rows = await db
    .select({ id: inventory.id, balance: inventory.inventory, deleted_at: inventory.deleted_at })
    .from(inventory)
    .orderBy(inventory.id);
  const moves = await db
    .select({
      inventory_id: stockMovements.inventory_id,
      change: stockMovements.change,
      balance: stockMovements.balance,
    })
    .from(stockMovements)
    .orderBy(stockMovements.id);
  const items = rows.map((r) => {
    const own = moves.filter((m) => m.inventory_id === r.id);
    return {
      id: r.id,
      balance: r.balance,
      deleted: r.deleted_at !== null,
      sum: own.reduce((s, m) => s + m.change, 0),
      lowest: own.length ? Math.min(...own.map((m) => m.balance)) : 0,
      last: own.at(-1)?.balance ?? null,
    };
  });
  return { items, movements: moves.length };
}

/** Every item's movements sum to its balance, the last one shows it, and nothing is negative. */
export async function expectLedgerBalanced(app: FastifyInstance) {
  const { items } = await ledger(app);
  for (const item of items) {
    expect(item.sum, `item ${item.id}: movements sum to the balance`).toBe(item.balance);
    expect(item.balance, `item ${item.id}`).toBeGreaterThanOrEqual(0);
    expect(item.lowest, `item ${item.id}`).toBeGreaterThanOrEqual(0);
    if (item.last !== null) expect(item.last, `item ${item.id}: last balance`).toBe(item.balance);
  }
  return items;
}

/** Products of the shop with no stock item at all (live or removed). */
export async function unstockedProducts(app: FastifyInstance, shopId: number) {
  const rows = await app.database.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.shop_id, shopId),
        notInArray(
          products.id,
          // Stock items of product sets name no product.
          app.database.db
            .select({ id: inventory.product_id })
            .from(inventory)
            .where(isNotNull(inventory.product_id)),
        ),
      ),
    )
    .orderBy(products.id);
  return rows.map((r) => r.id);
}

/** The stock item row as the database holds it. */
export async function itemRow(app: FastifyInstance, id: number) {
  const [row] = await app.database.db.select().from(inventory).where(eq(inventory.id, id));
  return row;
}
