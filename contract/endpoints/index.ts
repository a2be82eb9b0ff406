import { z } from 'zod';
import { routes, type RouteKey } from './routes';
import { ALL_USER_TYPES, SHOP_USER_TYPES, USER_TYPE, type MenuKey, type UserTypeId } from './enums';
import { emptyQuery, lookupRow } from './schemas/common';
import {
  loginBody,
  notification,
  notificationsQuery,
  notificationsReadBody,
  pushSubscribeBody,
  sessionData,
  shopItem,
  shopsQuery,
  unreadCount,
} from './schemas/auth';
import {
  district,
  districtsQuery,
  menuRow,
  postcodePlace,
  postcodeQuery,
  province,
  subdistrict,
  subdistrictsQuery,
  title,
} from './schemas/lookups';
import {
  fileQuery,
  importReply,
  PRODUCT_PIC_FILES,
  productIdQuery,
  productImportFields,
  productInput,
  productListQuery,
  productListRow,
  productPicFields,
  productPicReply,
  productRecord,
  productUpdate,
} from './schemas/products';
import { IMPORT_FILE_LIMIT, UPLOAD_LIMIT } from './limits';
import * as reg from './schemas/register';
import * as pw from './schemas/password';
import * as usr from './schemas/users';
import * as inv from './schemas/inventory';
import * as ps from './schemas/productSets';
import * as ord from './schemas/orders';
import * as mkt from './schemas/marketplaces';
import * as lbl from './schemas/labels';
import * as ful from './schemas/fulfilment';
import * as bk from './schemas/bookings';
import * as rl from './schemas/roles';
import * as dash from './schemas/dashboard';
import * as rep from './schemas/reports';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. `public`: anyone. `user`: a signed-in user of one of
 * `userTypes`; when `menus` is given, the caller's role must have at least one of
 * those menus active (the server refuses the endpoints of an inactive menu).
 */
export type Access =
  | { auth: 'public' }
  | { auth: 'user'; userTypes: readonly UserTypeId[]; menus?: readonly MenuKey[] };

/** Records whose shop the server looks up from an id in the request (server/shopScope.ts). */
export type ShopRecord =
  'product' | 'productPhoto' | 'inventory' | 'productSet' | 'setOrder' | 'order' | 'booking';

/**
 * A field of the request that names a shop, or a record of a shop. A shop user may only
 * name their own shops (403 otherwise); staff act on every shop. With `record`, the field
 * holds the record's id and its shop is looked up (an unknown id is the record's 404);
 * with `within`, the record must also belong to the shop named by that field (404 otherwise).
 */
export interface ShopScope {
  in: 'query' | 'body';
  field: string;
  record?: ShopRecord;
  within?: string;
  /** The field may be left out: the request then names no shop (the handler keeps to the caller's). */
  optional?: true;
}

export interface Endpoint {
  method: HttpMethod;
  name: string;
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * Schema of `data` in the {code, message, data} reply (a file reply has none); of a stream,
   * the `data` of each of its events.
   */
  data: z.ZodType;
  /** multipart/form-data: the allowed file fields and their size limit; `body` checks the text fields. */
  multipart?: { files: readonly string[]; maxFileSize: number };
  /**
   * `file`: the reply is the file itself, not JSON. `stream`: Server-Sent Events
   * (`text/event-stream`) for as long as the session lasts.
   */
  reply?: 'file' | 'stream';
  access: Access;
  /** Which shops the request acts on: `none`, or every field naming a shop or a shop's record. */
  shop: 'none' | readonly ShopScope[];
}

const PUBLIC = { auth: 'public' } as const;
const SIGNED_IN = { auth: 'user', userTypes: ALL_USER_TYPES } as const;
const lookupList = z.array(lookupRow);
/** System-user administration is the provider's (spec part 2 §1, §6). */
const USER_ADMIN = {
  auth: 'user',
  userTypes: [USER_TYPE.STAFF],
  menus: ['user-information'],
} as const;
/** Role administration: staff with the role menu (licenset-list, spelt so in the spec). */
const ROLE_ADMIN = {
  auth: 'user',
  userTypes: [USER_TYPE.STAFF],
  menus: ['licenset-list'],
} as const;
/** The role option list feeds the user form's role select and the role screens. */
const ROLE_OPTIONS = {
  auth: 'user',
  userTypes: [USER_TYPE.STAFF],
  menus: ['user-information', 'licenset-list'],
} as const;
const PRODUCT_READ = { auth: 'user', userTypes: ALL_USER_TYPES, menus: ['product-list'] } as const;
/** Staff see products but never change them (spec part 1 §6). */
const PRODUCT_WRITE = {
  auth: 'user',
  userTypes: SHOP_USER_TYPES,
  menus: ['product-list'],
} as const;

/** The product list also feeds the pickers of other menus (stock and sets: choose products). */
const PRODUCT_PICK = {
  auth: 'user',
  userTypes: ALL_USER_TYPES,
  menus: ['product-list', 'inventory', 'product-set-list', 'delivery-booking'],
} as const;
const STOCK_READ = { auth: 'user', userTypes: ALL_USER_TYPES, menus: ['inventory'] } as const;
/** Staff alone add, adjust, delete and check stock (spec part 2 §6). */
const STOCK_WRITE = { auth: 'user', userTypes: [USER_TYPE.STAFF], menus: ['inventory'] } as const;

const SET_READ = {
  auth: 'user',
  userTypes: ALL_USER_TYPES,
  menus: ['product-set-list'],
} as const;
/** Staff see sets but never change them (spec part 1 §6). */
const SET_WRITE = {
  auth: 'user',
  userTypes: SHOP_USER_TYPES,
  menus: ['product-set-list'],
} as const;
/**
 * Set orders: shops ask for sets, staff assign and move them (spec part 1 §6); who may change
 * what, and from which status, is decided by server/domain/setOrders.ts.
 */
const SET_ORDER_WRITE = SET_READ;
/** Staff who may be picker, packer or a booking's assignee: staff assigning work. */
const OFFICERS = {
  auth: 'user',
  userTypes: [USER_TYPE.STAFF],
  menus: ['product-set-list', 'delivery-booking'],
} as const;

/** Orders: everyone with the order menu reads; staff only read (spec part 2 §6). */
const ORDER_READ = { auth: 'user', userTypes: ALL_USER_TYPES, menus: ['order-list'] } as const;
/** Shops alone create, edit and delete their draft orders (spec part 2 §6). */
const ORDER_WRITE = {
  auth: 'user',
  userTypes: SHOP_USER_TYPES,
  menus: ['order-list'],
} as const;
/** One order, and the status catalogue, are also read by the confirm and shipping screens. */
const ORDER_VIEW = {
  auth: 'user',
  userTypes: ALL_USER_TYPES,
  menus: ['order-list', 'confirm-order', 'shipping-order'],
} as const;

/**
 * The confirm-order screen: shops confirm (or cancel) their orders, staff move them through
 * the warehouse; who may make which move is server/domain/fulfilment.ts's (ORDER_MOVES).
 */
const CONFIRM = {
  auth: 'user',
  userTypes: ALL_USER_TYPES,
  menus: ['confirm-order'],
} as const;
/** The shipping list is read by shops and staff; the warehouse alone ships (DESIGN.md). */
const SHIPPING_READ = {
  auth: 'user',
  userTypes: ALL_USER_TYPES,
  menus: ['shipping-order'],
} as const;
const SHIPPING_WRITE = {
  auth: 'user',
  userTypes: [USER_TYPE.STAFF],
  menus: ['shipping-order'],
} as const;

