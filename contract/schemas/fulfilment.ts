import { z } from 'zod';
import {
  bodyId,
  callerUid,
  filledList,
  messages,
  queryId,
  queryInt,
  searchPageQuery,
} from './common';
import {
  orderListRow,
  orderRecord,
  ORDER_STATUS,
  ORDER_STATUSES,
  type OrderStatus,
} from './orders';

/**
 * Confirming and shipping customer orders (spec part 3 §2 "Confirm-order list", "Confirm-order
 * edit", "Shipping-order list", §4; DESIGN.md "customer order"). The moves of the order's
 * state machine, who may make each, and the confirm screen's stage live here, once.
 */

/** Who makes a move: the order's shop, or the warehouse (staff). */
export type Mover = 'shop' | 'staff';

/**
 * The moves of is_order (DESIGN.md): confirm (reserves stock), picking and packing by the
 * warehouse, shipping (from confirmed, picking or packed: the warehouse picks and packs on
 * the way; sets the tracking number and takes the reserved stock out), delivered or returned
 * (stock comes back), cancelled from 0–3 (the reservation released). The shop confirms or
 * cancels its draft and may still cancel a confirmed order the warehouse has not started;
 * everything else is the warehouse's. Forward only; 5, 6 and 9 are final.
 */
export const ORDER_MOVES: Record<OrderStatus, Partial<Record<OrderStatus, readonly Mover[]>>> = {
  0: { 1: ['shop', 'staff'], 9: ['shop'] },
  1: { 2: ['staff'], 3: ['staff'], 4: ['staff'], 9: ['shop', 'staff'] },
  2: { 3: ['staff'], 4: ['staff'], 9: ['staff'] },
  3: { 4: ['staff'], 9: ['staff'] },
  4: { 5: ['staff'], 6: ['staff'] },
  5: {},
  6: {},
  9: {},
};

/** The statuses `mover` may move an order to from `from`, in the catalogue's order. */
export const movesOf = (from: OrderStatus, mover: Mover): OrderStatus[] =>
  ORDER_STATUSES.filter((to) => ORDER_MOVES[from][to]?.includes(mover));

/**
 * is_confirm_order, the confirm screen's stage of an order: 0 waiting to be confirmed, 1 in
 * the warehouse (confirmed, picking, packed), 2 shipped, 3 final (delivered, returned or
 * cancelled: another icon on the list, the status read-only, no save; spec part 3 §4).
 */
export const CONFIRM_STAGE = { WAITING: 0, IN_WAREHOUSE: 1, SHIPPED: 2, FINAL: 3 } as const;
export const confirmStageOf = (status: number): number => {
  if (status === ORDER_STATUS.DRAFT) return CONFIRM_STAGE.WAITING;
  if (status === ORDER_STATUS.SHIPPED) return CONFIRM_STAGE.SHIPPED;
  if (status >= ORDER_STATUS.CONFIRMED && status < ORDER_STATUS.SHIPPED)
    return CONFIRM_STAGE.IN_WAREHOUSE;
  return CONFIRM_STAGE.FINAL;
};

/** The shipping list lists orders the warehouse has (confirmed to returned, not cancelled). */
export const SHIPPING_LISTED: readonly OrderStatus[] = [1, 2, 3, 4, 5, 6];
/** Selection on the shipping list is blocked from is_order 4 (spec part 3 §4). */
export const isShippable = (status: number) =>
  status >= ORDER_STATUS.CONFIRMED && status < ORDER_STATUS.SHIPPED;
/** The confirm list's bulk confirm takes drafts. */
export const isConfirmable = (status: number) => status === ORDER_STATUS.DRAFT;

/**
 * The tabs of the confirm and shipping lists, each the orders of some statuses: the work to
 * do first (waiting to be confirmed; in the warehouse, ready to ship), then what is done. A
 * list without a tab shows every order it lists.
 */
