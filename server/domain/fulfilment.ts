import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import {
  confirmStageOf,
  movesOf,
  ORDER_MOVES,
  type BulkReply,
  type MovedOrder,
  type Mover,
  SHIPPING_LISTED,
} from '../../contract/schemas/fulfilment';
import { LINE_TYPE, ORDER_STATUS, type OrderStatus } from '../../contract/schemas/orders';
import type { AuditChange } from '../../contract/schemas/roles';
import { th } from '../../i18n/th';
import type { Caller } from '../auth/session';
import type { Db, Tx } from '../db/client';
import {
  inventory,
  lookups,
  orderItems,
  orders,
  products,
  productSets,
  titles,
} from '../db/schema';
import { transaction } from '../db/transaction';
import { ApiError } from '../errors';
import type { EventBus } from '../events';
import type { CarrierDriver } from '../integrations/carrier';
import { notifyShop } from './notifications';
import { orderNotFound, recordOrderMove } from './orders';
import { moveStock } from './stock';
import { fill } from '../text';
import { shopsCovered } from '../auth/access';

/**
 * The orders handed to shipping (is_order 1 confirmed to 6 returned), written as the partial
 * indexes orders_shipping_shop_idx and orders_shipping_channel_idx say it (literals: the
 * planner matches the index by them).
 */
export const statusRun = (from: number, to: number) =>
  sql`${orders.is_order} BETWEEN ${sql.raw(String(from))} AND ${sql.raw(String(to))}`;
export const SHIPPING_FILTER = statusRun(
  Math.min(...SHIPPING_LISTED),
  Math.max(...SHIPPING_LISTED),
);

// The customer order's state machine (DESIGN.md "customer order"; the moves and who makes
// them are contract/schemas/fulfilment.ts ORDER_MOVES). Each move runs in one transaction:
// the order is locked, the move checked (who, from which state), its stock effect written
// with its movement rows, the order's state, its history entry and the shop's notification
// saved. Moving an order to the state it is in changes nothing, so a second click or a second
// tab is harmless.

const statusName = (s: number) => th.app.orders.status[s as OrderStatus] ?? String(s);

export interface MoveDeps {
  events: EventBus;
  carrier: CarrierDriver;
  /** Tells the marketplace of an order from it that ships (server/domain/marketplaceSync.ts). */
  sync?: {
    shipped(tx: Tx, order: { id: number; shop_id: number; sources: number }): Promise<void>;
  };
}

/** The order, locked for this transaction, with what a move needs of it. */
async function lockOrder(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: orders.id,
      order_id: orders.order_id,
      shop_id: orders.shop_id,
      sources: orders.sources,
      is_order: orders.is_order,
      tracking_no: orders.tracking_no,
      shipping_type: orders.shipping_type,
      cod: orders.cod,
      total_price: orders.total_price,
      first_name: orders.customer_firstname,
      last_name: orders.customer_lastname,
      tel: orders.tel,
      address: orders.address,
      postcode: orders.postcode,
      delivery_channel_id: orders.delivery_channel_id,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  return row;
}
type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/** The order's lines with their stock items, the items locked in id order (no deadlock). */
async function lockLines(tx: Tx, orderId: number) {
  const lines = await tx
    .select({
      type: orderItems.type,
      product_id: orderItems.product_id,
      product_set_id: orderItems.product_set_id,
      qty: orderItems.total_order,
      code: sql<string>`coalesce(${products.customer_product_id}, ${productSets.customer_product_id})`,
      name: sql<string>`coalesce(${products.product_name_th}, ${productSets.product_name_th})`,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.product_id))
    .leftJoin(productSets, eq(productSets.id, orderItems.product_set_id))
    .where(eq(orderItems.order_id, orderId))
    .orderBy(asc(orderItems.id));
  const productIds = lines.flatMap((l) => (l.product_id === null ? [] : [l.product_id]));
  const setIds = lines.flatMap((l) => (l.product_set_id === null ? [] : [l.product_set_id]));
  const items = await tx
    .select({
      id: inventory.id,
      product_id: inventory.product_id,
      product_set_id: inventory.product_set_id,
      inventory: inventory.inventory,
      reserved: inventory.reserved,
      deleted_at: inventory.deleted_at,
    })
    .from(inventory)
    .where(
      or(
        productIds.length ? inArray(inventory.product_id, productIds) : sql`false`,
        setIds.length ? inArray(inventory.product_set_id, setIds) : sql`false`,
      ),
    )
    .orderBy(asc(inventory.id))
    .for('update');
  return lines.map((line) => ({
    ...line,
    item: items.find((i) =>
      line.type === LINE_TYPE.PRODUCT
        ? i.product_id === line.product_id
        : i.product_set_id === line.product_set_id,
    ),
  }));
}
type Line = Awaited<ReturnType<typeof lockLines>>[number];

