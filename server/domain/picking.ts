import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { LINE_TYPE, ORDER_STATUS } from '../../contract/schemas/orders';
import { th } from '../../i18n/th';
import type { Caller } from '../auth/session';
import type { DbOrTx, Tx } from '../db/client';
import {
  inventory,
  orderItems,
  orders,
  pickLines,
  pickLists,
  products,
  productSets,
  shelfBins,
  shelfStock,
  shops,
} from '../db/schema';
import { ApiError } from '../errors';
import { fill } from '../text';
import { moveOrder, type MoveDeps } from './fulfilment';

// Pick lists (DESIGN.md "customer order": 2 picking, on a pick list): confirmed orders picked
// together, their lines gathered per stock item and shelf bin in walking order (floor, then
// bin code), as the stock items' bins record where the stock is. Picking moves no stock: the
// ledger changes only when the orders ship.

const t = th.server.picking;

const staffOnly = (caller: Caller) => {
  if (!caller.isStaff) throw new ApiError(403, t.staff_only);
};

/**
 * A pick list of confirmed orders (none already on a list): each moves to picking, and the
 * list's lines say how many of each item to take from which bin. Answers the list's id.
 */
export async function createPickList(tx: Tx, deps: MoveDeps, caller: Caller, ids: number[]) {
  staffOnly(caller);
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  const found = await tx
    .select({
      id: orders.id,
      order_id: orders.order_id,
      is_order: orders.is_order,
      pick_list_id: orders.pick_list_id,
    })
    .from(orders)
    .where(inArray(orders.id, wanted))
    .orderBy(asc(orders.id))
    .for('update');
  if (found.length !== wanted.length) throw new ApiError(404, th.server.order.not_found);
  for (const o of found) {
    if (o.is_order !== ORDER_STATUS.CONFIRMED || o.pick_list_id !== null) {
      throw new ApiError(400, fill(t.not_pickable, { order: o.order_id }));
    }
  }
  const [list] = await tx
    .insert(pickLists)
    .values({ pick_no: `tmp-${wanted[0]}-${Date.now()}`, created_by: caller.id })
    .returning({ id: pickLists.id });
  const pickNo = `PL${String(list.id).padStart(6, '0')}`;
  await tx.update(pickLists).set({ pick_no: pickNo }).where(eq(pickLists.id, list.id));
  for (const o of found) {
    await moveOrder(tx, deps, caller, { id: o.id }, ORDER_STATUS.PICKING);
  }
  await tx.update(orders).set({ pick_list_id: list.id }).where(inArray(orders.id, wanted));

  // How many of each stock item the orders take.
  const needs = await tx
    .select({
      inventory_id: inventory.id,
      product_id: inventory.product_id,
      quantity: sql<number>`sum(${orderItems.total_order})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .innerJoin(
      inventory,
      and(
        eq(inventory.shop_id, orders.shop_id),
        sql`(${orderItems.type} = ${LINE_TYPE.PRODUCT} AND ${inventory.product_id} = ${orderItems.product_id})
          OR (${orderItems.type} = ${LINE_TYPE.SET} AND ${inventory.product_set_id} = ${orderItems.product_set_id})`,
      ),
    )
    .where(inArray(orderItems.order_id, wanted))
    .groupBy(inventory.id, inventory.product_id)
    .orderBy(asc(inventory.id));
  const productIds = needs.flatMap((n) => (n.product_id === null ? [] : [n.product_id]));
  const bins = productIds.length
    ? await tx
        .select({
          product_id: shelfStock.product_id,
          bin_id: shelfBins.id,
          amount: shelfStock.amount,
        })
        .from(shelfStock)
        .innerJoin(shelfBins, eq(shelfBins.id, shelfStock.bin_id))
        .where(and(inArray(shelfStock.product_id, productIds), sql`${shelfStock.amount} > 0`))
        .orderBy(asc(shelfBins.floor), asc(shelfBins.code))
    : [];
  const lines: (typeof pickLines.$inferInsert)[] = [];
  for (const need of needs) {
    let left = need.quantity;
    // The bins in walking order, each giving what it holds, until the need is met.
    for (const bin of bins.filter((b) => b.product_id === need.product_id)) {
      if (left === 0) break;
      const take = Math.min(left, bin.amount);
      lines.push({
        pick_list_id: list.id,
        inventory_id: need.inventory_id,
        bin_id: bin.bin_id,
        quantity: take,
      });
      left -= take;
    }
    // A set, or stock no bin records: taken from wherever it is.
    if (left > 0) {
      lines.push({
        pick_list_id: list.id,
        inventory_id: need.inventory_id,
        bin_id: null,
        quantity: left,
      });
    }
  }
  if (lines.length) await tx.insert(pickLines).values(lines);
  return { id: list.id, pick_no: pickNo };
}

/** The pick list of a scanned number (PL000001). */
export async function pickListIdOf(db: DbOrTx, code = '') {
  const [list] = await db
    .select({ id: pickLists.id })
    .from(pickLists)
    .where(eq(pickLists.pick_no, code.toUpperCase()));
  if (!list) throw new ApiError(404, fill(t.code_not_found, { code }));
  return list.id;
}

/** A pick list with its orders and its lines in walking order (bins first, then no bin). */
export async function pickListOf(db: DbOrTx, id: number) {
  const [list] = await db.select().from(pickLists).where(eq(pickLists.id, id));
  if (!list) throw new ApiError(404, t.not_found);
  const listOrders = await db
    .select({
      id: orders.id,
      order_id: orders.order_id,
      shop_name: shops.shop_name,
      is_order: orders.is_order,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shop_id))
    .where(eq(orders.pick_list_id, id))
    .orderBy(asc(orders.id));
  const column = (name: 'customer_product_id' | 'product_name_th' | 'item_barcode_upc') =>
    sql<string>`coalesce(${products[name]}, ${productSets[name]})`;
  const lines = await db
    .select({
      id: pickLines.id,
      floor: shelfBins.floor,
      bin_code: shelfBins.code,
      code: column('customer_product_id'),
      name: column('product_name_th'),
      item_barcode: column('item_barcode_upc'),
      quantity: pickLines.quantity,
      picked: pickLines.picked,
      short_reason: pickLines.short_reason,
    })
    .from(pickLines)
    .innerJoin(inventory, eq(inventory.id, pickLines.inventory_id))
    .leftJoin(products, eq(products.id, inventory.product_id))
    .leftJoin(productSets, eq(productSets.id, inventory.product_set_id))
    .leftJoin(shelfBins, eq(shelfBins.id, pickLines.bin_id))
    .where(eq(pickLines.pick_list_id, id))
    .orderBy(
      sql`${shelfBins.floor} IS NULL`,
      asc(shelfBins.floor),
      asc(shelfBins.code),
      asc(pickLines.id),
    );
  return {
    id: list.id,
    pick_no: list.pick_no,
    created_at: list.created_at.toISOString(),
    orders: listOrders,
    lines,
  };
}

/**
 * Records what was taken for a line: all of it, or fewer with the reason (a short pick).
 * Staff only; the list's orders must still be picking.
 */
export async function pickLine(
  tx: Tx,
  caller: Caller,
  input: { id: number; picked: number; short_reason?: string },
) {
  staffOnly(caller);
  const [line] = await tx
    .select({ id: pickLines.id, quantity: pickLines.quantity, list: pickLines.pick_list_id })
    .from(pickLines)
    .where(eq(pickLines.id, input.id))
    .for('update');
  if (!line) throw new ApiError(404, t.line_not_found);
  if (input.picked > line.quantity) {
    throw new ApiError(400, fill(t.too_many, { quantity: line.quantity }), {
      picked: fill(t.too_many, { quantity: line.quantity }),
    });
  }
  const reason = input.short_reason?.trim() || null;
  if (input.picked < line.quantity && !reason) {
    throw new ApiError(400, t.short_reason_required, { short_reason: t.short_reason_required });
  }
  await tx
    .update(pickLines)
    .set({
      picked: input.picked,
      short_reason: input.picked < line.quantity ? reason : null,
      picked_by: caller.id,
      picked_at: new Date(),
    })
    .where(eq(pickLines.id, line.id));
  const [open] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.pick_list_id, line.list), eq(orders.is_order, ORDER_STATUS.PICKING)));
  return { id: line.id, picked: input.picked, short_reason: reason, open_orders: open.n };
}

/** Orders that may go on a pick list: confirmed and on none yet (for the staff's choice). */
export const pickable = and(
  eq(orders.is_order, ORDER_STATUS.CONFIRMED),
  isNull(orders.pick_list_id),
);
