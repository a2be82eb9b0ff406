import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  returnCount,
  SET_ORDER_STATUS,
  type SetOrderStatus,
  type SetOrderUpdate,
} from '../../contract/schemas/productSets';
import { th } from '../../i18n/th';
import type { Caller } from '../auth/session';
import type { Tx } from '../db/client';
import {
  inventory,
  products,
  productSetItems,
  productSetOrders,
  productSets,
  stockMovements,
  users,
} from '../db/schema';
import { ApiError } from '../errors';
import type { EventBus } from '../events';
import { notifyShop } from './notifications';
import { moveStock } from './stock';
import { fill } from '../text';

// Product-set orders (kitting; DESIGN.md "Documents move through state machines"): the one
// place that decides who may change a set order, to what, and that moves its stock at status 4.

export const setOrderNotFound = () => new ApiError(404, th.server.set_order.not_found);

type OrderRow = typeof productSetOrders.$inferSelect;

/** The order, locked for the change (`FOR UPDATE`): a second change waits for the first. */
async function lockOrder(tx: Tx, id: number): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(productSetOrders)
    .where(eq(productSetOrders.id, id))
    .for('update');
  if (!order) throw setOrderNotFound();
  return order;
}

/** Picker and packer must be active staff. */
async function assertOfficers(tx: Tx, picks: { stocker: number; packer: number }) {
  const ids = [...new Set([picks.stocker, picks.packer])];
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.user_type_id, 3), eq(users.is_active, true)));
  const ok = new Set(found.map((u) => u.id));
  const errors: Record<string, string> = {};
  if (!ok.has(picks.stocker)) errors.stocker = th.server.set_order.not_officer;
  if (!ok.has(picks.packer)) errors.packer = th.server.set_order.not_officer;
  if (Object.keys(errors).length) throw new ApiError(400, th.server.validation, errors);
}

/**
 * Applies an update of a set order as the caller may make it, in the caller's transaction:
 * a shop user changes the count asked for while the order waits (status 1); staff assign
 * the picker and packer, set the adjusted count and choose any of the four statuses (spec
 * part 1: no transition rules). Entering 4 assembles the sets (`assemble`); leaving 4, or
 * changing the count at 4, first takes apart exactly what was assembled (`disassemble`).
 */
export async function updateSetOrder(
  tx: Tx,
  events: EventBus,
  caller: Caller,
  body: SetOrderUpdate,
): Promise<{ id: number; is_status: number; return_product_set: number }> {
  const order = await lockOrder(tx, body.id);
  // The order of another shop than the one named is not found there (staff name any shop).
  if (order.shop_id !== body.shop_id) throw setOrderNotFound();
  const now = new Date();
  if (!caller.isStaff) {
    if (order.is_status === SET_ORDER_STATUS.IMPORTED) {
      throw new ApiError(400, th.server.set_order.final);
    }
    // The shop's own fields only: naming people or a status is the warehouse's.
    const differs = (sent: number | null | undefined, stored: number | null) =>
      sent !== undefined && sent !== stored;
    if (
      differs(body.stocker, order.stocker) ||
      differs(body.packer, order.packer) ||
      differs(body.is_status, order.is_status)
    ) {
      throw new ApiError(403, th.server.set_order.staff_only);
    }
    if (order.is_status !== SET_ORDER_STATUS.WAITING_ASSIGN) {
      throw new ApiError(400, th.server.set_order.shop_locked);
    }
    if (body.inventory_amount < 1) {
      const message = th.validation.set.set_count_positive;
      throw new ApiError(400, message, { inventory_amount: message });
    }
    await tx
      .update(productSetOrders)
      .set({
        inventory: body.inventory_amount,
        inventory_amount: body.inventory_amount,
        updated_dt: now,
      })
      .where(eq(productSetOrders.id, order.id));
    return { id: order.id, is_status: order.is_status, return_product_set: 0 };
  }

  const errors: Record<string, string> = {};
  if (body.stocker == null) errors.stocker = th.validation.set.picker_required;
  if (body.packer == null) errors.packer = th.validation.set.packer_required;
  if (body.stocker == null || body.packer == null)
    throw new ApiError(400, th.server.validation, errors);
  await assertOfficers(tx, { stocker: body.stocker, packer: body.packer });

  const from = order.is_status as SetOrderStatus;
  const to = (body.is_status ?? from) as SetOrderStatus;
  const adjusted = body.inventory_amount;
  const returned = returnCount(order.inventory, adjusted);
  const wasIn = from === SET_ORDER_STATUS.IMPORTED;
  const isIn = to === SET_ORDER_STATUS.IMPORTED;
  // The sets in stock change when the order enters or leaves 4, or its count changes at 4.
  const restock = wasIn !== isIn || (isIn && adjusted !== order.inventory_amount);
  await tx
    .update(productSetOrders)
    .set({
      stocker: body.stocker,
      packer: body.packer,
      is_status: to,
      inventory_amount: adjusted,
      return_product_set: returned,
      updated_dt: now,
      finished_dt: isIn ? (wasIn ? order.finished_dt : now) : null,
    })
    .where(eq(productSetOrders.id, order.id));
  if (restock && wasIn) await disassemble(tx, events, order, caller.id);
  if (restock && isIn) {
    await assemble(tx, events, { ...order, inventory_amount: adjusted }, caller.id);
  }
  return { id: order.id, is_status: to, return_product_set: returned };
}

