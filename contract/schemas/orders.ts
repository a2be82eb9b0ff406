import { z } from 'zod';
import {
  bodyId,
  chosenId,
  filledList,
  filledText,
  idQuery,
  lookupRow,
  messages,
  pageQuery,
  queryId,
  shopListQuery,
} from './common';
import { STOCK_MAX } from './inventory';
import { orderMarketplace } from './marketplaces';
import { MONEY_MAX, productCard, productLabel } from './products';
import { email, phone, postcode } from './register';

/**
 * Customer orders (spec part 2 §3.4, §4.4, §5.4; DESIGN.md "The warehouse domain", customer
 * order). Messages are keys of i18n/th.ts (`validation.order.*`): the server and the app
 * translate them.
 */

/** Prefix of an order number (spec part 2 §9), followed by the milliseconds of its creation. */
export const ORDER_ID_PREFIX = 'OR';
export const ORDER_ID_PATTERN = /^OR\d{13,16}$/;
export const REMARK_MAX = 200;
export const ORDER_LINES_MAX = 100;

/**
 * is_order, the customer order's state machine (DESIGN.md): 0 draft (the shop edits or
 * deletes it), 1 confirmed (stock reserved), 2 picking, 3 packed, 4 shipped, 5 delivered,
 * 6 returned, 9 cancelled. Thai names are `app.orders.status.<n>`.
 */
export const ORDER_STATUS = {
  DRAFT: 0,
  CONFIRMED: 1,
  PICKING: 2,
  PACKED: 3,
  SHIPPED: 4,
  DELIVERED: 5,
  RETURNED: 6,
  CANCELLED: 9,
} as const;
export const ORDER_STATUSES = [0, 1, 2, 3, 4, 5, 6, 9] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** enum_values of each status in the catalogue reply (master-getorderstatus). */
export const ORDER_STATUS_KEY: Record<OrderStatus, string> = {
  0: 'draft',
  1: 'confirmed',
  2: 'picking',
  3: 'packed',
  4: 'shipped',
  5: 'delivered',
  6: 'returned',
  9: 'cancelled',
};
/**
 * What the shop may choose on its own draft's form (spec §4.4 "current-status options"):
 * keep it a draft, or cancel it. Confirming is the confirm-order screen's, where stock is
 * reserved.
 */
export const ORDER_SHOP_CHOICES: readonly OrderStatus[] = [0, 9];
/** How each status shows on a status chip (components/StatusChip.tsx). */
export const ORDER_TONE: Record<OrderStatus, 'default' | 'warning' | 'info' | 'success' | 'error'> =
  {
    0: 'default',
    1: 'info',
    2: 'warning',
    3: 'warning',
    4: 'info',
    5: 'success',
    6: 'error',
    9: 'error',
  };

/** Cash on delivery (spec §9): 2 yes, 1 no. */
export const COD = { NO: 1, YES: 2 } as const;
/** Delivery format (spec §9): 1 express, 2 regular. Express shows as 'ด่วน' (spec part 3 §9). */
export const SHIPPING_TYPE = { EXPRESS: 1, REGULAR: 2 } as const;
/** A line's `type`: a product, or a product set (its stock is the set's own). */
export const LINE_TYPE = { PRODUCT: 1, SET: 2 } as const;
import { ORDER_SOURCE } from '../enums';
/** Where an order came from (`sources`), in the enum catalogue. */
export { ORDER_SOURCE };

const m = messages('order');
const id = (key: string) => chosenId(m(key));
const requiredText = (key: string, max: number) => filledText(m(key)).max(max, m('text_too_long'));
/** A calendar date, yyyy-mm-dd, that exists. */
const date = (key: string) =>
  filledText(m(key))
    .regex(/^\d{4}-\d{2}-\d{2}$/, m('date_invalid'))
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    }, m('date_invalid'));
/** A time of day, 24-hour hh:mm. */
const time = (key: string) =>
  filledText(m(key)).regex(/^([01]\d|2[0-3]):[0-5]\d$/, m('time_invalid'));

