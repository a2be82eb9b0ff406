import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { STOCK_MAX, type MovementDoc, type MovementKind } from '../../contract/schemas/inventory';
import { th } from '../../i18n/th';
import type { Tx } from '../db/client';
import { inventory, products, productSets, shops, stockMovements } from '../db/schema';
import { ApiError } from '../errors';
import type { EventBus } from '../events';
import { notifyShop } from './notifications';
import { stockLow } from './webhooks';
import { fill } from '../text';

// The stock ledger (DESIGN.md "Stock is a ledger"): every change of a balance goes through
// `moveStock`, which writes the balance and its movement row in the caller's transaction.

/** A change of one stock item's balance: by `change`, or to the balance `to`. */
export type StockMove = {
  inventoryId: number;
  kind: MovementKind;
  /** The reason or remark typed with the change. */
  remark?: string | null;
  /** The stored photo of the counted or adjusted stock. */
  photo?: string | null;
  /** The booking, order or set order that caused the change. */
  doc?: { type: MovementDoc; id: number };
  /** Who made the change (null: the system). */
  userId: number | null;
} & ({ change: number; to?: never } | { to: number; change?: never });

export interface MoveResult {
  id: number;
  inventory: number;
  change: number;
  movementId: number;
}

export const stockNotFound = () => new ApiError(404, th.server.stock.not_found);

/**
 * Moves one stock item's balance and records the movement, in the caller's transaction: the
 * item is locked (`FOR UPDATE`, so concurrent moves of it queue and none is lost), a balance
 * below zero is refused (400), and a balance falling to or below the shop's reorder point
 * notifies the shop's users. An item removed from the list moves only by an 'initial'
 * movement, which brings it back.
 */
export async function moveStock(tx: Tx, events: EventBus, move: StockMove): Promise<MoveResult> {
  const [item] = await tx
    .select({
      inventory: inventory.inventory,
      reserved: inventory.reserved,
      reorder_point: inventory.reorder_point,
      deleted_at: inventory.deleted_at,
      shop_id: inventory.shop_id,
      product_id: inventory.product_id,
      product_set_id: inventory.product_set_id,
    })
    .from(inventory)
    .where(eq(inventory.id, move.inventoryId))
    .for('update');
  if (!item || (item.deleted_at && move.kind !== 'initial')) throw stockNotFound();
  const before = item.inventory;
  const change = move.to !== undefined ? move.to - before : move.change;
  const balance = before + change;
  if (balance < 0) {
    throw new ApiError(400, fill(th.server.stock.below_zero, { balance: before, needed: -change }));
  }
  if (balance > STOCK_MAX) throw new ApiError(400, th.server.stock.too_large);
  // Stock that confirmed orders hold stays until they ship or are cancelled.
  if (balance < item.reserved && change < 0) {
    throw new ApiError(
      400,
      fill(th.server.stock.below_reserved, { balance, reserved: item.reserved }),
    );
  }
  const now = new Date();
  await tx
    .update(inventory)
    .set({
      inventory: balance,
      updated_dt: now,
      ...(move.kind === 'initial' ? { deleted_at: null } : {}),
      ...(move.kind === 'stock_check' ? { last_checked_at: now } : {}),
    })
    .where(eq(inventory.id, move.inventoryId));
  const [movement] = await tx
    .insert(stockMovements)
    .values({
      inventory_id: move.inventoryId,
      kind: move.kind,
      change,
      balance,
      reason: move.remark || null,
      photo: move.photo ?? null,
      doc_type: move.doc?.type ?? null,
      doc_id: move.doc?.id ?? null,
      user_id: move.userId,
      created_dt: now,
    })
    .returning({ id: stockMovements.id });
  const point = item.reorder_point;
  if (point !== null && balance <= point && before > point) {
    await notifyReorder(tx, events, { ...item, id: move.inventoryId, balance, point });
  }
  return { id: move.inventoryId, inventory: balance, change, movementId: movement.id };
}

/**
 * Tells the shop's users that a product's stock has reached its reorder point, and the shop's
 * programs (the `stock.low` webhook, of the stock on hand, as the inventory list flags it).
 */