/**
 * Takes apart what the order assembled, in the caller's transaction: for each stock item its
 * movements for the order moved (the sets in, the components out), the opposite movement
 * ('set_disassembled', 'set_returned'), so the ledger ends as before the order entered 4,
 * whatever the set's make-up has become since. Refused, with nothing written, when the set's
 * stock no longer holds the sets (sold or adjusted away).
 */
async function disassemble(tx: Tx, events: EventBus, order: OrderRow, userId: number) {
  const doc = { type: 'set_order' as const, id: order.id };
  const moved = await tx
    .select({
      inventoryId: stockMovements.inventory_id,
      net: sql<number>`sum(${stockMovements.change})::int`,
    })
    .from(stockMovements)
    .where(and(eq(stockMovements.doc_type, 'set_order'), eq(stockMovements.doc_id, order.id)))
    .groupBy(stockMovements.inventory_id);
  const toUndo = moved.filter((m) => m.net !== 0);
  if (!toUndo.length) return;
  // Locked in id order, as kitting and the stock check lock: no deadlock between them.
  const items = await tx
    .select({
      id: inventory.id,
      balance: inventory.inventory,
      productSetId: inventory.product_set_id,
    })
    .from(inventory)
    .where(
      inArray(
        inventory.id,
        toUndo.map((m) => m.inventoryId),
      ),
    )
    .orderBy(asc(inventory.id))
    .for('update');
  for (const { inventoryId, net } of toUndo) {
    const item = items.find((i) => i.id === inventoryId);
    if (net > 0 && item?.productSetId != null && item.balance < net) {
      const [set] = await tx
        .select({ code: productSets.customer_product_id, name: productSets.product_name_th })
        .from(productSets)
        .where(eq(productSets.id, item.productSetId));
      throw new ApiError(
        400,
        fill(th.server.set_order.sets_gone, {
          code: set.code,
          set: set.name,
          balance: item.balance,
          sets: net,
        }),
      );
    }
  }
  for (const item of items) {
    const net = toUndo.find((m) => m.inventoryId === item.id)?.net ?? 0;
    await moveStock(tx, events, {
      inventoryId: item.id,
      kind: net > 0 ? 'set_disassembled' : 'set_returned',
      change: -net,
      doc,
      userId,
    });
  }
}

/**
 * Kitting at status 4, in the caller's transaction: each component leaves its stock
 * (num_per_set × the adjusted count, 'set_consumed') and the adjusted count of sets enters
 * the set's stock ('set_assembled'), each movement naming the order. Component items are
 * locked in id order (as the stock check locks), so two kittings cannot deadlock. A component
 * without a stock item, or short of stock, refuses the whole move (400, naming it).
 */