/** Holds the lines' stock for the order; refused, naming every short line, when it is not there. */
async function reserve(tx: Tx, order: LockedOrder, lines: Line[]) {
  const short = lines.flatMap((l) => {
    const available = l.item && !l.item.deleted_at ? l.item.inventory - l.item.reserved : 0;
    return l.qty > available
      ? [
          fill(th.server.fulfilment.short_line, {
            code: l.code,
            name: l.name,
            available,
            needed: l.qty,
          }),
        ]
      : [];
  });
  if (short.length) {
    throw new ApiError(
      400,
      fill(th.server.fulfilment.short, { order: order.order_id, lines: short.join(', ') }),
    );
  }
  for (const l of lines) {
    await tx
      .update(inventory)
      .set({ reserved: sql`${inventory.reserved} + ${l.qty}` })
      .where(eq(inventory.id, l.item!.id));
  }
}

/** Lets go of the stock the order held. */
async function release(tx: Tx, lines: Line[]) {
  for (const l of lines) {
    if (!l.item) continue;
    await tx
      .update(inventory)
      .set({ reserved: sql`greatest(${inventory.reserved} - ${l.qty}, 0)` })
      .where(eq(inventory.id, l.item.id));
  }
}

/** The carrier's booking of the parcel: its tracking number (503 when it cannot be reached). */
async function book(tx: Tx, deps: MoveDeps, order: LockedOrder, lines: Line[]) {
  const [channel] = await tx
    .select({ key: lookups.enum_values })
    .from(lookups)
    .where(
      and(eq(lookups.category, 'delivery_channel'), eq(lookups.id, order.delivery_channel_id)),
    );
  const [title] = await tx
    .select({ name: titles.title_name_th })
    .from(titles)
    .innerJoin(orders, eq(orders.title_id, titles.id))
    .where(eq(orders.id, order.id));
  const tracking = await deps.carrier.book({
    id: order.id,
    reference: order.order_id,
    channel: channel?.key ?? '',
    express: order.shipping_type === 1,
    cod_amount: order.cod ? Number(order.total_price) : null,
    recipient: {
      name: `${title?.name ?? ''}${order.first_name} ${order.last_name}`.trim(),
      phone: order.tel,
      address: order.address,
      postcode: order.postcode,
    },
    pieces: lines.reduce((n, l) => n + l.qty, 0),
  });
  if (!tracking) throw new ApiError(503, th.server.fulfilment.carrier_unavailable);
  return tracking;
}

/** The line's stock item; a line whose product has none cannot leave or come back (400). */
function stockItemOf(l: Line) {
  if (!l.item)
    throw new ApiError(
      400,
      fill(th.server.fulfilment.no_stock_item, { code: l.code, name: l.name }),
    );
  return l.item;
}

/** The reserved stock leaves the warehouse: reservation and on-hand less, a movement each. */
async function shipOut(tx: Tx, deps: MoveDeps, order: LockedOrder, lines: Line[], userId: number) {
  for (const l of lines) {
    const item = stockItemOf(l);
    await tx
      .update(inventory)
      .set({ reserved: sql`greatest(${inventory.reserved} - ${l.qty}, 0)` })
      .where(eq(inventory.id, item.id));
    await moveStock(tx, deps.events, {
      inventoryId: item.id,
      kind: 'order_shipped',
      change: -l.qty,
      doc: { type: 'order', id: order.id },
      userId,
    });
  }
}

/** A returned parcel's stock comes back (an item removed from the list meanwhile returns to it). */
async function takeBack(tx: Tx, deps: MoveDeps, order: LockedOrder, lines: Line[], userId: number) {
  for (const l of lines) {
    const item = stockItemOf(l);
    if (item.deleted_at) {
      await tx.update(inventory).set({ deleted_at: null }).where(eq(inventory.id, item.id));
    }
    await moveStock(tx, deps.events, {
      inventoryId: item.id,
      kind: 'order_returned',
      change: l.qty,
      doc: { type: 'order', id: order.id },
      userId,
    });
  }
}

/** What the shop's users are told of each move (picking and packing are the warehouse's own). */
const NOTICE: Partial<Record<OrderStatus, keyof typeof th.server.fulfilment.notice>> = {
  1: 'confirmed',
  4: 'shipped',
  5: 'delivered',
  6: 'returned',
  9: 'cancelled',
};

const moved = (
  o: { id: number; order_id: string; tracking_no: string | null },
  status: number,
): MovedOrder => ({
  id: o.id,
  order_id: o.order_id,
  is_order: status,
  is_confirm_order: confirmStageOf(status),
  tracking_no: o.tracking_no,
});

/**
 * Moves one order to `to` for `caller`, in the caller's transaction, and writes the move to the
 * order's history with the caller as its author (a marketplace's own cancel: the user who
 * connected the shop). 404 for an order that is not there or not the caller's (or not of
 * `shopId` when given); 400 for a move the state machine does not have; 403 for one that is
 * the other side's.
 */