/** The sales dashboard: every user type with the dashboard menu, their own shops (staff: all). */
const DASHBOARD = { auth: 'user', userTypes: ALL_USER_TYPES, menus: ['dashboard'] } as const;
/** The shipping and inventory reports: every user type with the report menu. */
const REPORT = { auth: 'user', userTypes: ALL_USER_TYPES, menus: ['report'] } as const;
/** The packing-equipment report is staff's only (spec part 3 §2, §6). */
const PACKING_REPORT = { auth: 'user', userTypes: [USER_TYPE.STAFF], menus: ['report'] } as const;

/** Appointment settings and days off are the provider's (spec part 3 §2 "Appointment list"). */
const APPOINTMENTS = {
  auth: 'user',
  userTypes: [USER_TYPE.STAFF],
  menus: ['appointments'],
} as const;
/** Days off are also read by the booking form, to grey them out in its date picker. */
const DAYS_OFF_READ = {
  auth: 'user',
  userTypes: ALL_USER_TYPES,
  menus: ['appointments', 'delivery-booking'],
} as const;
/**
 * Bookings: shops book and edit their own while awaiting confirmation, staff book for any
 * shop and move them (spec part 2 §6); who may change what, and from which status, is
 * server/domain/bookings.ts's.
 */
const BOOKING = {
  auth: 'user',
  userTypes: ALL_USER_TYPES,
  menus: ['delivery-booking'],
} as const;
const BOOKING_SHOP = {
  auth: 'user',
  userTypes: SHOP_USER_TYPES,
  menus: ['delivery-booking'],
} as const;
const BOOKING_STAFF = {
  auth: 'user',
  userTypes: [USER_TYPE.STAFF],
  menus: ['delivery-booking'],
} as const;

const shopIn = (place: ShopScope['in']) => ({ in: place, field: 'shop_id' }) as const;
/** A report's or the dashboard's shop: optional, a shop user's own (403 otherwise). */
const OPTIONAL_SHOP = [{ ...shopIn('query'), optional: true }] as const;
const productIn = (place: ShopScope['in'], field = 'product_id') =>
  ({ in: place, field, record: 'product' }) as const;

const inventoryIn = (place: ShopScope['in'], field = 'inventory_id') =>
  ({ in: place, field, record: 'inventory' }) as const;

const setIn = (place: ShopScope['in'], field = 'productset_id') =>
  ({ in: place, field, record: 'productSet' }) as const;
const setOrderIn = (place: ShopScope['in'], field: string) =>
  ({ in: place, field, record: 'setOrder' }) as const;
const orderIn = (place: ShopScope['in'], field: string) =>
  ({ in: place, field, record: 'order' }) as const;
const bookingIn = (place: ShopScope['in'], field: string) =>
  ({ in: place, field, record: 'booking' }) as const;

const define = <T extends Record<RouteKey, Endpoint>>(
  table: T & Record<Exclude<keyof T, RouteKey>, never>,
) => table;

