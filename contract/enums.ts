/** User types of spec part 1 §1: 1 company shop user, 2 individual shop user, 3 provider staff. */
export const USER_TYPE = { COMPANY: 1, INDIVIDUAL: 2, STAFF: 3 } as const;
export type UserTypeId = (typeof USER_TYPE)[keyof typeof USER_TYPE];
export const ALL_USER_TYPES: readonly UserTypeId[] = [1, 2, 3];
export const SHOP_USER_TYPES: readonly UserTypeId[] = [1, 2];

/**
 * The menu catalogue in the shell's order (DESIGN.md "Who may do what").
 * `key` is the spec's menu_key (licenset-list is spelt so in the spec);
 * `path` is the react-admin route the menu opens; `specPath` the spec's own route, `/<key>`
 * unless named.
 */
const menu = <
  const I extends number,
  const K extends string,
  const P extends string,
  const S extends string = `/${K}`,
>(
  id: I,
  key: K,
  path: P,
  specPath?: S,
) => ({ id, key, path, specPath: (specPath ?? `/${key}`) as S }) as const;
export const MENUS = [
  menu(1, 'product-list', '/products'),
  menu(2, 'product-set-list', '/productSets'),
  menu(3, 'delivery-booking', '/bookings'),
  menu(4, 'inventory', '/inventory'),
  menu(5, 'order-list', '/orders'),
  menu(6, 'confirm-order', '/confirm-order'),
  menu(7, 'shipping-order', '/shipping-order'),
  menu(8, 'user-information', '/users'),
  menu(9, 'licenset-list', '/permissions', '/license-list'),
  menu(10, 'appointments', '/appointments'),
  menu(11, 'dashboard', '/dashboard'),
  menu(12, 'report', '/report'),
] as const;
export type MenuKey = (typeof MENUS)[number]['key'];
export type MenuId = (typeof MENUS)[number]['id'];
export const MENU_KEYS = MENUS.map((m) => m.key) as MenuKey[];

/**
 * The header carrying the mailbox's key: the server prints the mailbox's address with it at
 * start (`/dev/mailbox#key=…`), and answers no request without it.
 */
export const MAILBOX_KEY_HEADER = 'x-mailbox-key';

/**
 * The reply header naming the caller's active menus as the server saw them for that request
 * (`menuAccessTag`): an open app whose stored menu access differs reads its session again,
 * so a change of the role's menus reaches its members on their next request.
 */
export const MENU_ACCESS_HEADER = 'x-menu-access';
export const menuAccessTag = (keys: Iterable<string>) => [...keys].sort().join(',');

/** react-admin resource name of each menu that is a resource (DESIGN.md "Layout"). */
export const RESOURCE_MENU: Record<string, MenuKey> = {
  products: 'product-list',
  productSets: 'product-set-list',
  productSetOrders: 'product-set-list',
  bookings: 'delivery-booking',
  inventory: 'inventory',
  orders: 'order-list',
  marketplaceLog: 'order-list',
  users: 'user-information',
  permissions: 'licenset-list',
  appointments: 'appointments',
  // The warehouse floor's screens (/pick-lists/:id, /pack): staff who confirm orders.
  'pick-lists': 'confirm-order',
  pack: 'confirm-order',
};

/** Identity document types (spec part 1 §3). */
export const DOC_TYPE = { ID_CARD: 1, PASSPORT: 2, VAT_CERTIFICATE: 3 } as const;

/** VAT options (spec part 1 §3): 1 no tax, 2 has tax. */
export const VAT_OPTION = { NO_TAX: 1, HAS_TAX: 2 } as const;

/** Lookup categories kept in the `lookups` table, answered as {id, enum_values, enum_desc}. */
export const LOOKUP_CATEGORIES = [
  'company_type',
  'user_type',
  'product_type',
  'unit_type',
  'vat_option',
  'sales_channel',
  'delivery_channel',
] as const;
export type LookupCategory = (typeof LOOKUP_CATEGORIES)[number];

/** Where an order came from (`sources`): 0 typed or imported by the shop, else a marketplace. */
export const ORDER_SOURCE = { MANUAL: 0, SHOPEE: 1, LAZADA: 2 } as const;

/** The marketplaces a shop connects (spec part 2 §4.5), their names and their orders' source. */
export const PLATFORMS = ['lazada', 'shopee'] as const;
export type Platform = (typeof PLATFORMS)[number];
/** Each marketplace's own name, the same in every language. */
export const PLATFORM_NAME: Record<Platform, string> = { lazada: 'Lazada', shopee: 'Shopee' };
export const PLATFORM_SOURCE: Record<Platform, number> = {
  lazada: ORDER_SOURCE.LAZADA,
  shopee: ORDER_SOURCE.SHOPEE,
};
/** The marketplace an order came from, or undefined for the shop's own orders. */
export const platformOfSource = (source: number): Platform | undefined =>
  PLATFORMS.find((p) => PLATFORM_SOURCE[p] === source);

/**
 * Marketplace sync (DESIGN.md "Work that runs by itself"): what a sync log entry did, where it
 * stands, and where a marketplace order stands on its platform and in being told of its
 * shipping. The Thai names are i18n's `app.marketplace_sync.*` of the same keys.
 */
export const SYNC_KINDS = ['pull', 'refresh', 'ship', 'stock'] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];
export const SYNC_STATUSES = ['queued', 'running', 'done', 'retrying', 'failed'] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];
/** A connection that works, or one whose tokens the platform would not refresh. */
export const CONNECTION_STATUSES = ['connected', 'reconnect'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];
export const MARKETPLACE_ORDER_STATUSES = [
  'pending',
  'ready_to_ship',
  'shipped',
  'delivered',
  'cancelled',
] as const;
/** Where telling the marketplace of an order's shipping stands. */
export const SHIP_SYNC_STATUSES = ['queued', 'sent', 'failed'] as const;
export type ShipSyncStatus = (typeof SHIP_SYNC_STATUSES)[number];

/**
 * The interface's colours a user chooses in the profile: 'light', 'dark', or 'system' to follow
 * the device's light or dark setting (the default).
 */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'system';
/** A stored theme text as a theme; anything unknown is the default. */
export const themeOf = (value: unknown): Theme => THEMES.find((t) => t === value) ?? DEFAULT_THEME;