/** One line: a product or a set of the shop and how many (spec §3.4 `product`). */
export const orderLine = z.strictObject({
  product_id: id('product_required'),
  total_order: z
    .number(m('quantity_required'))
    .int(m('quantity_whole'))
    .min(1, m('quantity_positive'))
    .max(STOCK_MAX, m('too_large')),
  type: z.literal([LINE_TYPE.PRODUCT, LINE_TYPE.SET], m('product_required')),
});
export type OrderLine = z.input<typeof orderLine>;

/** What the user types (spec §5.4); both the form and the server check it. */
export const orderFields = {
  shop_id: id('shop_required'),
  order_dt: date('order_dt_required'),
  order_time: time('order_time_required'),
  delivery_dt: date('delivery_dt_required'),
  delivery_time: time('delivery_time_required'),
  title_id: id('title_required'),
  customer_firstname: requiredText('first_name_required', 100),
  customer_lastname: requiredText('last_name_required', 100),
  email,
  tel: phone('mobile_required'),
  address: requiredText('address_required', 500),
  province_id: id('province_required'),
  district_id: id('district_required'),
  subdistrict_id: id('subdistrict_required'),
  postcode,
  cod: z.literal([COD.NO, COD.YES], m('cod_required')),
  delivery_channel_id: id('channel_required'),
  shipping_type: z.literal([SHIPPING_TYPE.EXPRESS, SHIPPING_TYPE.REGULAR], m('shipping_required')),
  distcount: z
    .number(m('discount_whole'))
    .int(m('discount_whole'))
    .min(0, m('discount_whole'))
    .max(MONEY_MAX, m('too_large'))
    .default(0),
  remark: z.string().trim().max(REMARK_MAX, m('remark_max')).default(''),
  product: filledList(orderLine, m('products_required'))
    .max(ORDER_LINES_MAX, m('too_many_lines'))
    .refine(
      (rows) => new Set(rows.map((r) => `${r.type}:${r.product_id}`)).size === rows.length,
      m('duplicate_line'),
    ),
};

/** The delivery is not due before the order was placed. */
const deliveryAfterOrder = (v: { order_dt: string; delivery_dt: string }) =>
  v.delivery_dt >= v.order_dt;
const deliveryPath = { ...m('delivery_before_order'), path: ['delivery_dt'] };

/**
 * Keys of the spec's payload the server owns: the order number (kept when well-formed and
 * unused, else the server makes one), the source (0: typed by the shop), the total (the server
 * computes it from its own prices; one sent is compared, never stored) and the photo (its
 * own upload call).
 */
const serverOwned = {
  order_id: z.string().max(32).optional(),
  sources: z.literal(ORDER_SOURCE.MANUAL).optional(),
  sources_item_id: z.string().max(64).nullable().optional(),
  total_price: z.number().min(0).max(MONEY_MAX).optional(),
  pic: z.string().nullable().optional(),
  uid: bodyId.optional(),
};

/** The create payload (spec §3.4). */
export const orderCreate = z
  .strictObject({ ...orderFields, ...serverOwned })
  .refine(deliveryAfterOrder, deliveryPath);
export type OrderCreate = z.input<typeof orderCreate>;

/** The update payload: the create payload plus id and is_order (the shop keeps or cancels it). */
export const orderUpdate = z
  .strictObject({
    id: bodyId,
    ...orderFields,
    ...serverOwned,
    is_order: z.literal(ORDER_STATUSES, m('status_required')).default(0),
  })
  .refine(deliveryAfterOrder, deliveryPath);
export type OrderUpdate = z.input<typeof orderUpdate>;

/**
 * A line as the form holds it: the payload's line with what the form shows of it (price and
 * stock available when picked). The form caps the quantity at available, as the server does.
 */
const formLine = z
  .object({ ...orderLine.shape, price: z.number().optional(), available: z.number().optional() })
  .refine((l) => l.available === undefined || l.total_order <= l.available, {
    ...m('over_available'),
    path: ['total_order'],
  });

/** The subtotal of the form's lines in whole satang (exact). */
export const linesSatang = (lines: { price?: number; total_order: number | null }[]) =>
  lines.reduce((sum, l) => sum + Math.round((l.price ?? 0) * 100) * (l.total_order ?? 0), 0);