async function assemble(tx: Tx, events: EventBus, order: OrderRow, userId: number) {
  const sets = order.inventory_amount;
  const doc = { type: 'set_order' as const, id: order.id };
  const parts = await tx
    .select({
      productId: productSetItems.product_id,
      per: productSetItems.num_per_set,
      code: products.customer_product_id,
      name: products.product_name_th,
    })
    .from(productSetItems)
    .innerJoin(products, eq(products.id, productSetItems.product_id))
    .where(eq(productSetItems.product_set_id, order.product_set_id));
  const needed = parts.filter((p) => p.per > 0 && sets > 0);
  const items = needed.length
    ? await tx
        .select({ id: inventory.id, productId: inventory.product_id, balance: inventory.inventory })
        .from(inventory)
        .where(
          and(
            eq(inventory.shop_id, order.shop_id),
            inArray(
              inventory.product_id,
              needed.map((p) => p.productId),
            ),
            isNull(inventory.deleted_at),
          ),
        )
        .orderBy(asc(inventory.id))
        .for('update')
    : [];
  for (const part of needed) {
    const item = items.find((i) => i.productId === part.productId);
    const need = part.per * sets;
    if (!item || item.balance < need) {
      throw new ApiError(
        400,
        fill(th.server.set_order.components_short, {
          code: part.code,
          product: part.name,
          balance: item?.balance ?? 0,
          needed: need,
        }),
      );
    }
  }
  for (const item of items) {
    const part = needed.find((p) => p.productId === item.productId);
    if (!part) continue;
    await moveStock(tx, events, {
      inventoryId: item.id,
      kind: 'set_consumed',
      change: -part.per * sets,
      doc,
      userId,
    });
  }
  const setItem = await setStockItem(tx, order, userId);
  await moveStock(tx, events, {
    inventoryId: setItem,
    kind: 'set_assembled',
    change: sets,
    doc,
    userId,
  });

  const [set] = await tx
    .select({ code: productSets.customer_product_id, name: productSets.product_name_th })
    .from(productSets)
    .where(eq(productSets.id, order.product_set_id));
  await notifyShop(
    tx,
    events,
    order.shop_id,
    fill(th.server.set_order.finished, {
      order: order.ps_orderid,
      sets,
      code: set.code,
      set: set.name,
    }),
  );
}

/** The set's stock item: created empty when it has none, brought back when removed. */
async function setStockItem(tx: Tx, order: OrderRow, userId: number): Promise<number> {
  await tx
    .insert(inventory)
    .values({
      shop_id: order.shop_id,
      product_set_id: order.product_set_id,
      inventory: 0,
      created_by: userId,
    })
    .onConflictDoNothing({ target: [inventory.shop_id, inventory.product_set_id] });
  const [row] = await tx
    .select({ id: inventory.id, deleted_at: inventory.deleted_at })
    .from(inventory)
    .where(
      and(eq(inventory.shop_id, order.shop_id), eq(inventory.product_set_id, order.product_set_id)),
    )
    .for('update');
  if (row.deleted_at) {
    await tx.update(inventory).set({ deleted_at: null }).where(eq(inventory.id, row.id));
  }
  return row.id;
}

/** Deletes a set order: a shop user's only while it waits (1), staff's before it is final. */
export async function deleteSetOrder(tx: Tx, caller: Caller, id: number) {
  const order = await lockOrder(tx, id);
  if (order.is_status === SET_ORDER_STATUS.IMPORTED)
    throw new ApiError(400, th.server.set_order.final);
  if (!caller.isStaff && order.is_status !== SET_ORDER_STATUS.WAITING_ASSIGN)
    throw new ApiError(400, th.server.set_order.shop_locked);
  await tx.delete(productSetOrders).where(eq(productSetOrders.id, id));
}