export async function moveOrder(
  tx: Tx,
  deps: MoveDeps,
  caller: Caller,
  target: { id: number; shopId?: number },
  to: OrderStatus,
  opts: {
    /** The move to packed comes from the packing (every line scanned, or its override). */
    packed?: boolean;
    /** Other fields the move changed, kept in its history entry (a pack override's reason). */
    also?: AuditChange[];
  } = {},
): Promise<MovedOrder> {
  const order = await lockOrder(tx, target.id);
  if (
    !order ||
    (target.shopId !== undefined && order.shop_id !== target.shopId) ||
    (!caller.isStaff && !caller.shopIds.has(order.shop_id))
  ) {
    throw orderNotFound();
  }
  const from = order.is_order as OrderStatus;
  if (from === to) return moved(order, from);
  const movers = ORDER_MOVES[from]?.[to];
  const names = { order: order.order_id, from: statusName(from), to: statusName(to) };
  if (!movers) throw new ApiError(400, fill(th.server.fulfilment.bad_move, names));
  const mover: Mover = caller.isStaff ? 'staff' : 'shop';
  if (!movers.includes(mover)) {
    const message = mover === 'shop' ? 'staff_only' : 'shop_only';
    throw new ApiError(403, fill(th.server.fulfilment[message], names));
  }
  // Packed means every line went into the parcel: scanned, or packed by staff with a reason.
  if (to === ORDER_STATUS.PACKED && !opts.packed) {
    const [short] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orderItems)
      .where(and(eq(orderItems.order_id, order.id), lt(orderItems.packed, orderItems.total_order)));
    if (short.n > 0) throw new ApiError(400, fill(th.server.packing.not_scanned, names));
  }
  const lines = await lockLines(tx, order.id);
  let tracking = order.tracking_no;
  const reserved = from >= ORDER_STATUS.CONFIRMED && from < ORDER_STATUS.SHIPPED;
  if (to === ORDER_STATUS.CONFIRMED) await reserve(tx, order, lines);
  if (to === ORDER_STATUS.CANCELLED && reserved) await release(tx, lines);
  if (to === ORDER_STATUS.SHIPPED) {
    tracking = await book(tx, deps, order, lines);
    await shipOut(tx, deps, order, lines, caller.id);
    await deps.sync?.shipped(tx, order);
  }
  if (to === ORDER_STATUS.RETURNED) await takeBack(tx, deps, order, lines, caller.id);
  const now = new Date();
  await tx
    .update(orders)
    .set({
      is_order: to,
      is_confirm_order: confirmStageOf(to),
      updated_dt: now,
      ...(to === ORDER_STATUS.SHIPPED ? { tracking_no: tracking, transport_dt: now } : {}),
    })
    .where(eq(orders.id, order.id));
  await recordOrderMove(tx, caller.id, order.id, { from, to, also: opts.also });
  const notice = NOTICE[to];
  if (notice) {
    const message = fill(th.server.fulfilment.notice[notice], {
      order: order.order_id,
      tracking: tracking ?? '',
    });
    await notifyShop(tx, deps.events, order.shop_id, message);
  }
  return moved({ ...order, tracking_no: tracking }, to);
}

/**
 * Moves each selected order to `to` in a transaction of its own: every order moves whole or
 * not at all, and one that cannot (short of stock, in another state, not the caller's) is
 * reported with the reason while the others move. An order selected twice moves once.
 */
export async function moveOrders(
  db: Db,
  deps: MoveDeps,
  caller: Caller,
  selected: { id: number; shop_id: number }[],
  to: OrderStatus,
): Promise<BulkReply> {
  const reply: BulkReply = { done: [], refused: [] };
  const seen = new Set<number>();
  for (const s of selected) {
    if (seen.has(s.id)) continue;
    seen.add(s.id);
    try {
      reply.done.push(
        await transaction(db, (tx) =>
          moveOrder(tx, deps, caller, { id: s.id, shopId: s.shop_id }, to),
        ),
      );
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const [row] = await db
        .select({ order_id: orders.order_id, shop_id: orders.shop_id })
        .from(orders)
        .where(eq(orders.id, s.id));
      // An order not the caller's is not named to them.
      const named = row && (caller.isStaff || caller.shopIds.has(row.shop_id));
      reply.refused.push({ id: s.id, order_id: named ? row.order_id : '', message: e.message });
    }
  }
  return reply;
}

/** The statuses the caller may choose on the confirm screen: the order's own, then its moves. */
export function choicesFor(caller: Caller, status: OrderStatus): OrderStatus[] {
  return [status, ...movesOf(status, caller.isStaff ? 'staff' : 'shop')];
}

/** The orders a list may show the caller: of `shopId` when named, else of every shop they have. */
export const shopScopeOf = (caller: Caller, shopId: number | undefined) =>
  shopsCovered(orders.shop_id, caller, shopId);
