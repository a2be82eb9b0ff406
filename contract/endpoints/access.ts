import { ALL_USER_TYPES, SHOP_USER_TYPES, USER_TYPE } from '../enums';
import type { ShopScope } from './types';

/**
 * Who may call the endpoints (each area's file of this folder uses these) and the helpers that
 * name where a request names a shop or a shop's record.
 */

export const PUBLIC = { auth: 'public' } as const;
export const SIGNED_IN = { auth: 'user', userTypes: ALL_USER_TYPES } as const;
/** System-user administration is the provider's (spec part 2 §1, §6). */
export const USER_ADMIN = {
  auth: 'user',
  userTypes: [USER_TYPE.STAFF],
  menus: ['user-information'],
} as const;
/** Role administration: staff with the role menu (licenset-list, spelt so in the spec). */
export const ROLE_ADMIN = {
  auth: 'user',
  userTypes: [USER_TYPE.STAFF],
  menus: ['licenset-list'],
} as const;
/** The role option list feeds the user form's role select and the role screens. */
export const ROLE_OPTIONS = {
  auth: 'user',
  userTypes: [USER_TYPE.STAFF],
  menus: ['user-information', 'licenset-list'],
} as const;
export const PRODUCT_READ = {
  auth: 'user',
  userTypes: ALL_USER_TYPES,
  menus: ['product-list'],
} as const;
/** Staff see products but never change them (spec part 1 §6). */
export const PRODUCT_WRITE = {
  auth: 'user',
  userTypes: SHOP_USER_TYPES,
  menus: ['product-list'],
} as const;

/** The product list also feeds the pickers of other menus (stock and sets: choose products). */
export const PRODUCT_PICK = {
  auth: 'user',
  userTypes: ALL_USER_TYPES,
  menus: ['product-list', 'inventory', 'product-set-list', 'delivery-booking'],
} as const;
export const STOCK_READ = {
  auth: 'user',
  userTypes: ALL_USER_TYPES,
  menus: ['inventory'],
} as const;
/** Staff alone add, adjust, delete and check stock (spec part 2 §6). */
export const STOCK_WRITE = {
  auth: 'user',
  userTypes: [USER_TYPE.STAFF],
  menus: ['inventory'],
} as const;

/** Product and unit types: the product and product-set forms. */
export const PRODUCT_LOOKUPS = {
  auth: 'user',
  userTypes: ALL_USER_TYPES,
  menus: ['product-list', 'product-set-list'],
} as const;

/** Sales channels: the dashboard, the orders and the report. */
export const SALES_CHANNELS = {
  auth: 'user',
  userTypes: ALL_USER_TYPES,
  menus: ['dashboard', 'order-list', 'report'],
} as const;

/** Delivery channels: the orders and their confirm and shipping lists. */
export const DELIVERY_CHANNELS = {
  auth: 'user',
  userTypes: ALL_USER_TYPES,
  menus: ['order-list', 'confirm-order', 'shipping-order'],
} as const;

/** The order status catalogue: the order screens, the dashboard and the report. */
export const ORDER_STATUSES = {
  auth: 'user',
  userTypes: ALL_USER_TYPES,
  menus: ['order-list', 'confirm-order', 'shipping-order', 'dashboard', 'report'],
} as const;

export const SET_READ = {
  auth: 'user',
  userTypes: ALL_USER_TYPES,
  menus: ['product-set-list'],
} as const;
/** Staff see sets but never change them (spec part 1 §6). */
export const SET_WRITE = {
  auth: 'user',
  userTypes: SHOP_USER_TYPES,
  menus: ['product-set-list'],
} as const;
/**
 * Set orders: shops ask for sets, staff assign and move them (spec part 1 §6); who may change
 * what, and from which status, is decided by server/domain/setOrders.ts.
 */
export const SET_ORDER_WRITE = SET_READ;
/** Staff who may be picker, packer or a booking's assignee: staff assigning work. */
export const OFFICERS = {
  auth: 'user',
  userTypes: [USER_TYPE.STAFF],
  menus: ['product-set-list', 'delivery-booking'],
} as const;

/** Orders: everyone with the order menu reads; staff only read (spec part 2 §6). */
export const ORDER_READ = {
  auth: 'user',
  userTypes: ALL_USER_TYPES,
  menus: ['order-list'],
} as const;
/** Shops alone create, edit and delete their draft orders (spec part 2 §6). */
export const ORDER_WRITE = {
  auth: 'user',
  userTypes: SHOP_USER_TYPES,
  menus: ['order-list'],
} as const;
/** One order, and the status catalogue, are also read by the confirm and shipping screens. */
export const ORDER_VIEW = {
  auth: 'user',
  userTypes: ALL_USER_TYPES,
  menus: ['order-list', 'confirm-order', 'shipping-order'],
} as const;

/**
 * The confirm-order screen: shops confirm (or cancel) their orders, staff move them through
 * the warehouse; who may make which move is server/domain/fulfilment.ts's (ORDER_MOVES).
 */
export const CONFIRM = {
  auth: 'user',
  userTypes: ALL_USER_TYPES,
  menus: ['confirm-order'],
} as const;
/** The shipping list is read by shops and staff; the warehouse alone ships (DESIGN.md). */
export const SHIPPING_READ = {
  auth: 'user',
  userTypes: ALL_USER_TYPES,
  menus: ['shipping-order'],
} as const;
export const SHIPPING_WRITE = {
  auth: 'user',
  userTypes: [USER_TYPE.STAFF],
  menus: ['shipping-order'],
} as const;

/** The sales dashboard: every user type with the dashboard menu, their own shops (staff: all). */
export const DASHBOARD = { auth: 'user', userTypes: ALL_USER_TYPES, menus: ['dashboard'] } as const;
/** The shipping and inventory reports: every user type with the report menu. */
export const REPORT = { auth: 'user', userTypes: ALL_USER_TYPES, menus: ['report'] } as const;
/** The packing-equipment report is staff's only (spec part 3 §2, §6). */
export const PACKING_REPORT = {
  auth: 'user',
  userTypes: [USER_TYPE.STAFF],
  menus: ['report'],
} as const;

/** Appointment settings and days off are the provider's (spec part 3 §2 "Appointment list"). */
export const APPOINTMENTS = {
  auth: 'user',
  userTypes: [USER_TYPE.STAFF],
  menus: ['appointments'],
} as const;
/** Days off are also read by the booking form, to grey them out in its date picker. */
export const DAYS_OFF_READ = {
  auth: 'user',
  userTypes: ALL_USER_TYPES,
  menus: ['appointments', 'delivery-booking'],
} as const;
/**
 * Bookings: shops book and edit their own while awaiting confirmation, staff book for any
 * shop and move them (spec part 2 §6); who may change what, and from which status, is
 * server/domain/bookings.ts's.
 */
export const BOOKING = {
  auth: 'user',
  userTypes: ALL_USER_TYPES,
  menus: ['delivery-booking'],
} as const;
export const BOOKING_SHOP = {
  auth: 'user',
  userTypes: SHOP_USER_TYPES,
  menus: ['delivery-booking'],
} as const;
export const BOOKING_STAFF = {
  auth: 'user',
  userTypes: [USER_TYPE.STAFF],
  menus: ['delivery-booking'],
} as const;

/** Where a request names a shop, or a shop's record (Endpoint `shop`). */
export const shopIn = (place: ShopScope['in']) => ({ in: place, field: 'shop_id' }) as const;
/** A report's or the dashboard's shop: optional, a shop user's own (403 otherwise). */
export const OPTIONAL_SHOP = [{ ...shopIn('query'), optional: true }] as const;
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
