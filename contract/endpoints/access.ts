import {
  ALL_USER_TYPES,
  SHOP_USER_TYPES,
  USER_TYPE,
  type MenuKey,
  type UserTypeId,
} from '../enums';
import type { ShopScope } from './types';

/**
 * Who may call the endpoints (each area's file of this folder uses these) and the helpers that
 * name where a request names a shop or a shop's record.
 */

export const PUBLIC = { auth: 'public' } as const;
export const SIGNED_IN = { auth: 'user', userTypes: ALL_USER_TYPES } as const;

/** Signed-in users of `userTypes` whose role has at least one of `menus` active. */
const withMenus =
  <const U extends readonly UserTypeId[]>(userTypes: U) =>
  <const M extends readonly MenuKey[]>(menus: M) =>
    ({ auth: 'user', userTypes, menus }) as const;
/** Every user type: shops and staff. */
const anyUser = withMenus(ALL_USER_TYPES);
/** Shop users alone (company and individual). */
const shopUser = withMenus(SHOP_USER_TYPES);
/** The provider's staff alone. */
const staffUser = withMenus([USER_TYPE.STAFF]);

/** System-user administration is the provider's (spec part 2 §1, §6). */
export const USER_ADMIN = staffUser(['user-information']);
/** Role administration: staff with the role menu (licenset-list, spelt so in the spec). */
export const ROLE_ADMIN = staffUser(['licenset-list']);
/** The role option list feeds the user form's role select and the role screens. */
export const ROLE_OPTIONS = staffUser(['user-information', 'licenset-list']);
export const PRODUCT_READ = anyUser(['product-list']);
/** Staff see products but never change them (spec part 1 §6). */
export const PRODUCT_WRITE = shopUser(['product-list']);

/** The product list also feeds the pickers of other menus (stock and sets: choose products). */
export const PRODUCT_PICK = anyUser([
  'product-list',
  'inventory',
  'product-set-list',
  'delivery-booking',
]);
export const STOCK_READ = anyUser(['inventory']);
/** Staff alone add, adjust, delete and check stock (spec part 2 §6). */
export const STOCK_WRITE = staffUser(['inventory']);

/** Product and unit types: the product and product-set forms. */
export const PRODUCT_LOOKUPS = anyUser(['product-list', 'product-set-list']);

/** Sales channels: the dashboard, the orders and the report. */
export const SALES_CHANNELS = anyUser(['dashboard', 'order-list', 'report']);

/** The order screens: the orders and their confirm and shipping lists. */
const ORDER_SCREENS = ['order-list', 'confirm-order', 'shipping-order'] as const;

/** Delivery channels: the order screens. */
export const DELIVERY_CHANNELS = anyUser(ORDER_SCREENS);

/** The order status catalogue: the order screens, the dashboard and the report. */
export const ORDER_STATUSES = anyUser([...ORDER_SCREENS, 'dashboard', 'report']);

export const SET_READ = anyUser(['product-set-list']);
/** Staff see sets but never change them (spec part 1 §6). */
export const SET_WRITE = shopUser(['product-set-list']);
/**
 * Set orders: shops ask for sets, staff assign and move them (spec part 1 §6); who may change
 * what, and from which status, is decided by server/domain/setOrders.ts.
 */
export const SET_ORDER_WRITE = SET_READ;
/** Staff who may be picker, packer or a booking's assignee: staff assigning work. */
export const OFFICERS = staffUser(['product-set-list', 'delivery-booking']);

/** Orders: everyone with the order menu reads; staff only read (spec part 2 §6). */
export const ORDER_READ = anyUser(['order-list']);
/** Shops alone create, edit and delete their draft orders (spec part 2 §6). */
export const ORDER_WRITE = shopUser(['order-list']);
/** One order, and the status catalogue, are also read by the confirm and shipping screens. */
export const ORDER_VIEW = anyUser(ORDER_SCREENS);
/**
 * A shop's webhooks (its programs told of its orders, stock and bookings): its users with the
 * order menu, and staff with it for any shop.
 */
export const WEBHOOKS = anyUser(['order-list']);

/**
 * The confirm-order screen: shops confirm (or cancel) their orders, staff move them through
 * the warehouse; who may make which move is server/domain/fulfilment.ts's (ORDER_MOVES).
 */
export const CONFIRM = anyUser(['confirm-order']);
/** The shipping list is read by shops and staff; the warehouse alone ships (DESIGN.md). */
export const SHIPPING_READ = anyUser(['shipping-order']);
export const SHIPPING_WRITE = staffUser(['shipping-order']);
/** The warehouse floor: pick lists and scan to pack, staff with the confirm-order screen. */
export const FLOOR = staffUser(['confirm-order']);

/** The sales dashboard: every user type with the dashboard menu, their own shops (staff: all). */
export const DASHBOARD = anyUser(['dashboard']);
/** The shipping and inventory reports: every user type with the report menu. */
export const REPORT = anyUser(['report']);
/** The packing-equipment report is staff's only (spec part 3 §2, §6). */
export const PACKING_REPORT = staffUser(['report']);

/** Appointment settings and days off are the provider's (spec part 3 §2 "Appointment list"). */
export const APPOINTMENTS = staffUser(['appointments']);
/** Days off are also read by the booking form, to grey them out in its date picker. */
export const DAYS_OFF_READ = anyUser(['appointments', 'delivery-booking']);
/**
 * Bookings: shops book and edit their own while awaiting confirmation, staff book for any
 * shop and move them (spec part 2 §6); who may change what, and from which status, is
 * server/domain/bookings.ts's.
 */
export const BOOKING = anyUser(['delivery-booking']);
export const BOOKING_SHOP = shopUser(['delivery-booking']);
export const BOOKING_STAFF = staffUser(['delivery-booking']);

/** Where a request names a shop, or a shop's record (Endpoint `shop`). */
export const shopIn = (place: ShopScope['in']) => ({ in: place, field: 'shop_id' }) as const;
/** A report's or the dashboard's shop: optional, a shop user's own (403 otherwise). */
export const OPTIONAL_SHOP = [{ ...shopIn('query'), optional: true }] as const;
/** The shop named in the body and a record of it (`record`), which must belong to that shop. */
export const shopRecordIn = (record: ShopScope) =>
  [shopIn('body'), { ...record, within: 'shop_id' }] as const;
export const productIn = (place: ShopScope['in'], field = 'product_id') =>
  ({ in: place, field, record: 'product' }) as const;

export const inventoryIn = (place: ShopScope['in'], field = 'inventory_id') =>
  ({ in: place, field, record: 'inventory' }) as const;

export const setIn = (place: ShopScope['in'], field = 'productset_id') =>
  ({ in: place, field, record: 'productSet' }) as const;
export const setOrderIn = (place: ShopScope['in'], field: string) =>
  ({ in: place, field, record: 'setOrder' }) as const;
export const orderIn = (place: ShopScope['in'], field: string) =>
  ({ in: place, field, record: 'order' }) as const;
export const bookingIn = (place: ShopScope['in'], field: string) =>
  ({ in: place, field, record: 'booking' }) as const;
export const webhookIn = (place: ShopScope['in'], field: string) =>
  ({ in: place, field, record: 'webhookEndpoint' }) as const;
export const webhookDeliveryIn = (place: ShopScope['in'], field: string) =>
  ({ in: place, field, record: 'webhookDelivery' }) as const;
