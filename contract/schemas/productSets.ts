import { z } from 'zod';
import {
  bodyId,
  callerUid,
  chosenId,
  filledList,
  idQuery,
  messages,
  personNames,
  queryId,
  shopListQuery,
} from './common';
import {
  hasInventory,
  productCard,
  productFields,
  productPicReply,
  productRecord,
  serverOwned,
  TEXT_MAX,
} from './products';
import { STOCK_MAX } from './inventory';

/** Prefix of a set's generated id (spec part 1 §3 "Product set"), followed by milliseconds. */
export const SET_ID_PREFIX = 'FPS';
/** Prefix of a product-set order number (spec part 1 §9), followed by milliseconds. */
export const SET_ORDER_PREFIX = 'ORP';
/** The most products one set may hold. */
export const SET_PRODUCTS_MAX = 100;

/** Messages are keys of i18n/th.ts (`validation.set.*`): the server and the app translate them. */
const m = messages('set');

const id = (key: string) => chosenId(m(key));

/** A whole count ≥ 0 (spec part 1 §5 "Product set": count fields are whole numbers, min 0). */
const count = (requiredKey: string) =>
  z.number(m(requiredKey)).int(m('whole')).min(0, m('non_negative')).max(STOCK_MAX, m('too_large'));
const optionalCount = count('whole').default(0);

/** One product of a set and how many of it one set holds. */
export const setProductInput = z.strictObject({
  product_id: id('product_required'),
  amount: count('amount_required'),
});

/**
 * What the user types for a set: the product's fields (same rules and messages), with the
 * set's own wording for the item count, whole-number counts, the packaging texts and the
 * products. VAT is read one way everywhere: 1 no tax, 2 has tax (contract/enums.ts VAT_OPTION).
 */
export const setFields = {
  ...productFields,
  item_total: count('item_total_required'),
  inner_pack_total: optionalCount,
  case_total: optionalCount,
  package: z.string().trim().max(TEXT_MAX, m('package_max')).default(''),
  pack_product: z.string().trim().max(TEXT_MAX, m('pack_product_max')).default(''),
  product: filledList(setProductInput, m('products_required'))
    .max(SET_PRODUCTS_MAX, m('too_many_products'))
    .refine(
      (rows) => new Set(rows.map((r) => r.product_id)).size === rows.length,
      m('duplicate_product'),
    ),
};

/** The product's server-owned keys, and the packed set's photo (it changes through the upload). */
const setServerOwned = {
  ...serverOwned,
  pic_pack_product: z.string().nullable().optional(),
};

export const productSetInput = z.strictObject({ ...setFields, ...setServerOwned });
export type ProductSetInput = z.input<typeof productSetInput>;
export const productSetUpdate = z.strictObject({
  id: bodyId,
  ...setFields,
  ...setServerOwned,
});
export type ProductSetUpdate = z.input<typeof productSetUpdate>;

/** A product of a set as read (spec part 1 §3 "Product set": each contained product). */
export const setProductRow = z.object({
  ...productCard,
  num_per_set: z.number(),
  product_type_name: z.string(),
  price: z.number(),
});
export type SetProductRow = z.infer<typeof setProductRow>;

/** A set as read (data[0]): the product's fields, the packaging, its stock and its products. */
export const productSetRecord = productRecord.extend({
  package: z.string(),
  pack_product: z.string(),
  pic_pack_product: z.string().nullable(),
  /** The set's own stock of assembled sets, from the ledger. */
  inventory: z.number(),
  /** The stock item holding the set's balance (its movement history), once it has one. */
  inventory_id: z.number().nullable(),
  product: z.array(setProductRow),
});
export type ProductSetRecord = z.infer<typeof productSetRecord>;

export const productSetListQuery = z.strictObject(shopListQuery);

/** A row of the set list (spec part 1 §3 "Product set": list rows). */
export const productSetListRow = z.object({
  ...productCard,
  fp_product_id: z.string(),
  item_barcode_upc: z.string(),
  shop_name: z.string(),
  inventory: z.number(),
  has_inventory: hasInventory,
});
export type ProductSetListRow = z.infer<typeof productSetListRow>;

export const productSetIdQuery = z.strictObject({ productset_id: queryId });

/** Multipart fields of the set photos (files: itempic, innerpic, casepic, pp_product). */
export const productSetPicFields = z.strictObject({ shop_id: queryId, productset_id: queryId });
export const PRODUCT_SET_PIC_FILES = ['itempic', 'innerpic', 'casepic', 'pp_product'] as const;
export const productSetPicReply = productPicReply.extend({
  pic_pack_product: z.string().nullable(),
});
export type ProductSetPicReply = z.infer<typeof productSetPicReply>;

// --- product-set orders (kitting; DESIGN.md "Documents move through state machines") ---

