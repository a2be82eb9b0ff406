import { z } from 'zod';
import { MAX_IDS } from '../limits';
import {
  bodyId,
  callerUid,
  chosenId,
  filledList,
  idQuery,
  messages,
  pageQuery,
  queryId,
  shopListQuery,
} from './common';
import { listedProduct, recordStamps } from './products';

/** The longest reason/remark of a stock change (spec part 2 §9: remarks at most 200). */
export const STOCK_REMARK_MAX = 200;
/** The largest balance a stock item may hold. */
export const STOCK_MAX = 10_000_000;

/**
 * Kinds of stock movement (DESIGN.md "Stock is a ledger"), in the order a ledger reads them.
 * Their Thai names are `app.stock.kinds.<kind>` in the i18n catalogue.
 */
export const MOVEMENT_KINDS = [
  'initial',
  'adjustment',
  'stock_check',
  'booking_received',
  'set_assembled',
  'set_consumed',
  'set_disassembled',
  'set_returned',
  'order_shipped',
  'order_returned',
  'deleted',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
/** The documents that cause movements (a booking, a customer order, a product-set order). */
export const MOVEMENT_DOCS = ['booking', 'order', 'set_order'] as const;
export type MovementDoc = (typeof MOVEMENT_DOCS)[number];

/** Messages are keys of i18n/th.ts (`validation.stock.*`): the server and the app translate them. */
const m = messages('stock');

const quantity = (requiredKey: string) =>
  z.number(m(requiredKey)).int(m('whole')).min(0, m('non_negative')).max(STOCK_MAX, m('too_large'));

export const inventoryListQuery = z.strictObject(shopListQuery);

/** A row of the inventory list (spec part 2 §3.2 "Inventory item") with its check and reorder state. */
export const inventoryListRow = z.object({
  id: z.number(),
  product_id: z.number(),
  shop_id: z.number(),
  ...listedProduct,
  pic: z.string().nullable(),
  inven_pic: z.string().nullable(),
  inventory: z.number(),
  /** The shop's minimum stock for the product; null when none is set. */
  reorder_point: z.number().nullable(),
  /** True when a reorder point is set and the stock is at or below it. */
  low_stock: z.boolean(),
  /** When the item was last counted and confirmed (ISO time), if ever. */
  last_checked_at: z.string().nullable(),
});
export type InventoryListRow = z.infer<typeof inventoryListRow>;

export const inventoryIdQuery = z.strictObject({ inventory_id: queryId });

/** One stock item as read (data[0]): the list row plus its shop and shelf total. */
export const inventoryRecord = inventoryListRow.extend({
  shop_name: z.string(),
  shop_no: z.string(),
  /** The amount the shelf bins hold; differs from `inventory` when the bins do not add up. */
  shelf_total: z.number(),
  ...recordStamps,
});
export type InventoryRecord = z.infer<typeof inventoryRecord>;

/** Create payload (spec part 2 §3.2): a stock item for a product of the shop. */
export const inventoryCreate = z.strictObject({
  uid: callerUid,
  shop_id: chosenId(m('shop_required')),
  product_id: chosenId(m('product_required')),
  inventory_amount: quantity('amount_required'),
});
export type InventoryCreate = z.input<typeof inventoryCreate>;

/**
 * Update payload (spec part 2 §3.2): the adjusted quantity (empty keeps the current stock,
 * §5.2), the reason or remark, and the photo key the upload call answered for this item.
 */
export const inventoryUpdate = z.strictObject({
  id: bodyId,
  uid: callerUid,
  inventory_amount: quantity('amount_required').nullable().optional(),
  remark: z.string().trim().max(STOCK_REMARK_MAX, m('remark_max')).optional(),
  inven_pic: z.string().max(100).nullable().optional(),
});
export type InventoryUpdate = z.input<typeof inventoryUpdate>;

export const inventoryDeleteQuery = idQuery;

/** Multipart fields of the photo of an adjusted stock (file: inven_pic). */
export const inventoryPicFields = z.strictObject({ shop_id: queryId, inventory_id: queryId });
export const INVENTORY_PIC_FILE = 'inven_pic';
export const inventoryPicReply = z.object({ inven_pic: z.string() });

/** Stock check of selected items: `inventory_id` is a list of {id}. */
export const stockCheckBody = z.strictObject({
  inventory_id: filledList(z.strictObject({ id: bodyId }), m('select_items')).max(
    MAX_IDS,
    m('too_many_items'),
  ),
});
export const stockCheckReply = z.object({ checked: z.number(), checked_at: z.string() });

/** A shop's minimum stock for a product (null removes it). */
export const reorderPointBody = z.strictObject({
  inventory_id: bodyId,
  reorder_point: quantity('amount_required').nullable(),
});

/** Shelf bins of a product: `shelf_code` is a floor; empty (or missing) means every floor. */
export const shelfQuery = z.strictObject({
  product_id: queryId,
  shelf_code: z.string().trim().max(20).optional(),
});
export const shelfFloor = z.object({
  floor: z.string(),
  data: z.array(z.object({ shelf: z.string(), amount: z.number() })),
});
export type ShelfFloor = z.infer<typeof shelfFloor>;

/** The movement history of one stock item, newest first. */
export const movementListQuery = z.strictObject({
  inventory_id: queryId,
  ...pageQuery,
});
export const movementRow = z.object({
  id: z.number(),
  created_dt: z.string(),
  kind: z.enum(MOVEMENT_KINDS),
  /** Signed: what the movement added (positive) or took out (negative). */
  change: z.number(),
  balance: z.number(),
  user_name: z.string().nullable(),
  remark: z.string().nullable(),
  photo: z.string().nullable(),
  doc_type: z.enum(MOVEMENT_DOCS).nullable(),
  doc_id: z.number().nullable(),
});
export type MovementRow = z.infer<typeof movementRow>;