/** Every endpoint of the portal. The server registers its routes from this table. */
export const endpoints = define({
  login: {
    ...routes.login,
    summary: 'Sign in with e-mail and password; sets the session cookie',
    body: loginBody,
    data: sessionData,
    shop: 'none',
    access: PUBLIC,
  },
  logout: {
    ...routes.logout,
    summary: 'End the current session on the server',
    body: z.strictObject({}).optional(),
    data: z.null(),
    shop: 'none',
    access: SIGNED_IN,
  },
  session: {
    ...routes.session,
    summary: 'The signed-in user, as the login reply (fresh shops and menu access)',
    query: emptyQuery,
    data: sessionData,
    shop: 'none',
    access: SIGNED_IN,
  },
  notifications: {
    ...routes.notifications,
    summary: "The caller's newest notifications (uid, if sent, must be the caller)",
    query: notificationsQuery,
    data: z.array(notification),
    shop: 'none',
    access: SIGNED_IN,
  },
  notificationsUnread: {
    ...routes.notificationsUnread,
    summary: "How many of the caller's notifications are unread",
    query: emptyQuery,
    data: unreadCount,
    shop: 'none',
    access: SIGNED_IN,
  },
  notificationsRead: {
    ...routes.notificationsRead,
    summary: "Marks the caller's notifications read; an id that is not the caller's is 403",
    body: notificationsReadBody,
    data: z.null(),
    shop: 'none',
    access: SIGNED_IN,
  },
  notificationStream: {
    ...routes.notificationStream,
    summary:
      "Server-Sent Events of the caller's notifications: `notification` with the unread count (`data` below) whenever they change, a comment every 20 s; ends with the session",
    query: emptyQuery,
    data: unreadCount,
    reply: 'stream',
    shop: 'none',
    access: SIGNED_IN,
  },
  pushSubscribe: {
    ...routes.pushSubscribe,
    summary:
      "Subscribes the caller's device (its messaging token) to the caller's push topic, 'user' + uid",
    body: pushSubscribeBody,
    data: z.null(),
    shop: 'none',
    access: SIGNED_IN,
  },
  shops: {
    ...routes.shops,
    summary: "The caller's shops; staff get every shop",
    query: shopsQuery,
    data: z.array(shopItem),
    shop: 'none',
    access: SIGNED_IN,
  },
  titles: {
    ...routes.titles,
    summary: 'Name titles',
    query: emptyQuery,
    data: z.array(title),
    shop: 'none',
    access: PUBLIC,
  },
  provinces: {
    ...routes.provinces,
    summary: "Thailand's provinces with official codes",
    query: emptyQuery,
    data: z.array(province),
    shop: 'none',
    access: PUBLIC,
  },
  districts: {
    ...routes.districts,
    summary: 'Districts of a province',
    query: districtsQuery,
    data: z.array(district),
    shop: 'none',
    access: PUBLIC,
  },
  subdistricts: {
    ...routes.subdistricts,
    summary: 'Sub-districts of a district of a province, with postcodes',
    query: subdistrictsQuery,
    data: z.array(subdistrict),
    shop: 'none',
    access: PUBLIC,
  },
  postcodePlaces: {
    ...routes.postcodePlaces,
    summary: 'The sub-districts a postcode serves, with their district and province',
    query: postcodeQuery,
    data: z.array(postcodePlace),
    shop: 'none',
    access: PUBLIC,
  },
  companyTypes: {
    ...routes.companyTypes,
    summary: 'Company types (registration)',
    query: emptyQuery,
    data: lookupList,
    shop: 'none',
    access: PUBLIC,
  },
  userTypes: {
    ...routes.userTypes,
    summary: 'User types (registration offers ids 1 and 2)',
    query: emptyQuery,
    data: lookupList,
    shop: 'none',
    access: PUBLIC,
  },
  productTypes: {
    ...routes.productTypes,
    summary: 'Product types',
    query: emptyQuery,
    data: lookupList,
    shop: 'none',
    access: {
      auth: 'user',
      userTypes: ALL_USER_TYPES,
      menus: ['product-list', 'product-set-list'],
    },
  },
  unitTypes: {
    ...routes.unitTypes,
    summary: 'Unit types',
    query: emptyQuery,
    data: lookupList,
    shop: 'none',
    access: {
      auth: 'user',
      userTypes: ALL_USER_TYPES,
      menus: ['product-list', 'product-set-list'],
    },
  },
  vatOptions: {
    ...routes.vatOptions,
    summary: 'VAT options: 1 no tax, 2 has tax',
    query: emptyQuery,
    data: lookupList,
    shop: 'none',
    access: SIGNED_IN,
  },
  salesChannels: {
    ...routes.salesChannels,
    summary: 'Sales channels',
    query: emptyQuery,
    data: lookupList,
    shop: 'none',
    access: {
      auth: 'user',
      userTypes: ALL_USER_TYPES,
      menus: ['dashboard', 'order-list', 'report'],
    },
  },
  deliveryChannels: {
    ...routes.deliveryChannels,
    summary: 'Delivery channels',
    query: emptyQuery,
    data: lookupList,
    shop: 'none',
    access: {
      auth: 'user',
      userTypes: ALL_USER_TYPES,
      menus: ['order-list', 'confirm-order', 'shipping-order'],
    },
  },
  products: {
    ...routes.products,
    summary:
      "A shop's products, searched by code, name, brand or barcode; paged when `page` is sent (also the stock screen's product picker)",
    query: productListQuery,
    data: z.array(productListRow),
    shop: [shopIn('query')],
    access: PRODUCT_PICK,
  },
  product: {
    ...routes.product,
    summary: 'One product (data is a one-element list, as the spec reads data[0])',
    query: productIdQuery,
    data: z.array(productRecord),
    shop: [productIn('query')],
    access: PRODUCT_READ,
  },
  productCreate: {
    ...routes.productCreate,
    summary: 'Create a product; 409 when the product code exists in the shop',
    body: productInput,
    data: z.object({ id: z.number(), fp_product_id: z.string() }),
    shop: [shopIn('body')],
    access: PRODUCT_WRITE,
  },
  productUpdate: {
    ...routes.productUpdate,
    summary: 'Update a product; 409 when the product code exists in the shop',
    body: productUpdate,
    data: z.object({ id: z.number() }),
    shop: [productIn('body', 'id'), shopIn('body')],
    access: PRODUCT_WRITE,
  },
  productDelete: {
    ...routes.productDelete,
    summary: 'Delete a product; 400 while it has stock',
    query: productIdQuery,
    data: z.null(),
    shop: [productIn('query')],
    access: PRODUCT_WRITE,
  },
  productPics: {
    ...routes.productPics,
    summary: 'Upload the item, inner-pack and case photos (images only, judged by content)',
    body: productPicFields,
    multipart: { files: PRODUCT_PIC_FILES, maxFileSize: UPLOAD_LIMIT },
    data: productPicReply,
    shop: [shopIn('body'), { ...productIn('body'), within: 'shop_id' }],
    access: PRODUCT_WRITE,
  },
  productPic: {
    ...routes.productPic,
    summary: 'A product photo, to those who may see the product',
    query: fileQuery,
    data: z.unknown(),
    reply: 'file',
    shop: [{ in: 'query', field: 'key', record: 'productPhoto' }],
    access: SIGNED_IN,
  },
  productImport: {
    ...routes.productImport,
    summary:
      'Import products from an .xlsx (5 MB, 10,000 rows); all rows or none; 400 lists row errors in data',
    body: productImportFields,
    multipart: { files: ['products'], maxFileSize: IMPORT_FILE_LIMIT },
    data: importReply,
    shop: [shopIn('body')],
    access: PRODUCT_WRITE,
  },
  productTemplate: {
    ...routes.productTemplate,
    summary: 'The import template spreadsheet (Thai headings, one sample row)',
    query: emptyQuery,
    data: z.unknown(),
    reply: 'file',
    shop: 'none',
    access: PRODUCT_READ,
  },
  menus: {
    ...routes.menus,
    summary: 'The menu catalogue in the shell order',
    query: emptyQuery,
    data: z.array(menuRow),
    shop: 'none',
    access: SIGNED_IN,
  },
  // --- accounts: registration, registry checks, profile ---
  checkJuristic: {
    ...routes.checkJuristic,
    summary:
      'Company registry check of a 13-digit juristic number; 400 not found or already registered, 502 registry down',
    body: reg.juristicCheckBody,
    data: reg.juristicData,
    shop: 'none',
    access: PUBLIC,
  },
  checkIdCard: {
    ...routes.checkIdCard,
    summary: 'Civil registry check of a Thai ID number; 400 not found or already registered',
    body: reg.idCardCheckBody,
    data: reg.idCardData,
    shop: 'none',
    access: PUBLIC,
  },
  checkPassport: {
    ...routes.checkPassport,
    summary: 'Passport check; 400 not found or already registered',
    body: reg.passportCheckBody,
    data: reg.passportData,
    shop: 'none',
    access: PUBLIC,
  },
  ndidConfig: {
    ...routes.ndidConfig,
    summary: 'Where the app sends a Thai individual to sign in with the national digital ID',
    query: emptyQuery,
    data: reg.ndidConfig,
    shop: 'none',
    access: PUBLIC,
  },
  ndidData: {
    ...routes.ndidData,
    summary: 'Thai ID data for a one-time national digital ID code (single use, 10 minutes)',
    body: reg.ndidDataBody,
    data: reg.ndidData,
    shop: 'none',
    access: PUBLIC,
  },
  register: {
    ...routes.register,
    summary:
      'Register a company or individual shop owner with a shop; answers the e-mail and a generated password',
    body: reg.registrationBody,
    data: reg.registrationData,
    shop: 'none',
    access: PUBLIC,
  },
  profile: {
    ...routes.profile,
    summary: "The caller's own user info (data[0]); uid, if sent, must be the caller",
    query: reg.profileQuery,
    data: z.array(reg.userInfo),
    shop: 'none',
    access: SIGNED_IN,
  },
  profileUpdate: {
    ...routes.profileUpdate,
    summary:
      "Update the caller's own profile (names, phones, addresses); e-mail, identity numbers, role and status are not accepted",
    body: reg.profileUpdateBody,
    data: reg.userInfo,
    shop: 'none',
    access: SIGNED_IN,
  },
  // --- accounts: passwords, documents, e-mail links ---
  firstChangePassword: {
    ...routes.firstChangePassword,
    summary:
      'First sign-in: the temporary password and a new one; the account stays flagged until its identity document arrives',
    body: pw.firstChangeBody,
    data: pw.firstChangeReply,
    shop: 'none',
    access: PUBLIC,
  },
  uploadIdentityDoc: {
    ...routes.uploadIdentityDoc,
    summary:
      'First sign-in: identity document (.pdf/.doc/.docx by content) with email, the new password and doctype; clears the flag and signs in',
    body: pw.identityDocFields,
    multipart: { files: [pw.IDENTITY_DOC_FILE], maxFileSize: UPLOAD_LIMIT },
    data: sessionData,
    shop: 'none',
    access: PUBLIC,
  },
  identityDoc: {
    ...routes.identityDoc,
    summary:
      "A user's newest identity document, to its owner and to staff whose role has the user menu",
    query: pw.identityDocQuery,
    data: z.unknown(),
    reply: 'file',
    shop: 'none',
    access: SIGNED_IN,
  },
  forgotPassword: {
    ...routes.forgotPassword,
    summary: 'E-mail a reset link (30 min); 404 for an unknown address; rate-limited',
    body: pw.forgotBody,
    data: z.null(),
    shop: 'none',
    access: PUBLIC,
  },
  resetPassword: {
    ...routes.resetPassword,
    summary: 'Set a new password with a reset link (once); ends every session of the user',
    body: pw.resetBody,
    data: z.null(),
    shop: 'none',
    access: PUBLIC,
  },
  verifyEmail: {
    ...routes.verifyEmail,
    summary: 'Mark the e-mail address verified with a verify link (once)',
    body: pw.verifyBody,
    data: z.null(),
    shop: 'none',
    access: PUBLIC,
  },
  checkLink: {
    ...routes.checkLink,
    summary: 'Whether an e-mailed link still works, and its expiry',
    query: pw.checkLinkQuery,
    data: pw.checkLinkReply,
    shop: 'none',
    access: PUBLIC,
  },
  changePassword: {
    ...routes.changePassword,
    summary: "Change the caller's password; ends the caller's other sessions",
    body: pw.changePasswordBody,
    data: z.null(),
    shop: 'none',
    access: SIGNED_IN,
  },
  devMailbox: {
    ...routes.devMailbox,
    summary:
      'Sandbox e-mail only (MAIL_SANDBOX=true): the newest 50 outbox messages, to a request from this machine carrying the key printed at start in the x-mailbox-key header; 404 otherwise',
    query: pw.mailboxQuery,
    data: z.array(pw.mailboxRow),
    shop: 'none',
    access: PUBLIC,
  },
  // --- system users (staff) ---
  users: {
    ...routes.users,
    summary: 'System users, searched; paged with total when page is sent (staff with the menu)',
    query: usr.userListQuery,
    data: z.array(usr.userListRow),
    shop: 'none',
    access: USER_ADMIN,
  },
  user: {
    ...routes.user,
    summary: 'One user (data[0]) with shops, role and identity documents (staff with the menu)',
    query: usr.userRecordQuery,
    data: z.array(usr.userRecord),
    shop: 'none',
    access: USER_ADMIN,
  },
  userCreate: {
    ...routes.userCreate,
    summary:
      'Add a staff user (type 3, company type 0) with a generated password to change at first sign-in; a verification e-mail goes out. 400 under email for a taken e-mail, 409 under indiv_id_card for a taken ID number',
    body: usr.userAddBody,
    data: usr.userAddReply,
    shop: 'none',
    access: USER_ADMIN,
  },
  userUpdate: {
    ...routes.userUpdate,
    summary:
      "Edit a user: the fields of the user's kind, status and role; the e-mail cannot change. 409 under the identity number when another user has it; switching a user off ends their sessions",
    body: usr.userUpdateBody,
    data: z.null(),
    shop: 'none',
    access: USER_ADMIN,
  },
  userDelete: {
    ...routes.userDelete,
    summary:
      'Delete a user; one who created records is switched off and anonymised instead (outcome says which); their sessions end at once',
    query: usr.userDeleteQuery,
    data: usr.userDeleteReply,
    shop: 'none',
    access: USER_ADMIN,
  },
  roleOptions: {
    ...routes.roleOptions,
    summary: "The system roles for the user form's role select",
    query: emptyQuery,
    data: z.array(usr.roleOption),
    shop: 'none',
    access: ROLE_OPTIONS,
  },
  userExport: {
    ...routes.userExport,
    summary:
      'The user list with each role as an .xlsx (the list search applies); cells that could run as formulas are neutralised',
    query: usr.userExportQuery,
    data: z.unknown(),
    reply: 'file',
    shop: 'none',
    access: USER_ADMIN,
  },
  userAudit: {
    ...routes.userAudit,
    summary: "A user's change history: who changed what and when, before and after; newest first",
    query: rl.userAuditQuery,
    data: z.array(rl.auditRow),
    shop: 'none',
    access: USER_ADMIN,
  },
  // --- roles and menu access (spec part 3 §7 "Permissions") ---
  roles: {
    ...routes.roles,
    summary:
      'Roles with their member counts, searched by name or description; paged when `page` is sent',
    query: rl.roleListQuery,
    data: z.array(rl.roleRow),
    shop: 'none',
    access: ROLE_ADMIN,
  },
  role: {
    ...routes.role,
    summary: 'One role',
    query: rl.roleQuery,
    data: rl.roleRow,
    shop: 'none',
    access: ROLE_ADMIN,
  },
  roleCreate: {
    ...routes.roleCreate,
    summary:
      'Create a role (name required, description at most 200); 409 for a name in use. No menu is active until set',
    body: rl.roleCreateBody,
    data: rl.roleRow,
    shop: 'none',
    access: ROLE_ADMIN,
  },
  roleUpdate: {
    ...routes.roleUpdate,
    summary: "Rename or describe a role; 409 for another role's name",
    body: rl.roleUpdateBody,
    data: rl.roleRow,
    shop: 'none',
    access: ROLE_ADMIN,
  },
  roleDelete: {
    ...routes.roleDelete,
    summary: 'Delete a role; refused (409) while it has members',
    query: rl.roleDeleteQuery,
    data: z.null(),
    shop: 'none',
    access: ROLE_ADMIN,
  },
  roleMembers: {
    ...routes.roleMembers,
    summary: 'The members of a role (`id` is the role), searched; paged when `page` is sent',
    query: rl.membersQuery,
    data: z.array(rl.memberRow),
    shop: 'none',
    access: ROLE_ADMIN,
  },
  usersWithoutRole: {
    ...routes.usersWithoutRole,
    summary: 'Users without a role, searched (the add-member picker); paged when `page` is sent',
    query: rl.noRoleQuery,
    data: z.array(rl.memberRow),
    shop: 'none',
    access: ROLE_ADMIN,
  },
  roleMembersAdd: {
    ...routes.roleMembersAdd,
    summary: 'Users without a role join a role; 409 for a user who has one meanwhile',
    body: rl.addMembersBody,
    data: rl.addMembersReply,
    shop: 'none',
    access: ROLE_ADMIN,
  },
  roleMemberRemove: {
    ...routes.roleMemberRemove,
    summary:
      'A member leaves their role (and so every menu) from their next request; refused when no one active could administer roles afterwards',
    query: rl.removeMemberQuery,
    data: z.null(),
    shop: 'none',
    access: ROLE_ADMIN,
  },
  roleMenuAccess: {
    ...routes.roleMenuAccess,
    summary: "A role's access to every menu of the catalogue",
    query: rl.menuAccessQuery,
    data: z.array(rl.menuAccessRow),
    shop: 'none',
    access: ROLE_ADMIN,
  },
  roleMenuAccessUpdate: {
    ...routes.roleMenuAccessUpdate,
    summary:
      "Set a role's menus on or off; its members' next request follows. The role menu cannot be switched off where no one active could administer roles afterwards",
    body: rl.menuAccessUpdateBody,
    data: z.array(rl.menuAccessRow),
    shop: 'none',
    access: ROLE_ADMIN,
  },
  roleAudit: {
    ...routes.roleAudit,
    summary: "A role's change history (name, members, menu access): who, when, before and after",
    query: rl.roleAuditQuery,
    data: z.array(rl.auditRow),
    shop: 'none',
    access: ROLE_ADMIN,
  },
  // --- stock (spec part 2 §7.2; DESIGN.md "Stock is a ledger") ---
  inventory: {
    ...routes.inventory,
    summary:
      "A shop's stock items, searched by product code, name, brand or any barcode; paged when `page` is sent",
    query: inv.inventoryListQuery,
    data: z.array(inv.inventoryListRow),
    shop: [shopIn('query')],
    access: STOCK_READ,
  },
  inventoryItem: {
    ...routes.inventoryItem,
    summary: 'One stock item (data[0]) with its shop and the amount its shelf bins hold',
    query: inv.inventoryIdQuery,
    data: z.array(inv.inventoryRecord),
    shop: [inventoryIn('query')],
    access: STOCK_READ,
  },
  inventoryCreate: {
    ...routes.inventoryCreate,
    summary:
      "Add a stock item for a product of the shop with its first balance (an 'initial' movement); 409 when the product has one",
    body: inv.inventoryCreate,
    data: z.object({ id: z.number() }),
    shop: [shopIn('body'), { ...productIn('body'), within: 'shop_id' }],
    access: STOCK_WRITE,
  },
  inventoryUpdate: {
    ...routes.inventoryUpdate,
    summary:
      "Adjust a stock item to a new quantity (empty keeps it) with a remark and photo; the difference is an 'adjustment' movement",
    body: inv.inventoryUpdate,
    data: z.object({ id: z.number(), inventory: z.number(), change: z.number() }),
    shop: [inventoryIn('body', 'id')],
    access: STOCK_WRITE,
  },
  inventoryDelete: {
    ...routes.inventoryDelete,
    summary: 'Remove a stock item from the list; 400 while it holds stock; its movements are kept',
    query: inv.inventoryDeleteQuery,
    data: z.null(),
    shop: [inventoryIn('query', 'id')],
    access: STOCK_WRITE,
  },
  inventoryPic: {
    ...routes.inventoryPic,
    summary:
      'Photo of an adjusted stock (an image by content); the next adjustment of the item records it',
    body: inv.inventoryPicFields,
    multipart: { files: [inv.INVENTORY_PIC_FILE], maxFileSize: UPLOAD_LIMIT },
    data: inv.inventoryPicReply,
    shop: [shopIn('body'), { ...inventoryIn('body'), within: 'shop_id' }],
    access: STOCK_WRITE,
  },
  stockCheck: {
    ...routes.stockCheck,
    summary:
      "Record that the selected stock items were counted and confirmed (a 'stock_check' movement each)",
    body: inv.stockCheckBody,
    data: inv.stockCheckReply,
    // Staff only, who act on every shop.
    shop: 'none',
    access: STOCK_WRITE,
  },
  shelves: {
    ...routes.shelves,
    summary:
      "Every floor of the warehouse with the product's bins and amounts on it; shelf_code names a floor, empty for all",
    query: inv.shelfQuery,
    data: z.array(inv.shelfFloor),
    shop: [productIn('query')],
    access: STOCK_READ,
  },
  movements: {
    ...routes.movements,
    summary:
      "A stock item's movements, newest first: who, when, kind, quantity, balance, remark, photo",
    query: inv.movementListQuery,
    data: z.array(inv.movementRow),
    shop: [inventoryIn('query')],
    access: STOCK_READ,
  },
  reorderPoint: {
    ...routes.reorderPoint,
    summary:
      "Set or clear the shop's minimum stock of an item; reaching it notifies the shop's users",
    body: inv.reorderPointBody,
    data: z.object({ id: z.number(), reorder_point: z.number().nullable() }),
    shop: [inventoryIn('body')],
    access: STOCK_READ,
  },
  // --- product sets and product-set orders (spec part 1 §7 "Product sets and their orders") ---
  productSets: {
    ...routes.productSets,
    summary:
      "A shop's product sets with their stock, searched by code, name, brand or barcode; paged when `page` is sent",
    query: ps.productSetListQuery,
    data: z.array(ps.productSetListRow),
    shop: [shopIn('query')],
    access: SET_READ,
  },
  productSet: {
    ...routes.productSet,
    summary: 'One product set (data[0]) with its products, packaging and stock',
    query: ps.productSetIdQuery,
    data: z.array(ps.productSetRecord),
    shop: [setIn('query')],
    access: SET_READ,
  },
  productSetCreate: {
    ...routes.productSetCreate,
    summary: 'Create a product set of products of the shop; 409 when the code exists in the shop',
    body: ps.productSetInput,
    data: z.object({ id: z.number(), fp_product_id: z.string() }),
    shop: [shopIn('body')],
    access: SET_WRITE,
  },
  productSetUpdate: {
    ...routes.productSetUpdate,
    summary: 'Update a product set and its products; 409 when the code exists in the shop',
    body: ps.productSetUpdate,
    data: z.object({ id: z.number() }),
    shop: [setIn('body', 'id'), shopIn('body')],
    access: SET_WRITE,
  },
  productSetDelete: {
    ...routes.productSetDelete,
    summary: 'Delete a product set; 400 while it has stock or unfinished set orders',
    query: ps.productSetIdQuery,
    data: z.null(),
    shop: [setIn('query')],
    access: SET_WRITE,
  },
  productSetPics: {
    ...routes.productSetPics,
    summary: 'Photos of a set: item, inner pack, case and the packed set (images by content)',
    body: ps.productSetPicFields,
    multipart: { files: ps.PRODUCT_SET_PIC_FILES, maxFileSize: UPLOAD_LIMIT },
    data: ps.productSetPicReply,
    shop: [shopIn('body'), { ...setIn('body'), within: 'shop_id' }],
    access: SET_WRITE,
  },
  productSetImport: {
    ...routes.productSetImport,
    summary:
      'Import product sets from an .xlsx (5 MB, 10,000 rows), products named by code; all rows or none; 400 lists row errors in data',
    body: productImportFields,
    multipart: { files: [ps.SET_IMPORT_FILE], maxFileSize: IMPORT_FILE_LIMIT },
    data: importReply,
    shop: [shopIn('body')],
    access: SET_WRITE,
  },
  productSetTemplate: {
    ...routes.productSetTemplate,
    summary: 'The .xlsx template of the product-set import',
    query: emptyQuery,
    data: z.unknown(),
    reply: 'file',
    shop: 'none',
    access: SET_READ,
  },
  setOrders: {
    ...routes.setOrders,
    summary:
      "A shop's product-set orders, newest first, searched by order number or set; paged when `page` is sent",
    query: ps.setOrderListQuery,
    data: z.array(ps.setOrderListRow),
    shop: [shopIn('query')],
    access: SET_READ,
  },
  setOrder: {
    ...routes.setOrder,
    summary: 'One product-set order (data[0]) with its set, products, people and next statuses',
    query: ps.setOrderIdQuery,
    data: z.array(ps.setOrderRecord),
    shop: [setOrderIn('query', 'invenset_id')],
    access: SET_READ,
  },
  setOrderCreate: {
    ...routes.setOrderCreate,
    summary: 'Ask for a number of sets of one set of the shop (status 1)',
    body: ps.setOrderCreate,
    data: z.object({ id: z.number(), ps_orderid: z.string() }),
    shop: [shopIn('body')],
    access: SET_ORDER_WRITE,
  },
  setOrderUpdate: {
    ...routes.setOrderUpdate,
    summary:
      'Change a set order: the shop its count while at status 1; staff the picker, packer, adjusted count and the next status (at 4 the stock moves)',
    body: ps.setOrderUpdate,
    data: z.object({ id: z.number(), is_status: z.number(), return_product_set: z.number() }),
    shop: [shopIn('body'), { ...setOrderIn('body', 'id'), within: 'shop_id' }],
    access: SET_ORDER_WRITE,
  },
  setOrderDelete: {
    ...routes.setOrderDelete,
    summary: 'Delete a set order: the shop while at status 1, staff before status 4',
    query: ps.setOrderDeleteQuery,
    data: z.null(),
    shop: [setOrderIn('query', 'id')],
    access: SET_ORDER_WRITE,
  },
  // --- customer orders (spec part 2 §7.4; DESIGN.md "customer order") ---
  orders: {
    ...routes.orders,
    summary:
      "A shop's orders, newest first, searched by order number, customer, phone or tracking number; paged when `page` is sent",
    query: ord.orderListQuery,
    data: z.array(ord.orderListRow),
    shop: [shopIn('query')],
    access: ORDER_READ,
  },
  order: {
    ...routes.order,
    summary: 'One order (data[0]) with its lines, their prices and the stock available now',
    query: ord.orderIdQuery,
    data: z.array(ord.orderRecord),
    shop: [orderIn('query', 'order_id')],
    access: ORDER_VIEW,
  },
  orderCreate: {
    ...routes.orderCreate,
    summary:
      'Create a draft order of products and sets of the shop, each line at most the stock available; the server computes the total',
    body: ord.orderCreate,
    data: z.object({ id: z.number(), order_id: z.string(), total_price: z.number() }),
    shop: [shopIn('body')],
    access: ORDER_WRITE,
  },
  orderUpdate: {
    ...routes.orderUpdate,
    summary: 'Change a draft order (is_order 0), or cancel it (9); other states are read-only',
    body: ord.orderUpdate,
    data: z.object({ id: z.number(), total_price: z.number(), is_order: z.number() }),
    shop: [shopIn('body'), { ...orderIn('body', 'id'), within: 'shop_id' }],
    access: ORDER_WRITE,
  },
  orderDelete: {
    ...routes.orderDelete,
    summary: 'Delete a draft order (is_order 0)',
    query: ord.orderDeleteQuery,
    data: z.null(),
    shop: [orderIn('query', 'id')],
    access: ORDER_WRITE,
  },
  orderCurrentStatus: {
    ...routes.orderCurrentStatus,
    summary:
      "The statuses the caller may choose for the order now: the shop's draft may stay a draft or be cancelled",
    query: ord.orderIdQuery,
    data: z.array(ord.orderStatusRow),
    shop: [orderIn('query', 'order_id')],
    access: ORDER_VIEW,
  },
  orderStatuses: {
    ...routes.orderStatuses,
    summary: 'The order status catalogue (is_order) with Thai names',
    query: emptyQuery,
    data: z.array(ord.orderStatusRow),
    shop: 'none',
    access: {
      auth: 'user',
      userTypes: ALL_USER_TYPES,
      menus: ['order-list', 'confirm-order', 'shipping-order', 'dashboard', 'report'],
    },
  },
  orderPic: {
    ...routes.orderPic,
    summary: "The photo of a draft order (an image by content); replaces the order's photo",
    body: ord.orderPicFields,
    multipart: { files: [ord.ORDER_PIC_FILE], maxFileSize: UPLOAD_LIMIT },
    data: ord.orderPicReply,
    shop: [shopIn('body'), { ...orderIn('body', 'order_id'), within: 'shop_id' }],
    access: ORDER_WRITE,
  },
  orderImport: {
    ...routes.orderImport,
    summary:
      'Import draft orders from an .xlsx (5 MB, 10,000 rows): rows of one reference are one order; all or none; 400 lists row errors in data',
    body: productImportFields,
    multipart: { files: [ord.ORDER_IMPORT_FILE], maxFileSize: IMPORT_FILE_LIMIT },
    data: importReply,
    shop: [shopIn('body')],
    access: ORDER_WRITE,
  },
  orderImportErrors: {
    ...routes.orderImportErrors,
    summary:
      'The order import file sent back with an error column (the import checks, nothing written)',
    body: productImportFields,
    multipart: { files: [ord.ORDER_IMPORT_FILE], maxFileSize: IMPORT_FILE_LIMIT },
    data: z.unknown(),
    reply: 'file',
    shop: [shopIn('body')],
    access: ORDER_WRITE,
  },
  orderTemplate: {
    ...routes.orderTemplate,
    summary: 'The .xlsx template of the order import',
    query: emptyQuery,
    data: z.unknown(),
    reply: 'file',
    shop: 'none',
    access: ORDER_READ,
  },
  orderProducts: {
    ...routes.orderProducts,
    summary:
      "The order form's product picker: the shop's products with stock available, searched and paged",
    query: ord.stockPickQuery,
    data: z.array(ord.stockPickRow),
    shop: [shopIn('query')],
    access: ORDER_READ,
  },
  lazadaLoginLink: {
    ...routes.lazadaLoginLink,
    summary:
      "Lazada's authorisation address for the caller, with a fresh OAuth state; its orders will come into the shop",
    query: mkt.loginLinkQuery,
    data: mkt.loginLink,
    shop: [shopIn('query')],
    access: ORDER_WRITE,
  },
  lazadaConnect: {
    ...routes.lazadaConnect,
    summary:
      "Connects the caller's Lazada seller with the returned code (the state must be the caller's, unused, fresh), then pulls its orders",
    body: mkt.lazadaConnectBody,
    data: mkt.lazadaConnectReply,
    // The shop is the one the state was made for, checked against the caller.
    shop: 'none',
    access: ORDER_WRITE,
  },
  lazadaDisconnect: {
    ...routes.lazadaDisconnect,
    summary: "Disconnects the caller's Lazada seller; its tokens are forgotten",
    body: mkt.disconnectBody,
    data: mkt.lazadaDisconnectReply,
    shop: 'none',
    access: ORDER_WRITE,
  },
  shopeeLoginLink: {
    ...routes.shopeeLoginLink,
    summary:
      "Shopee's authorisation address for the caller, with a fresh OAuth state; its orders will come into the shop",
    query: mkt.loginLinkQuery,
    data: mkt.loginLink,
    shop: [shopIn('query')],
    access: ORDER_WRITE,
  },
  shopeeConnect: {
    ...routes.shopeeConnect,
    summary:
      "Connects the caller's Shopee shop with the returned code and shop id (the state must be the caller's, unused, fresh), then pulls its orders",
    body: mkt.shopeeConnectBody,
    data: mkt.shopeeConnectReply,
    shop: 'none',
    access: ORDER_WRITE,
  },
  shopeeDisconnect: {
    ...routes.shopeeDisconnect,
    summary: "Disconnects the caller's Shopee shop; its tokens are forgotten",
    body: mkt.disconnectBody,
    data: mkt.shopeeDisconnectReply,
    shop: 'none',
    access: ORDER_WRITE,
  },
  marketplaceSync: {
    ...routes.marketplaceSync,
    summary:
      "Pulls the orders of the caller's connected marketplaces into their shops as drafts, each once",
    body: mkt.syncBody,
    data: mkt.pullResult,
    shop: 'none',
    access: ORDER_WRITE,
  },
  orderSets: {
    ...routes.orderSets,
    summary:
      "The order form's set picker: the shop's product sets with assembled stock available, searched and paged",
    query: ord.stockPickQuery,
    data: z.array(ord.stockPickRow),
    shop: [shopIn('query')],
    access: ORDER_READ,
  },
  orderLabels: {
    ...routes.orderLabels,
    summary:
      'Shipping labels with packing slips of the chosen orders, one PDF page per order in the order asked (beyond the spec)',
    query: lbl.orderLabelsQuery,
    data: z.unknown(),
    reply: 'file',
    // `ids` is a list: server/routes/orderLabels.ts answers 404 for an order outside the caller's shops.
    shop: 'none',
    access: ORDER_VIEW,
  },
  setPicker: {
    ...routes.setPicker,
    summary: "The single-set picker of the add-order screen: the shop's sets, searched and paged",
    query: ps.setPickerQuery,
    data: z.array(ps.productSetListRow),
    shop: [shopIn('query')],
    access: SET_READ,
  },
  officers: {
    ...routes.officers,
    summary: 'Active staff who may be picker or packer of a set order',
    query: emptyQuery,
    data: z.array(ps.officerRow),
    shop: 'none',
    access: OFFICERS,
  },
  // --- confirming and shipping orders (spec part 3 §7 "Orders"; DESIGN.md "customer order") ---
  confirmOrders: {
    ...routes.confirmOrders,
    summary:
      "The confirm-order list: a shop's orders, newest first, searched by number, customer, phone or tracking number; paged when `page` is sent",
    query: ful.confirmListQuery,
    data: z.array(ful.fulfilmentRow),
    shop: [shopIn('query')],
    access: CONFIRM,
  },
  confirmOrderStatuses: {
    ...routes.confirmOrderStatuses,
    summary:
      "The confirm-order edit's status choices: the order's status and those the caller may move it to now",
    query: ord.orderIdQuery,
    data: z.array(ord.orderStatusRow),
    shop: [orderIn('query', 'order_id')],
    access: CONFIRM,
  },
  confirmOrder: {
    ...routes.confirmOrder,
    summary:
      'Move one order to the chosen status (confirm reserves its stock, shipping takes it out, a return puts it back, cancelling releases it); the same status again changes nothing',
    body: ful.confirmOrderBody,
    data: ful.movedOrder,
    shop: [shopIn('body'), { ...orderIn('body', 'id'), within: 'shop_id' }],
    access: CONFIRM,
  },
  confirmOrdersBulk: {
    ...routes.confirmOrdersBulk,
    summary:
      'Confirm the selected orders, each whole or not at all: the reply lists those confirmed and, with the reason, those that could not be',
    body: ful.confirmOrdersBody,
    data: ful.bulkReply,
    // A list of orders: each is checked against the caller's shops by server/domain/fulfilment.ts.
    shop: 'none',
    access: CONFIRM,
  },
  shippingOrders: {
    ...routes.shippingOrders,
    summary:
      'The shipping-order list: confirmed to returned orders by shop (search_mode 1) or by delivery channel (2, delivery_mode), newest first; paged when `page` is sent',
    query: ful.shippingListQuery,
    data: z.array(ful.fulfilmentRow),
    // shop_id is optional in mode 2: without it the handler keeps a shop user to their own shops.
    shop: [{ ...shopIn('query'), optional: true }],
    access: SHIPPING_READ,
  },
  shipOrdersBulk: {
    ...routes.shipOrdersBulk,
    summary:
      "Ship the selected orders: a carrier's tracking number each and their reserved stock out of the warehouse; the reply lists those shipped and, with the reason, those that could not be",
    body: ful.shipOrdersBody,
    data: ful.bulkReply,
    shop: 'none',
    access: SHIPPING_WRITE,
  },
  // --- appointment settings and days off (spec part 3 "Appointment"; DESIGN.md) ---
  appointments: {
    ...routes.appointments,
    summary: 'Appointment settings, newest first, searched by name; paged when `page` is sent',
    query: bk.appointmentListQuery,
    data: z.array(bk.appointmentRow),
    shop: 'none',
    access: APPOINTMENTS,
  },
  appointment: {
    ...routes.appointment,
    summary: 'One appointment setting (data[0])',
    query: bk.appointmentIdQuery,
    data: z.array(bk.appointmentRow),
    shop: 'none',
    access: APPOINTMENTS,
  },
  appointmentCreate: {
    ...routes.appointmentCreate,
    summary:
      'Add an appointment setting; one overlapping the dates of another of the same day type is refused (409)',
    body: bk.appointmentCreate,
    data: z.object({ id: z.number() }),
    shop: 'none',
    access: APPOINTMENTS,
  },
  appointmentUpdate: {
    ...routes.appointmentUpdate,
    summary:
      'Change an appointment setting; one overlapping the dates of another of the same day type is refused (409)',
    body: bk.appointmentUpdate,
    data: z.object({ id: z.number() }),
    shop: 'none',
    access: APPOINTMENTS,
  },
  appointmentDelete: {
    ...routes.appointmentDelete,
    summary: 'Delete an appointment setting (bookings already made keep their slot)',
    query: bk.appointmentIdQuery,
    data: z.null(),
    shop: 'none',
    access: APPOINTMENTS,
  },
  daysOff: {
    ...routes.daysOff,
    summary:
      'Days off added by staff (no booking on them), by date, searched by name or within dates; paged when `page` is sent',
    query: bk.dayOffListQuery,
    data: z.array(bk.dayOffRow),
    shop: 'none',
    access: DAYS_OFF_READ,
  },
  dayOffCreate: {
    ...routes.dayOffCreate,
    summary: 'Add a day off (409 when the date is one already)',
    body: bk.dayOffCreate,
    data: z.object({ id: z.number() }),
    shop: 'none',
    access: APPOINTMENTS,
  },
  dayOffDelete: {
    ...routes.dayOffDelete,
    summary: 'Remove a day off: its date can be booked again',
    query: bk.appointmentIdQuery,
    data: z.null(),
    shop: 'none',
    access: APPOINTMENTS,
  },
  // --- inbound delivery bookings (spec part 2 §7.3; DESIGN.md "Inbound booking") ---
  bookingTimes: {
    ...routes.bookingTimes,
    summary:
      "A date's slots from the appointment settings with the places left in each; 400 with the holiday message on a day off, a closed day or a weekend without an open setting, and for a date before today",
    query: bk.bookingTimeQuery,
    data: z.array(bk.bookingTimeRow),
    shop: 'none',
    access: BOOKING,
  },
  bookings: {
    ...routes.bookings,
    summary:
      "A shop's bookings, newest first, searched by number, contact or phone; paged when `page` is sent",
    query: bk.bookingListQuery,
    data: z.array(bk.bookingListRow),
    shop: [shopIn('query')],
    access: BOOKING,
  },
  bookingsAdmin: {
    ...routes.bookingsAdmin,
    summary:
      "Every shop's bookings (staff), newest first, searched by number, shop, contact, e-mail or phone; paged when `page` is sent",
    query: bk.bookingAdminListQuery,
    data: z.array(bk.bookingListRow),
    // Staff only: the shop narrows the list, it never restricts the caller.
    shop: [{ ...shopIn('query'), optional: true }],
    access: BOOKING_STAFF,
  },
  booking: {
    ...routes.booking,
    summary: 'One booking (data[0]) with its lines, their products and the assignee',
    query: bk.bookingIdQuery,
    data: z.array(bk.bookingRecord),
    shop: [bookingIn('query', 'booking_id')],
    access: BOOKING,
  },
  bookingCreate: {
    ...routes.bookingCreate,
    summary:
      "Book a slot for a delivery of the shop's products (status 1); a full slot, a holiday or a past date is refused (400); a malformed e-mail is 403 under the e-mail field",
    body: bk.bookingCreate,
    data: z.object({ id: z.number(), booking_no: z.string() }),
    shop: [shopIn('body')],
    access: BOOKING,
  },
  bookingUpdate: {
    ...routes.bookingUpdate,
    summary:
      'The shop changes its booking while it awaits confirmation (status 1): date, slot, contact and lines; a malformed e-mail is 403',
    body: bk.bookingUpdate,
    data: z.object({ id: z.number() }),
    shop: [shopIn('body'), { ...bookingIn('body', 'id'), within: 'shop_id' }],
    access: BOOKING_SHOP,
  },
  bookingAdminUpdate: {
    ...routes.bookingAdminUpdate,
    summary:
      'Staff move a booking to a next status, set the assignee, the counted amounts and the remark; at 5 or 6 the counted lines are added to stock, once',
    body: bk.bookingAdminUpdate,
    data: z.object({ id: z.number(), booking_status: z.number() }),
    shop: [shopIn('body'), { ...bookingIn('body', 'id'), within: 'shop_id' }],
    access: BOOKING_STAFF,
  },
  bookingPic: {
    ...routes.bookingPic,
    summary: "The booking's product photo (an image by content), until the booking is received",
    body: bk.bookingPicFields,
    multipart: { files: [bk.BOOKING_PIC_FILE], maxFileSize: UPLOAD_LIMIT },
    data: bk.bookingPicReply,
    shop: [shopIn('body'), { ...bookingIn('body', 'booking_id'), within: 'shop_id' }],
    access: BOOKING,
  },
  bookingStatuses: {
    ...routes.bookingStatuses,
    summary: "The booking's status and the statuses the caller may move it to now",
    query: bk.bookingIdQuery,
    data: z.array(bk.bookingStatusRow),
    shop: [bookingIn('query', 'booking_id')],
    access: BOOKING,
  },
  bookingCurrentStatus: {
    ...routes.bookingCurrentStatus,
    summary: "The booking's current status",
    query: bk.bookingIdQuery,
    data: bk.currentBookingStatus,
    shop: [bookingIn('query', 'booking_id')],
    access: BOOKING,
  },
  bookingCalendar: {
    ...routes.bookingCalendar,
    summary:
      "Every shop's bookings between two dates for the calendar; another shop's show only that the slot is booked",
    query: bk.calendarQuery,
    data: z.array(bk.calendarEvent),
    shop: [{ ...shopIn('query'), optional: true }],
    access: BOOKING,
  },
  bookingLabel: {
    ...routes.bookingLabel,
    summary:
      'The delivery label of a booking as a PDF: its number as a barcode and a QR code, the shop, date, slot, contact and lines',
    query: bk.bookingIdQuery,
    data: z.unknown(),
    reply: 'file',
    shop: [bookingIn('query', 'booking_id')],
    access: BOOKING,
  },
  // --- sales dashboard (contract/schemas/dashboard.ts says which orders, periods and money) ---
  dashboardLine: {
    ...routes.dashboardLine,
    summary: 'Sales amount by hour of the order (24 rows, 00:00 to 23:00, zeros included)',
    query: dash.dashboardQuery,
    data: z.array(dash.hourTotalRow),
    shop: OPTIONAL_SHOP,
    access: DASHBOARD,
  },
  dashboardOrders: {
    ...routes.dashboardOrders,
    summary: 'Number of orders by hour of the order (24 rows, 00:00 to 23:00, zeros included)',
    query: dash.dashboardQuery,
    data: z.array(dash.hourOrdersRow),
    shop: OPTIONAL_SHOP,
    access: DASHBOARD,
  },
  dashboardTotals: {
    ...routes.dashboardTotals,
    summary: 'Sales total, number of orders and average order amount of the period (one row)',
    query: dash.dashboardQuery,
    data: z.array(dash.totalSummaryRow),
    shop: OPTIONAL_SHOP,
    access: DASHBOARD,
  },
  dashboardBars: {
    ...routes.dashboardBars,
    summary: 'The 10 products (or sets) with the most pieces sold, over every order of the shop',
    query: dash.salesBarQuery,
    data: z.array(dash.salesBarRow),
    shop: OPTIONAL_SHOP,
    access: DASHBOARD,
  },
  dashboardIncome: {
    ...routes.dashboardIncome,
    summary:
      'Products and sets sold in the period with pieces and income, most income first; paged with total when page is sent',
    query: dash.incomeQuery,
    data: z.array(dash.incomeRow),
    shop: OPTIONAL_SHOP,
    access: DASHBOARD,
  },
  dashboardProducts: {
    ...routes.dashboardProducts,
    summary:
      'Product income, pieces sold and orders from Shopee, Lazada and other channels of the period (one row)',
    query: dash.dashboardQuery,
    data: z.array(dash.productSummaryRow),
    shop: OPTIONAL_SHOP,
    access: DASHBOARD,
  },
  dashboardIncomeExport: {
    ...routes.dashboardIncomeExport,
    summary:
      'The income table of the period as income-report.xlsx: Thai heading, the period, every row, the total in figures and in Thai words',
    query: dash.incomeExportQuery,
    data: z.unknown(),
    reply: 'file',
    shop: OPTIONAL_SHOP,
    access: DASHBOARD,
  },
  // --- reports (contract/schemas/reports.ts says what each holds) ---
  shippingReport: {
    ...routes.shippingReport,
    summary:
      'Orders handed to shipping with customer, phone, platform, status and date; searched, paged',
    query: rep.reportQuery,
    data: z.array(rep.shippingReportRow),
    shop: OPTIONAL_SHOP,
    access: REPORT,
  },
  inventoryReport: {
    ...routes.inventoryReport,
    summary: 'Stock items with shop, product, code, on-hand count and price; searched, paged',
    query: rep.reportQuery,
    data: z.array(rep.inventoryReportRow),
    shop: OPTIONAL_SHOP,
    access: REPORT,
  },
  packingReport: {
    ...routes.packingReport,
    summary:
      'Per shop in the date range: product-set orders, orders packed and their total (staff); searched, paged',
    query: rep.packingReportQuery,
    data: z.array(rep.packingReportRow),
    shop: OPTIONAL_SHOP,
    access: PACKING_REPORT,
  },
  shippingReportExport: {
    ...routes.shippingReportExport,
    summary: 'The whole shipping report as the search filters it, as a streamed .xlsx',
    query: rep.reportExportQuery,
    data: z.unknown(),
    reply: 'file',
    shop: OPTIONAL_SHOP,
    access: REPORT,
  },
  inventoryReportExport: {
    ...routes.inventoryReportExport,
    summary: 'The whole inventory report as the search filters it, as a streamed .xlsx',
    query: rep.reportExportQuery,
    data: z.unknown(),
    reply: 'file',
    shop: OPTIONAL_SHOP,
    access: REPORT,
  },
  packingReportExport: {
    ...routes.packingReportExport,
    summary: 'The whole packing-equipment report of the range, as a streamed .xlsx (staff)',
    query: rep.packingExportQuery,
    data: z.unknown(),
    reply: 'file',
    shop: OPTIONAL_SHOP,
    access: PACKING_REPORT,
  },
});

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;
type Infer<T> = T extends z.ZodType ? z.input<T> : undefined;
/** Query strings carry text; callers may pass numbers, which the URL turns into text. */
type QueryInput<T> = { [K in keyof T]: T[K] extends string | undefined ? T[K] | number : T[K] };
export type QueryOf<K extends EndpointKey> = QueryInput<
  Infer<Endpoints[K] extends { query: infer Q } ? Q : undefined>
>;
export type BodyOf<K extends EndpointKey> = Infer<
  Endpoints[K] extends { body: infer B } ? B : undefined
>;
export type DataOf<K extends EndpointKey> = z.output<Endpoints[K]['data']>;