/** is_status of a set order (spec part 1 §4); Thai names are `app.setOrder.status.<n>`. */
export const SET_ORDER_STATUS = {
  WAITING_ASSIGN: 1,
  WAITING_PICK: 2,
  PICKED: 3,
  IMPORTED: 4,
} as const;
export const SET_ORDER_STATUSES = [1, 2, 3, 4] as const;
export type SetOrderStatus = (typeof SET_ORDER_STATUSES)[number];

/** How each status shows on a status chip (components/StatusChip.tsx). */
export const SET_ORDER_TONE: Record<SetOrderStatus, 'default' | 'warning' | 'info' | 'success'> = {
  1: 'default',
  2: 'warning',
  3: 'info',
  4: 'success',
};

/**
 * The return count of spec part 1 §4: the requested sets not assembled; 0 when the
 * adjusted count exceeds the requested one.
 */
export const returnCount = (requested: number, adjusted: number) =>
  adjusted > requested ? 0 : requested - adjusted;

const setCount = z
  .number(m('set_count_required'))
  .int(m('set_count_positive'))
  .min(1, m('set_count_positive'))
  .max(STOCK_MAX, m('too_large'));

/** One set of an order and the number of sets asked for. */
const setOrderLine = z.strictObject({
  productset_id: id('set_required'),
  inventory_amount: setCount,
});

/**
 * Create payload (spec part 1 §3 "Product-set order"): the order number (`ORP` + milliseconds;
 * kept when well-formed and unused, else the server makes one) and the set with its count.
 * The spec's list holds the one set the screen chose; an order is for one set.
 */
export const setOrderCreate = z.strictObject({
  uid: callerUid,
  shop_id: id('shop_required'),
  ps_order_productId: z.string().max(32).optional(),
  product_set_order: z.array(setOrderLine, m('set_required')).length(1, m('set_required')),
});
export type SetOrderCreate = z.input<typeof setOrderCreate>;

/** The add-order form (spec part 1 §5 "Product-set order"): the shop, the set and its count. */
export const setOrderForm = z.object({ shop_id: id('shop_required'), ...setOrderLine.shape });

/**
 * Update payload (spec part 1 §3). A shop user, while the order waits (status 1), changes the
 * number of sets asked for (`inventory_amount`). Staff set the picker (`stocker`), the packer,
 * the status and the adjusted count (`inventory_amount`: the sets actually assembled); the
 * return count is computed by the server (`returnCount`), whatever is sent.
 */
export const setOrderUpdate = z.strictObject({
  id: bodyId,
  shop_id: id('shop_required'),
  uid: callerUid,
  inventory_amount: count('adjusted_required'),
  stocker: id('picker_required').nullable().optional(),
  packer: id('packer_required').nullable().optional(),
  return_product_set: z.number().optional(),
  is_status: z.literal(SET_ORDER_STATUSES, m('status_required')).optional(),
});
export type SetOrderUpdate = z.input<typeof setOrderUpdate>;

export const setOrderListQuery = z.strictObject(shopListQuery);

/** A row of the set-order list (spec part 1 §3 "Product-set order": list row). */
export const setOrderListRow = z.object({
  id: z.number(),
  ps_orderid: z.string(),
  created_dt: z.string(),
  shop_name: z.string(),
  productset_id: z.number(),
  product_name_th: z.string(),
  /** The number of sets asked for. */
  inventory: z.number(),
  is_status: z.number(),
  status_name: z.string(),
});
export type SetOrderListRow = z.infer<typeof setOrderListRow>;

export const setOrderIdQuery = z.strictObject({ invenset_id: queryId });
export const setOrderDeleteQuery = idQuery;

/** A set order as read (data[0]): the row, the set, its products and the people. */
export const setOrderRecord = setOrderListRow.extend({
  shop_id: z.number(),
  /** The sets actually assembled (staff); equals `inventory` until staff change it. */
  inventory_amount: z.number(),
  return_product_set: z.number(),
  stocker: z.number().nullable(),
  packer: z.number().nullable(),
  set: productSetListRow.extend({ product_name_en: z.string(), brand_en: z.string() }),
  product: z.array(setProductRow),
  created_by: z.number().nullable(),
  updated_dt: z.string(),
  finished_dt: z.string().nullable(),
});
export type SetOrderRecord = z.infer<typeof setOrderRecord>;

/** The single-set picker of the add-order screen: the shop's sets, searched. */
export const setPickerQuery = productSetListQuery;

/** Staff who may be picker or packer (spec part 1 §3 "assignees": id and names). */
export const officerRow = z.object({ id: z.number(), ...personNames });
export type OfficerRow = z.infer<typeof officerRow>;

/** Multipart fields of the set import (file: product_sets). */
export const SET_IMPORT_FILE = 'product_sets';