async function notifyReorder(
  tx: Tx,
  events: EventBus,
  item: {
    id: number;
    shop_id: number;
    reserved: number;
    product_id: number | null;
    product_set_id: number | null;
    balance: number;
    point: number;
  },
) {
  // The item is a product's or a product set's.
  const named = item.product_id === null ? productSets : products;
  const [about] = await tx
    .select({
      product: named.product_name_th,
      code: named.customer_product_id,
      shop: shops.shop_name,
    })
    .from(named)
    .innerJoin(shops, eq(shops.id, named.shop_id))
    .where(eq(named.id, item.product_id ?? item.product_set_id ?? 0));
  const message = fill(th.server.stock.reorder_reached, {
    ...about,
    balance: item.balance,
    point: item.point,
  });
  await notifyShop(tx, events, item.shop_id, message);
  await stockLow(tx, item.shop_id, {
    inventory_id: item.id,
    product_id: item.product_id,
    product_set_id: item.product_set_id,
    sku: about?.code ?? '',
    name: about?.product ?? '',
    on_hand: item.balance,
    reserved: item.reserved,
    reorder_point: item.point,
  });
}

/**
 * Adds a stock item for a product of a shop with its first balance (an 'initial' movement).
 * A product whose item is live already is refused (409); one removed from the list is brought
 * back with its history.
 */
export async function addStockItem(
  tx: Tx,
  events: EventBus,
  item: { shopId: number; productId: number; amount: number; userId: number },
): Promise<MoveResult> {
  await tx
    .insert(inventory)
    .values({
      shop_id: item.shopId,
      product_id: item.productId,
      inventory: 0,
      created_by: item.userId,
      // New rows start removed: the 'initial' movement below brings them onto the list.
      deleted_at: new Date(),
    })
    .onConflictDoNothing({ target: [inventory.shop_id, inventory.product_id] });
  const [row] = await tx
    .select({ id: inventory.id, deleted_at: inventory.deleted_at })
    .from(inventory)
    .where(and(eq(inventory.shop_id, item.shopId), eq(inventory.product_id, item.productId)))
    .for('update');
  if (!row.deleted_at) {
    throw new ApiError(409, th.server.stock.exists, { product_id: th.server.stock.exists });
  }
  return moveStock(tx, events, {
    inventoryId: row.id,
    kind: 'initial',
    to: item.amount,
    userId: item.userId,
  });
}

/**
 * Removes an empty stock item from the list (a 'deleted' movement); its row and movements
 * stay. An item holding stock is refused (400).
 */
export async function removeStockItem(tx: Tx, inventoryId: number, userId: number) {
  const [item] = await tx
    .select({ inventory: inventory.inventory })
    .from(inventory)
    .where(and(eq(inventory.id, inventoryId), isNull(inventory.deleted_at)))
    .for('update');
  if (!item) throw stockNotFound();
  if (item.inventory > 0) {
    throw new ApiError(400, fill(th.server.stock.delete_has_stock, { balance: item.inventory }));
  }
  const now = new Date();
  await tx
    .update(inventory)
    .set({ deleted_at: now, updated_dt: now })
    .where(eq(inventory.id, inventoryId));
  await tx.insert(stockMovements).values({
    inventory_id: inventoryId,
    kind: 'deleted',
    change: 0,
    balance: 0,
    user_id: userId,
    created_dt: now,
  });
}

/**
 * Records that the stock items were counted and confirmed: a 'stock_check' movement each.
 * Every id must name a live item (404 otherwise, nothing written); repeated ids count once.
 */
export async function checkStock(tx: Tx, events: EventBus, ids: number[], userId: number) {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  // Locked in id order, so two checks of overlapping selections cannot deadlock.
  const live = await tx
    .select({ id: inventory.id })
    .from(inventory)
    .where(and(inArray(inventory.id, unique), isNull(inventory.deleted_at)))
    .orderBy(asc(inventory.id))
    .for('update');
  if (live.length !== unique.length) throw stockNotFound();
  for (const inventoryId of unique) {
    await moveStock(tx, events, { inventoryId, kind: 'stock_check', change: 0, userId });
  }
  const [{ now }] = await tx
    .select({ now: sql<string>`max(${inventory.last_checked_at})` })
    .from(inventory)
    .where(inArray(inventory.id, unique));
  return { checked: unique.length, checked_at: new Date(now).toISOString() };
}