export const ORDER_TABS = {
  waiting: [ORDER_STATUS.DRAFT],
  in_warehouse: [ORDER_STATUS.CONFIRMED, ORDER_STATUS.PICKING, ORDER_STATUS.PACKED],
  shipped: [ORDER_STATUS.SHIPPED],
  final: [ORDER_STATUS.DELIVERED, ORDER_STATUS.RETURNED, ORDER_STATUS.CANCELLED],
  closed: [ORDER_STATUS.DELIVERED, ORDER_STATUS.RETURNED],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderTab = keyof typeof ORDER_TABS;
/** The confirm list's tabs, the first its work queue; each is a stage (`confirmStageOf`). */
export const CONFIRM_TABS = ['waiting', 'in_warehouse', 'shipped', 'final'] as const;
/** The shipping list's tabs (its orders, confirmed to returned), the first its work queue. */
export const SHIPPING_TABS = ['in_warehouse', 'shipped', 'closed'] as const;

/** The shipping list's search modes (spec part 3 §2): 1 by shop, 2 by delivery channel. */
export const SHIPPING_SEARCH = { SHOP: 1, CHANNEL: 2 } as const;

/** Orders selected for a bulk action at once, at most. */
export const BULK_MAX = 500;

const m = messages('fulfilment');

/** The confirm-order list (order-getconfirmorders): a shop's orders, newest first. */
export const confirmListQuery = z.strictObject({
  shop_id: queryId,
  /** Only the orders of this tab. */
  tab: z.enum(CONFIRM_TABS).optional(),
  ...searchPageQuery,
});
/** The confirm list's tab counts: the list's query without a tab and its paging. */
export const confirmTabsQuery = confirmListQuery.pick({ shop_id: true, search: true });

/** The shipping-order list (order-getshippingorders): by shop (1) or by delivery channel (2). */
export const shippingListQuery = z.strictObject({
  search_mode: queryInt(1, 2).optional(),
  /** Mode 1: the shop (required). Mode 2: narrows to one shop; else every shop the caller has. */
  shop_id: queryId.optional(),
  /** Mode 2: the delivery channel (required). */
  delivery_mode: queryId.optional(),
  /** Only the orders of this tab. */
  tab: z.enum(SHIPPING_TABS).optional(),
  ...searchPageQuery,
});
/** The shipping list's tab counts: the list's query without a tab and its paging. */
export const shippingTabsQuery = shippingListQuery.pick({
  search_mode: true,
  shop_id: true,
  delivery_mode: true,
  search: true,
});

/**
 * A row of the confirm and shipping lists: the order list's row with what these screens show
 * of the order (`delivery_status` 'ด่วน', express, is shown in red).
 */
export const fulfilmentRow = orderListRow.extend(
  orderRecord.pick({
    shop_id: true,
    shop_name: true,
    order_dt: true,
    is_confirm_order: true,
    shipping_type: true,
    delivery_status: true,
    cod: true,
    transport_dt: true,
  }).shape,
);
export type FulfilmentRow = z.infer<typeof fulfilmentRow>;

/** Confirm-order edit's save (order-updateconfirmorder): the order and its chosen status. */
export const confirmOrderBody = z.strictObject({
  uid: callerUid,
  shop_id: bodyId,
  id: bodyId,
  is_order: z.literal(ORDER_STATUSES, m('status_required')),
});

/** The confirm-order edit's form: the status is required ('กรุณาเลือกข้อมูลสถานะ'). */
export const confirmOrderForm = z.object({
  is_order: z.number(m('status_required')).int(m('status_required')),
});

const selected = z.strictObject({ id: bodyId, shop_id: bodyId });
/** The selected orders of a bulk action: at least one, at most BULK_MAX. */
const selection = filledList(selected, m('select_orders')).max(BULK_MAX, m('too_many'));

/** Bulk confirm (order-updatemultipleconfirmorder). */
export const confirmOrdersBody = z.strictObject({
  uid: callerUid,
  confirm_order: selection,
});
/** Bulk ship (order-updatemultipleshippingorder). */
export const shipOrdersBody = z.strictObject({
  uid: callerUid,
  shipping_order: selection,
});

/** One order moved: its new state and, once shipped, its tracking number. */
export const movedOrder = orderRecord.pick({
  id: true,
  order_id: true,
  is_order: true,
  is_confirm_order: true,
  tracking_no: true,
});
export type MovedOrder = z.infer<typeof movedOrder>;

/**
 * What a bulk action did: the orders moved (or already there: a second click changes
 * nothing) and each order it could not move, with the reason in Thai. An order is moved
 * whole or not at all.
 */
export const bulkReply = z.object({
  done: z.array(movedOrder),
  refused: z.array(z.object({ id: z.number(), order_id: z.string(), message: z.string() })),
});
export type BulkReply = z.infer<typeof bulkReply>;