/** The form's own schema (spec §5.4): the fields, the lines as shown, the discount's ceiling. */
export const orderForm = z
  .object({
    ...orderFields,
    product: filledList(formLine, m('products_required')).max(ORDER_LINES_MAX, m('too_many_lines')),
    is_order: z.number().optional(),
  })
  .refine(deliveryAfterOrder, deliveryPath)
  .refine((v) => Math.round((v.distcount ?? 0) * 100) <= linesSatang(v.product), {
    ...m('discount_over'),
    path: ['distcount'],
  });

export const orderListQuery = z.strictObject(shopListQuery);

/** A row of the order list (spec §3.4 "Order list row") with the total and the source. */
export const orderListRow = z.object({
  id: z.number(),
  order_id: z.string(),
  delivery_dt: z.string(),
  delivery_time: z.string(),
  order_name: z.string(),
  order_lastname: z.string(),
  /** The delivery channel's name. */
  delivery_platform: z.string(),
  tracking_no: z.string().nullable(),
  order_status: z.string(),
  is_order: z.number(),
  total_price: z.number(),
  sources: z.number(),
});
export type OrderListRow = z.infer<typeof orderListRow>;

/** An order's id in a query (`order_id`: the record's id, as the list rows carry it). */
export const orderIdQuery = z.strictObject({ order_id: queryId });
/** order-getorderhistory: an order's history, newest first, paged. */
export const orderAuditQuery = z.strictObject({ order_id: queryId, ...pageQuery });
export const orderDeleteQuery = idQuery;

/** A line as read (spec part 3 §3 "Order product line") with what the form shows of it. */
export const orderLineRow = z.object({
  id: z.number(),
  type: z.number(),
  product_id: z.number(),
  ...productLabel,
  /** The unit price when the order was saved. */
  price: z.number(),
  total_order: z.number(),
  /** Stock available now (on hand less reserved). */
  available: z.number(),
});
export type OrderLineRow = z.infer<typeof orderLineRow>;

/** One order as read (spec part 3 §3 "Order (read)"), data[0]. */
export const orderRecord = z.object({
  id: z.number(),
  shop_id: z.number(),
  shop_name: z.string(),
  order_id: z.string(),
  sources: z.number(),
  sources_item_id: z.string().nullable(),
  created_dt: z.string(),
  order_dt: z.string(),
  order_time: z.string(),
  delivery_dt: z.string(),
  delivery_time: z.string(),
  title_id: z.number(),
  order_name: z.string(),
  order_lastname: z.string(),
  email: z.string(),
  tel: z.string(),
  addr: z.string(),
  province_id: z.number(),
  district_id: z.number(),
  subdistrict_id: z.number(),
  postcode: z.string(),
  cod: z.boolean(),
  delivery_channel_id: z.number(),
  shipping_type: z.number(),
  /** The delivery format's name: 'ด่วน' for express. */
  delivery_status: z.string(),
  delivery_platform: z.string(),
  distcount: z.number(),
  pic: z.string().nullable(),
  remark: z.string(),
  product: z.array(orderLineRow),
  total_price: z.number(),
  is_order: z.number(),
  is_confirm_order: z.number(),
  order_status: z.string(),
  transport_dt: z.string().nullable(),
  transport_time: z.string().nullable(),
  tracking_no: z.string().nullable(),
  /** Where an order from Lazada or Shopee stands there (null for the shop's own orders). */
  marketplace: orderMarketplace,
});
export type OrderRecord = z.infer<typeof orderRecord>;

/** A status of the catalogue or of an order's choices: {id, enum_values, enum_desc}. */
export const orderStatusRow = lookupRow;

/** Products or sets of a shop with stock to sell (the order form's pickers). */
export const stockPickQuery = orderListQuery;
export const stockPickRow = z.object({
  ...productCard,
  price: z.number(),
  /** On hand. */
  inventory: z.number(),
  /** On hand less what confirmed orders reserve: the most an order line may ask for. */
  available: z.number(),
});
export type StockPickRow = z.infer<typeof stockPickRow>;

/** Multipart fields of the order photo (file: orderpic). */
export const orderPicFields = z.strictObject({ shop_id: queryId, order_id: queryId });
export const ORDER_PIC_FILE = 'orderpic';
export const orderPicReply = z.object({ pic: z.string() });

/** Multipart field of the order import (file: orders). */
export const ORDER_IMPORT_FILE = 'orders';
