import { and, eq, isNull } from 'drizzle-orm';
import { th } from '../../i18n/th';
import { assertSelf } from '../auth/access';
import { inventory, products } from '../db/schema';
import { transaction } from '../db/transaction';
import {
  addStockItem,
  checkStock,
  moveStock,
  removeStockItem,
  stockNotFound,
} from '../domain/stock';
import { ApiError } from '../errors';
import { defineHandlers, type Deps } from '../registry';
import { detectImage } from '../storage/fileType';
import { stockReadHandlers } from './inventoryReads';

// Staff alone reach the writes (the contract's access); which shops a shop user may read is
// the contract's `shop` scope (server/shopScope.ts). Staff act on every shop, so the handlers
// answer unknown records, and records outside the shop named, themselves.
export function inventoryHandlers(deps: Deps) {
  const { db, events, files } = deps;

  /** A live stock item of the shop, else 404. */
  async function liveItem(id: number, shopId?: number) {
    const [row] = await db
      .select({ id: inventory.id, shop_id: inventory.shop_id, inven_pic: inventory.inven_pic })
      .from(inventory)
      .where(and(eq(inventory.id, id), isNull(inventory.deleted_at)));
    if (!row || (shopId !== undefined && row.shop_id !== shopId)) throw stockNotFound();
    return row;
  }

  return defineHandlers({
    ...stockReadHandlers(deps),

    inventoryCreate: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, body.product_id), eq(products.shop_id, body.shop_id)));
      if (!product) {
        throw new ApiError(404, th.server.product_not_found, {
          product_id: th.server.product_not_found,
        });
      }
      const moved = await transaction(db, (tx) =>
        addStockItem(tx, events, {
          shopId: body.shop_id,
          productId: body.product_id,
          amount: body.inventory_amount,
          userId: caller.id,
        }),
      );
      return { id: moved.id };
    },

    inventoryUpdate: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      const item = await liveItem(body.id);
      const photo = body.inven_pic ?? null;
      // The photo is the one the upload call stored for this item.
      if (photo !== null && photo !== item.inven_pic) {
        throw new ApiError(400, th.server.stock.photo_unknown, {
          inven_pic: th.server.stock.photo_unknown,
        });
      }
      const remark = body.remark || null;
      return transaction(db, async (tx) => {
        const to = body.inventory_amount ?? undefined;
        const move = {
          inventoryId: body.id,
          kind: 'adjustment' as const,
          remark,
          photo,
          userId: caller.id,
        };
        if (remark !== null || photo !== null) {
          // An empty quantity keeps the stock; a remark or photo is still recorded (change 0).
          const moved = await moveStock(
            tx,
            events,
            to !== undefined ? { ...move, to } : { ...move, change: 0 },
          );
          return { id: body.id, inventory: moved.inventory, change: moved.change };
        }
        // Without a remark or photo, only a quantity that differs from the balance is a movement.
        const [locked] = await tx
          .select({ inventory: inventory.inventory })
          .from(inventory)
          .where(and(eq(inventory.id, body.id), isNull(inventory.deleted_at)))
          .for('update');
        if (!locked) throw stockNotFound();
        if (to === undefined || to === locked.inventory) {
          return { id: body.id, inventory: locked.inventory, change: 0 };
        }
        const moved = await moveStock(tx, events, { ...move, to });
        return { id: body.id, inventory: moved.inventory, change: moved.change };
      });
    },

    inventoryDelete: async ({ caller, query }) => {
      await transaction(db, (tx) => removeStockItem(tx, query.id, caller.id));
      return null;
    },

    inventoryPic: async ({ body, files: uploads }) => {
      const item = await liveItem(body.inventory_id, body.shop_id);
      const file = uploads.inven_pic;
      if (!file) {
        throw new ApiError(400, th.server.stock.photo_required, {
          inven_pic: th.server.stock.photo_required,
        });
      }
      const kind = await detectImage(file.buffer);
      if (!kind) throw new ApiError(400, th.server.image_only, { inven_pic: th.server.image_only });
      // Earlier photos stay stored: the movements that recorded them still show them.
      const key = await files.put(file.buffer, kind.ext);
      await db
        .update(inventory)
        .set({ inven_pic: key, updated_dt: new Date() })
        .where(eq(inventory.id, item.id));
      return { inven_pic: key };
    },

    stockCheck: async ({ caller, body }) =>
      transaction(db, (tx) =>
        checkStock(
          tx,
          events,
          body.inventory_id.map((i) => i.id),
          caller.id,
        ),
      ),
  });
}
