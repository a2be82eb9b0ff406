import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type {
  ConnectionStatus,
  MARKETPLACE_ORDER_STATUSES,
  ShipSyncStatus,
  SyncKind,
  SyncStatus,
} from '../../contract/enums';
import {
  MOVEMENT_KINDS,
  type MovementDoc,
  type MovementKind,
} from '../../contract/schemas/inventory';

// The shape of the database. Change it here, then `npm run db:generate` writes the migration
// (server/db/migrations; see "Changing the database" in the README). Constraints and indexes
// carry the names PostgreSQL gave them in the hand-written migrations 0001-0006, so the
// schema and the database compare equal (tests/api/schema.test.ts).

export const lookups = pgTable(
  'lookups',
  {
    category: text().notNull(),
    id: integer().notNull(),
    enum_values: text().notNull(),
    enum_desc: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [primaryKey({ name: 'lookups_pkey', columns: [t.category, t.id] })],
);

export const titles = pgTable('titles', {
  id: integer().primaryKey(),
  title_name_th: text().notNull(),
  title_name_en: text().notNull(),
});

export const provinces = pgTable('provinces', {
  id: integer().primaryKey(),
  pv_code: text().notNull().unique('provinces_pv_code_key'),
  name_th: text().notNull(),
  name_en: text().notNull(),
});

export const districts = pgTable(
  'districts',
  {
    id: integer().primaryKey(),
    province_id: integer().notNull(),
    dist_code: text().notNull().unique('districts_dist_code_key'),
    name_th: text().notNull(),
    name_en: text().notNull().default(''),
  },
  (t) => [
    foreignKey({
      name: 'districts_province_id_fkey',
      columns: [t.province_id],
      foreignColumns: [provinces.id],
    }),
    index('districts_province_idx').on(t.province_id),
  ],
);

export const subdistricts = pgTable(
  'subdistricts',
  {
    id: serial().primaryKey(),
    district_id: integer().notNull(),
    subdist_code: text().notNull(),
    post_code: text().notNull(),
    name_th: text().notNull(),
    name_en: text().notNull().default(''),
  },
  (t) => [
    foreignKey({
      name: 'subdistricts_district_id_fkey',
      columns: [t.district_id],
      foreignColumns: [districts.id],
    }),
    unique('subdistricts_district_id_subdist_code_key').on(t.district_id, t.subdist_code),
  ],
);

export const menus = pgTable('menus', {
  id: integer().primaryKey(),
  menu_key: text().notNull().unique('menus_menu_key_key'),
  display_menu_name_th: text().notNull(),
});

export const roles = pgTable(
  'roles',
  {
    id: serial().primaryKey(),
    enum_values: text().notNull(),
    enum_desc: text().notNull(),
    enum_desc_th: text().notNull().default(''),
    created_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One role per name, whatever its case (the role screens refuse a second with 409).
    uniqueIndex('roles_name_idx').on(sql`lower(${t.enum_desc})`),
  ],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    role_id: integer().notNull(),
    menu_id: integer().notNull(),
    is_active: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ name: 'role_menus_pkey', columns: [t.role_id, t.menu_id] }),
    foreignKey({
      name: 'role_menus_role_id_fkey',
      columns: [t.role_id],
      foreignColumns: [roles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'role_menus_menu_id_fkey',
      columns: [t.menu_id],
      foreignColumns: [menus.id],
    }),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    password_hash: text().notNull(),
    user_type_id: integer().notNull(),
    role_id: integer(),
    is_active: boolean().notNull().default(true),
    must_change_password: boolean().notNull().default(false),
    email_verified: boolean().notNull().default(false),
    company_type_id: integer(),
    company_name: text(),
    tax_id: text(),
    indiv_mas_title_id: integer(),
    indiv_first_name: text().notNull().default(''),
    indiv_last_name: text().notNull().default(''),
    indiv_id_card: text(),
    indiv_passport: text(),
    com_tel: text(),
    com_mobile: text(),
    indiv_tel: text(),
    indiv_mobile: text(),
    com_addr_tp: text(),
    addr_tp_province: integer(),
    addr_tp_district: integer(),
    addr_tp_subdistrict: integer(),
    addr_tp_postcode: text(),
    is_copy_addr_tp: boolean().notNull().default(false),
    addr_doc: text(),
    addr_doc_province: integer(),
    addr_doc_district: integer(),
    addr_doc_subdistrict: integer(),
    addr_doc_postcode: text(),
    lazada_connect: boolean().notNull().default(false),
    shopee_connect: boolean().notNull().default(false),
    /** How the Thai interface shows years: 'be' Buddhist era (the default) or 'ce' Christian era. */
    year_era: text().notNull().default('be'),
    /** The interface's colours: 'light', 'dark' or 'system' (the device's choice, the default). */
    theme: text().notNull().default('system'),
    created_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when staff deleted a user who had created records: the account is switched off and
     * its personal data removed, the row kept for those records; the user list leaves it out.
     */
    deleted_dt: timestamp({ withTimezone: true }),
    /** Lower-cased names, e-mail, phones and company name: what the user list searches. */
    search_text: text().generatedAlwaysAs(
      sql`lower(coalesce(indiv_first_name, '') || ' ' || coalesce(indiv_last_name, '') || ' ' || email || ' ' || coalesce(com_tel, '') || ' ' || coalesce(indiv_tel, '') || ' ' || coalesce(company_name, ''))`,
    ),
  },
  (t) => [
    check('users_user_type_id_check', sql`${t.user_type_id} IN (1, 2, 3)`),
    check('users_year_era_check', sql`${t.year_era} IN ('be', 'ce')`),
    check('users_theme_check', sql`${t.theme} IN ('light', 'dark', 'system')`),
    // The user list's sort columns, each with the key to break ties (server/db/paging.ts),
    // over the users it lists (deleted ones are left out), so a page is read from the index.
    index('users_email_sort_idx')
      .on(t.email, t.id)
      .where(sql`${t.deleted_dt} IS NULL`),
    index('users_first_name_sort_idx')
      .on(t.indiv_first_name, t.id)
      .where(sql`${t.deleted_dt} IS NULL`),
    index('users_last_name_sort_idx')
      .on(t.indiv_last_name, t.id)
      .where(sql`${t.deleted_dt} IS NULL`),
    index('users_active_sort_idx')
      .on(t.is_active, t.id)
      .where(sql`${t.deleted_dt} IS NULL`),
    // The user list in id order, and the users without a role (the add-member picker).
    index('users_live_idx')
      .on(t.id)
      .where(sql`${t.deleted_dt} IS NULL`),
    index('users_without_role_idx')
      .on(t.id)
      .where(sql`${t.role_id} IS NULL AND ${t.deleted_dt} IS NULL`),
    // A role's members and the users without a role, in id order; the role list's member
    // counts read it alone (deleted users belong to no list).
    index('users_role_members_idx')
      .on(t.role_id, t.id)
      .where(sql`${t.deleted_dt} IS NULL`),
    searchIndex('users', t.search_text),
    foreignKey({
      name: 'users_role_id_fkey',
      columns: [t.role_id],
      foreignColumns: [roles.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'users_indiv_mas_title_id_fkey',
      columns: [t.indiv_mas_title_id],
      foreignColumns: [titles.id],
    }),
    // One account per address, whatever its case.
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
  ],
);

/**
 * The index of a list's lower-cased search column (server/db/search.ts): its pairs of adjacent
 * characters (`char_pairs()`, migration 0007), so a search of two characters or more, such as
 * the Thai word 'ชา', reads only the rows holding every pair of the term.
 */
function searchIndex(table: string, column: ExtraConfigColumn) {
  return index(`${table}_search_pairs_idx`).using('gin', sql`char_pairs(${column})`);
}

/**
 * The index of a number, code or barcode as the command palette finds it (Ctrl+K;
 * server/domain/commandSearch.ts): its lower-cased text in byte order (`COLLATE "C"`), so the
 * text typed, or any text beginning with it, is a range of the index (migration 0028).
 */
function keyIndex(name: string, column: ExtraConfigColumn) {
  return index(name).on(sql`(lower(${column}) COLLATE "C")`);
}

/** The key indexes of a product's or a set's code and three barcodes (contract/barcodes.ts). */
function catalogueKeyIndexes(
  table: string,
  t: Record<
    'customer_product_id' | 'item_barcode_upc' | 'inner_pack_barcode_upc' | 'case_barcode_upc',
    ExtraConfigColumn
  >,
) {
  return [
    keyIndex(`${table}_code_key_idx`, t.customer_product_id),
    keyIndex(`${table}_item_barcode_key_idx`, t.item_barcode_upc),
    keyIndex(`${table}_inner_barcode_key_idx`, t.inner_pack_barcode_upc),
    keyIndex(`${table}_case_barcode_key_idx`, t.case_barcode_upc),
  ];
}

export const shops = pgTable(
  'shops',
  {
    id: serial().primaryKey(),
    shop_no: text().notNull().unique('shops_shop_no_key'),
    shop_name: text().notNull(),
    owner_user_id: integer(),
    created_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'shops_owner_user_id_fkey',
      columns: [t.owner_user_id],
      foreignColumns: [users.id],
    }),
    // The user list finds users by the names of their shops.
    index('shops_name_pairs_idx').using('gin', sql`char_pairs(lower(${t.shop_name}))`),
  ],
);

export const userShops = pgTable(
  'user_shops',
  { user_id: integer().notNull(), shop_id: integer().notNull() },
  (t) => [
    primaryKey({ name: 'user_shops_pkey', columns: [t.user_id, t.shop_id] }),
    foreignKey({
      name: 'user_shops_user_id_fkey',
      columns: [t.user_id],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'user_shops_shop_id_fkey',
      columns: [t.shop_id],
      foreignColumns: [shops.id],
    }).onDelete('cascade'),
    index('user_shops_shop_idx').on(t.shop_id),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial().primaryKey(),
    token_hash: text().notNull().unique('sessions_token_hash_key'),
    user_id: integer().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    ip: text(),
  },
  (t) => [
    foreignKey({
      name: 'sessions_user_id_fkey',
      columns: [t.user_id],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    index('sessions_user_idx').on(t.user_id),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    user_id: integer().notNull(),
    message: text().notNull(),
    created_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the user saw it; null while unread. */
    read_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'notifications_user_id_fkey',
      columns: [t.user_id],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    index('notifications_user_idx').on(t.user_id, t.created_dt.desc().nullsFirst()),
    // The bell's badge counts a user's unread notifications.
    index('notifications_unread_idx')
      .on(t.user_id)
      .where(sql`${t.read_at} IS NULL`),
  ],
);

// Default 0, written as drizzle-kit reads PostgreSQL's numeric default back ('0').
const money = () =>
  numeric({ precision: 12, scale: 2, mode: 'number' })
    .notNull()
    .default(sql`'0'`);

/**
 * The columns a product and a product set share (spec part 1 §3: a set has a product's fields);
 * `count` makes the pack counts (money for products, whole numbers for sets).
 */
function catalogueColumns<C>(table: string, count: () => C) {
  return {
    shop_id: integer().notNull(),
    fp_product_id: text().notNull().unique(`${table}_fp_product_id_key`),
    customer_product_id: text().notNull(),
    brand_th: text().notNull(),
    brand_en: text().notNull(),
    product_name_th: text().notNull(),
    product_name_en: text().notNull(),
    product_type: integer().notNull(),
    desc_th: text().notNull().default(''),
    desc_en: text().notNull().default(''),
    pic: text(),
    size: money(),
    unit: integer().notNull(),
    price: money(),
    vat_nonvat: integer().notNull(),
    item_weight: money(),
    item_wide: money(),
    item_long: money(),
    item_high: money(),
    item_total: count(),
    item_barcode_upc: text().notNull(),
    item_pic: text(),
    inner_pack_weight: money(),
    inner_pack_wide: money(),
    inner_pack_long: money(),
    inner_pack_high: money(),
    inner_pack_total: count(),
    inner_pack_barcode_upc: text().notNull().default(''),
    inner_pack_pic: text(),
    case_weight: money(),
    case_wide: money(),
    case_long: money(),
    case_high: money(),
    case_total: count(),
    case_barcode_upc: text().notNull().default(''),
    case_pic: text(),
  };
}

export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    ...catalogueColumns('products', money),
    doc_attch: text(),
    created_by: integer(),
    created_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Lower-cased code, names, brands and barcodes, so a '%term%' search reads one column
     * (migrations 0002, 0008): a handheld scanner typing a barcode into a search box finds
     * the product. The database computes it; drizzle-kit does not compare the expression.
     */
    search_text: text().generatedAlwaysAs(
      sql`lower(customer_product_id || ' ' || product_name_th || ' ' || product_name_en || ' ' || brand_th || ' ' || brand_en || ' ' || item_barcode_upc || ' ' || inner_pack_barcode_upc || ' ' || case_barcode_upc)`,
    ),
  },
  (t) => [
    foreignKey({ name: 'products_shop_id_fkey', columns: [t.shop_id], foreignColumns: [shops.id] }),
    foreignKey({
      name: 'products_created_by_fkey',
      columns: [t.created_by],
      foreignColumns: [users.id],
    }),
    unique('products_shop_id_customer_product_id_key').on(t.shop_id, t.customer_product_id),
    index('products_shop_idx').on(t.shop_id, t.id.desc().nullsFirst()),
    // The product list's sort columns (the code's is the unique key above).
    index('products_name_sort_idx').on(t.shop_id, t.product_name_th, t.id),
    index('products_brand_sort_idx').on(t.shop_id, t.brand_th, t.id),
    index('products_price_sort_idx').on(t.shop_id, t.price, t.id),
    searchIndex('products', t.search_text),
    ...catalogueKeyIndexes('products', t),
    // Photos are looked up by their stored key when served.
    index('products_item_pic_idx')
      .on(t.item_pic)
      .where(sql`${t.item_pic} IS NOT NULL`),
    index('products_inner_pack_pic_idx')
      .on(t.inner_pack_pic)
      .where(sql`${t.inner_pack_pic} IS NOT NULL`),
    index('products_case_pic_idx')
      .on(t.case_pic)
      .where(sql`${t.case_pic} IS NOT NULL`),
  ],
);

/**
 * Product sets (spec part 1 §3 "Product set"): a product's fields, the packaging texts and
 * photo, and the products a set holds (product_set_items). A deleted set keeps its row (its
 * orders and ledger still name it) and leaves the list; only a set without stock is deleted.
 */
export const productSets = pgTable(
  'product_sets',
  {
    id: serial().primaryKey(),
    ...catalogueColumns('product_sets', () => integer().notNull().default(0)),
    /** Packaging information and the packing method (spec: at most 200 characters each). */
    package: text().notNull().default(''),
    pack_product: text().notNull().default(''),
    /** The photo of the packed set (the upload's pp_product). */
    pic_pack_product: text(),
    doc_attch: text(),
    created_by: integer(),
    created_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp({ withTimezone: true }),
    /** Lower-cased code, names, brands and barcodes, searched like the products' (migration 0009). */
    search_text: text().generatedAlwaysAs(
      sql`lower(customer_product_id || ' ' || product_name_th || ' ' || product_name_en || ' ' || brand_th || ' ' || brand_en || ' ' || item_barcode_upc || ' ' || inner_pack_barcode_upc || ' ' || case_barcode_upc)`,
    ),
  },
  (t) => [
    check('product_sets_vat_nonvat_check', sql`${t.vat_nonvat} IN (1, 2)`),
    check(
      'product_sets_totals_check',
      sql`${t.item_total} >= 0 AND ${t.inner_pack_total} >= 0 AND ${t.case_total} >= 0`,
    ),
    foreignKey({
      name: 'product_sets_shop_id_fkey',
      columns: [t.shop_id],
      foreignColumns: [shops.id],
    }),
    foreignKey({
      name: 'product_sets_created_by_fkey',
      columns: [t.created_by],
      foreignColumns: [users.id],
    }),
    // A set's code is unique among the shop's live sets.
    uniqueIndex('product_sets_shop_code_idx')
      .on(t.shop_id, t.customer_product_id)
      .where(sql`${t.deleted_at} IS NULL`),
    index('product_sets_list_idx')
      .on(t.shop_id, t.id)
      .where(sql`${t.deleted_at} IS NULL`),
    searchIndex('product_sets', t.search_text),
    ...catalogueKeyIndexes('product_sets', t),
    index('product_sets_item_pic_idx')
      .on(t.item_pic)
      .where(sql`${t.item_pic} IS NOT NULL`),
    index('product_sets_inner_pack_pic_idx')
      .on(t.inner_pack_pic)
      .where(sql`${t.inner_pack_pic} IS NOT NULL`),
    index('product_sets_case_pic_idx')
      .on(t.case_pic)
      .where(sql`${t.case_pic} IS NOT NULL`),
    index('product_sets_pack_pic_idx')
      .on(t.pic_pack_product)
      .where(sql`${t.pic_pack_product} IS NOT NULL`),
  ],
);

/** The products of a set and how many of each one set holds. A product in a set is not deleted. */
export const productSetItems = pgTable(
  'product_set_items',
  {
    product_set_id: integer().notNull(),
    product_id: integer().notNull(),
    num_per_set: integer().notNull(),
  },
  (t) => [
    primaryKey({ name: 'product_set_items_pkey', columns: [t.product_set_id, t.product_id] }),
    check('product_set_items_num_check', sql`${t.num_per_set} >= 0`),
    foreignKey({
      name: 'product_set_items_set_id_fkey',
      columns: [t.product_set_id],
      foreignColumns: [productSets.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'product_set_items_product_id_fkey',
      columns: [t.product_id],
      foreignColumns: [products.id],
    }),
    index('product_set_items_product_idx').on(t.product_id),
  ],
);

/**
 * Product-set orders (kitting; DESIGN.md "Documents move through state machines"): a shop asks
 * for `inventory` sets; staff assign the picker (`stocker`) and packer and move `is_status`
 * 1 → 4; at 4 `inventory_amount` sets enter the set's stock and the components leave theirs.
 */
export const productSetOrders = pgTable(
  'product_set_orders',
  {
    id: serial().primaryKey(),
    ps_orderid: text().notNull().unique('product_set_orders_ps_orderid_key'),
    shop_id: integer().notNull(),
    product_set_id: integer().notNull(),
    /** Sets asked for. */
    inventory: integer().notNull(),
    /** Sets actually assembled (staff); equals `inventory` until staff change it. */
    inventory_amount: integer().notNull(),
    return_product_set: integer().notNull().default(0),
    stocker: integer(),
    packer: integer(),
    is_status: integer().notNull().default(1),
    created_by: integer(),
    created_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the order reached status 4 and moved the stock. */
    finished_dt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('product_set_orders_status_check', sql`${t.is_status} BETWEEN 1 AND 4`),
    check(
      'product_set_orders_counts_check',
      sql`${t.inventory} >= 1 AND ${t.inventory_amount} >= 0 AND ${t.return_product_set} >= 0`,
    ),
    foreignKey({
      name: 'product_set_orders_shop_id_fkey',
      columns: [t.shop_id],
      foreignColumns: [shops.id],
    }),
    foreignKey({
      name: 'product_set_orders_set_id_fkey',
      columns: [t.product_set_id],
      foreignColumns: [productSets.id],
    }),
    foreignKey({
      name: 'product_set_orders_stocker_fkey',
      columns: [t.stocker],
      foreignColumns: [users.id],
    }),
    foreignKey({
      name: 'product_set_orders_packer_fkey',
      columns: [t.packer],
      foreignColumns: [users.id],
    }),
    foreignKey({
      name: 'product_set_orders_created_by_fkey',
      columns: [t.created_by],
      foreignColumns: [users.id],
    }),
    index('product_set_orders_list_idx').on(t.shop_id, t.id),
    keyIndex('product_set_orders_number_key_idx', t.ps_orderid),
    index('product_set_orders_set_idx').on(t.product_set_id),
  ],
);

/**
 * Stock: one on-hand balance per shop product, and per product set (its assembled sets),
 * DESIGN.md "Stock is a ledger". A row names exactly one of the two.
 */
export const inventory = pgTable(
  'inventory',
  {
    id: serial().primaryKey(),
    shop_id: integer().notNull(),
    product_id: integer(),
    product_set_id: integer(),
    inventory: integer().notNull().default(0),
    /**
     * What confirmed orders that have not shipped hold of the on-hand amount; available is
     * `inventory - reserved` (DESIGN.md "Stock is a ledger"), what order entry may ask for.
     */
    reserved: integer().notNull().default(0),
    /** The photo of the latest adjusted stock. */
    inven_pic: text(),
    /** The shop's minimum stock: at or below it the list marks the item and the shop is told. */
    reorder_point: integer(),
    /** When the item was last counted and confirmed (a 'stock_check' movement). */
    last_checked_at: timestamp({ withTimezone: true }),
    /** Removed from the list (only at zero stock); the row and its movements stay. */
    deleted_at: timestamp({ withTimezone: true }),
    created_by: integer(),
    created_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('inventory_inventory_check', sql`${t.inventory} >= 0`),
    check('inventory_reorder_point_check', sql`${t.reorder_point} >= 0`),
    check('inventory_reserved_check', sql`${t.reserved} >= 0 AND ${t.reserved} <= ${t.inventory}`),
    check('inventory_deleted_empty_check', sql`${t.deleted_at} IS NULL OR ${t.inventory} = 0`),
    check('inventory_one_item_check', sql`num_nonnulls(${t.product_id}, ${t.product_set_id}) = 1`),
    foreignKey({
      name: 'inventory_shop_id_fkey',
      columns: [t.shop_id],
      foreignColumns: [shops.id],
    }),
    foreignKey({
      name: 'inventory_product_id_fkey',
      columns: [t.product_id],
      foreignColumns: [products.id],
    }),
    foreignKey({
      name: 'inventory_created_by_fkey',
      columns: [t.created_by],
      foreignColumns: [users.id],
    }),
    foreignKey({
      name: 'inventory_product_set_id_fkey',
      columns: [t.product_set_id],
      foreignColumns: [productSets.id],
    }),
    unique('inventory_shop_id_product_id_key').on(t.shop_id, t.product_id),
    unique('inventory_shop_id_product_set_id_key').on(t.shop_id, t.product_set_id),
    index('inventory_product_idx').on(t.product_id),
    // The list's pages (server/db/paging.ts): newest first, and by amount.
    index('inventory_list_idx')
      .on(t.shop_id, t.id)
      .where(sql`${t.deleted_at} IS NULL`),
    index('inventory_amount_sort_idx')
      .on(t.shop_id, t.inventory, t.id)
      .where(sql`${t.deleted_at} IS NULL`),
    index('inventory_pic_idx')
      .on(t.inven_pic)
      .where(sql`${t.inven_pic} IS NOT NULL`),
  ],
);

/**
 * The ledger: a row for every change of a stock balance, written in the transaction that
 * changes it. `change` is signed; `balance` is the on-hand amount after it. `doc_type` and
 * `doc_id` name the booking, order or set order that caused it, if any.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial().primaryKey(),
    inventory_id: integer().notNull(),
    kind: text().$type<MovementKind>().notNull().default('adjustment'),
    change: integer().notNull(),
    balance: integer().notNull(),
    /** The reason or remark typed with the change, if any. */
    reason: text(),
    photo: text(),
    doc_type: text().$type<MovementDoc>(),
    doc_id: integer(),
    user_id: integer(),
    created_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stock_movements_balance_check', sql`${t.balance} >= 0`),
    check(
      'stock_movements_kind_check',
      sql.raw(`kind IN (${MOVEMENT_KINDS.map((k) => `'${k}'`).join(', ')})`),
    ),
    foreignKey({
      name: 'stock_movements_inventory_id_fkey',
      columns: [t.inventory_id],
      foreignColumns: [inventory.id],
    }),
    foreignKey({
      name: 'stock_movements_user_id_fkey',
      columns: [t.user_id],
      foreignColumns: [users.id],
    }),
    // An item's history, newest first (ids grow with time).
    index('stock_movements_history_idx').on(t.inventory_id, t.id),
    index('stock_movements_time_idx').on(t.created_dt),
    index('stock_movements_photo_idx')
      .on(t.photo)
      .where(sql`${t.photo} IS NOT NULL`),
  ],
);

/** The warehouse's shelf bins: a floor and a bin code such as `A-01-03`. */
export const shelfBins = pgTable(
  'shelf_bins',
  {
    id: serial().primaryKey(),
    floor: text().notNull(),
    code: text().notNull(),
  },
  (t) => [unique('shelf_bins_code_key').on(t.code), index('shelf_bins_floor_idx').on(t.floor)],
);

/** How many of a product a shelf bin holds. */
export const shelfStock = pgTable(
  'shelf_stock',
  {
    bin_id: integer().notNull(),
    product_id: integer().notNull(),
    amount: integer().notNull(),
  },
  (t) => [
    primaryKey({ name: 'shelf_stock_pkey', columns: [t.product_id, t.bin_id] }),
    check('shelf_stock_amount_check', sql`${t.amount} >= 0`),
    foreignKey({
      name: 'shelf_stock_bin_id_fkey',
      columns: [t.bin_id],
      foreignColumns: [shelfBins.id],
    }),
    foreignKey({
      name: 'shelf_stock_product_id_fkey',
      columns: [t.product_id],
      foreignColumns: [products.id],
    }).onDelete('cascade'),
  ],
);

// --- accounts: passwords, documents, e-mail links (migration 0004) ---

export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial().primaryKey(),
    kind: text().$type<'verify_email' | 'reset_password'>().notNull(),
    token_hash: text().notNull().unique('user_tokens_token_hash_key'),
    user_id: integer().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    used_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('user_tokens_kind_check', sql`${t.kind} IN ('verify_email', 'reset_password')`),
    foreignKey({
      name: 'user_tokens_user_id_fkey',
      columns: [t.user_id],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    index('user_tokens_user_idx').on(t.user_id, t.kind),
  ],
);

export const outbox = pgTable(
  'outbox',
  {
    id: serial().primaryKey(),
    kind: text().notNull(),
    user_id: integer(),
    to_address: text().notNull(),
    subject: text().notNull(),
    body_text: text().notNull(),
    body_html: text(),
    links: jsonb()
      .$type<{ kind: string; url: string; path: string; expireIn: number }[]>()
      .notNull()
      .default([]),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    claimed_at: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    sent_at: timestamp({ withTimezone: true }),
    error: text(),
  },
  (t) => [
    foreignKey({
      name: 'outbox_user_id_fkey',
      columns: [t.user_id],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    index('outbox_unsent_idx')
      .on(t.id)
      .where(sql`${t.sent_at} IS NULL`),
    index('outbox_created_idx').on(t.created_at.desc().nullsFirst()),
  ],
);

/** Identity documents: 1 ID card, 2 passport, 3 VAT certificate (ภ.พ.20). */
export const identityDocuments = pgTable(
  'identity_documents',
  {
    id: serial().primaryKey(),
    user_id: integer().notNull(),
    doc_type: integer().notNull(),
    file_key: text().notNull(),
    mime: text().notNull(),
    original_name: text().notNull(),
    size: integer().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('identity_documents_doc_type_check', sql`${t.doc_type} IN (1, 2, 3)`),
    foreignKey({
      name: 'identity_documents_user_id_fkey',
      columns: [t.user_id],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    index('identity_documents_user_idx').on(t.user_id, t.created_at.desc().nullsFirst()),
  ],
);

/** Rate-limit counters shared by every server process (server/auth/limits.ts). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    points: integer().notNull().default(0),
    expire: timestamp({ withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/**
 * Customer orders (spec part 2 §3.4; DESIGN.md "customer order"): typed or imported by a
 * shop, or pulled from a marketplace (`sources`, `sources_item_id`, once each). `is_order` is
 * the state machine of contract/schemas/orders.ts; `total_price` is computed by the server
 * from the lines' prices less the discount.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    order_id: text().notNull().unique('orders_order_id_key'),
    shop_id: integer().notNull(),
    sources: integer().notNull().default(0),
    sources_item_id: text(),
    order_dt: date({ mode: 'string' }).notNull(),
    order_time: text().notNull(),
    delivery_dt: date({ mode: 'string' }).notNull(),
    delivery_time: text().notNull(),
    title_id: integer().notNull(),
    customer_firstname: text().notNull(),
    customer_lastname: text().notNull(),
    email: text().notNull(),
    tel: text().notNull(),
    address: text().notNull(),
    province_id: integer().notNull(),
    district_id: integer().notNull(),
    subdistrict_id: integer().notNull(),
    postcode: text().notNull(),
    cod: boolean().notNull(),
    delivery_channel_id: integer().notNull(),
    shipping_type: integer().notNull(),
    distcount: money(),
    total_price: money(),
    remark: text().notNull().default(''),
    pic: text(),
    is_order: integer().notNull().default(0),
    is_confirm_order: integer().notNull().default(0),
    tracking_no: text(),
    transport_dt: timestamp({ withTimezone: true }),
    /** Where an order from a marketplace stands there, as last pulled (server/domain/marketplaceSync.ts). */
    marketplace_status: text().$type<(typeof MARKETPLACE_ORDER_STATUSES)[number]>(),
    /** Whether the marketplace has been told of the order's shipping: queued, sent, failed. */
    marketplace_ship_sync: text().$type<ShipSyncStatus>(),
    /** The platform's refusal of the shipping confirmation, in Thai where known. */
    marketplace_error: text(),
    /** The pick list the order is picked on (server/domain/picking.ts). */
    pick_list_id: integer(),
    /** Who packed the order and when; with a reason when staff packed it without scanning. */
    packed_by: integer(),
    packed_at: timestamp({ withTimezone: true }),
    pack_override_reason: text(),
    created_by: integer(),
    created_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Lower-cased order number, customer names, phone, tracking number and the source's own
     * number (a marketplace's, an import's reference), for the search.
     */
    search_text: text().generatedAlwaysAs(
      sql`lower(order_id || ' ' || customer_firstname || ' ' || customer_lastname || ' ' || tel || ' ' || coalesce(tracking_no, '') || ' ' || coalesce(sources_item_id, ''))`,
    ),
  },
  (t) => [
    check('orders_is_order_check', sql`${t.is_order} IN (0, 1, 2, 3, 4, 5, 6, 9)`),
    check('orders_money_check', sql`${t.distcount} >= 0 AND ${t.total_price} >= 0`),
    foreignKey({ name: 'orders_shop_id_fkey', columns: [t.shop_id], foreignColumns: [shops.id] }),
    foreignKey({
      name: 'orders_created_by_fkey',
      columns: [t.created_by],
      foreignColumns: [users.id],
    }),
    // The list's pages: a shop's orders, newest first.
    index('orders_list_idx').on(t.shop_id, t.id),
    // The confirm and shipping lists' tabs: a shop's orders of some statuses, and how many
    // each tab holds (server/routes/fulfilment.ts), read from the index alone.
    index('orders_tab_idx').on(t.shop_id, t.is_order, t.id),
    // The shipping list (orders confirmed to returned, newest first) by shop and by delivery
    // channel across shops: partial, so a deep page skips no other orders. The list's filter
    // is the same expression (server/domain/fulfilment.ts SHIPPING_FILTER).
    index('orders_shipping_shop_idx')
      .on(t.shop_id, t.id)
      .where(sql`${t.is_order} BETWEEN 1 AND 6`),
    // (The shop last: a shop user's list by channel keeps to their shops from the index alone.)
    index('orders_shipping_channel_idx')
      .on(t.delivery_channel_id, t.id, t.shop_id)
      .where(sql`${t.is_order} BETWEEN 1 AND 6`),
    searchIndex('orders', t.search_text),
    keyIndex('orders_number_key_idx', t.order_id),
    keyIndex('orders_tracking_key_idx', t.tracking_no),
    // A marketplace order comes in once.
    uniqueIndex('orders_source_item_key')
      .on(t.shop_id, t.sources, t.sources_item_id)
      .where(sql`${t.sources_item_id} IS NOT NULL`),
    index('orders_pic_idx')
      .on(t.pic)
      .where(sql`${t.pic} IS NOT NULL`),
    // The sales dashboard (server/domain/dashboard.ts): a shop's orders of a period, or all of
    // them, read from the index alone (hours, totals, channels; the ids its lines join on).
    // Columns after the date are carried, not searched (drizzle has no INCLUDE).
    index('orders_dashboard_idx').on(
      t.shop_id,
      t.order_dt,
      t.is_order,
      t.sources,
      t.order_time,
      t.total_price,
      t.id,
    ),
  ],
);

/** An order's lines: a product or a product set (`type`), how many, and the unit price then. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial().primaryKey(),
    order_id: integer().notNull(),
    type: integer().notNull(),
    product_id: integer(),
    product_set_id: integer(),
    total_order: integer().notNull(),
    price: money(),
    /** How many of the line were scanned into the parcel (server/domain/packing.ts). */
    packed: integer().notNull().default(0),
  },
  (t) => [
    check('order_items_total_check', sql`${t.total_order} >= 1`),
    check('order_items_packed_check', sql`${t.packed} >= 0 AND ${t.packed} <= ${t.total_order}`),
    check(
      'order_items_one_item_check',
      sql`(${t.type} = 1 AND ${t.product_id} IS NOT NULL AND ${t.product_set_id} IS NULL) OR (${t.type} = 2 AND ${t.product_set_id} IS NOT NULL AND ${t.product_id} IS NULL)`,
    ),
    foreignKey({
      name: 'order_items_order_id_fkey',
      columns: [t.order_id],
      foreignColumns: [orders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'order_items_product_id_fkey',
      columns: [t.product_id],
      foreignColumns: [products.id],
    }),
    foreignKey({
      name: 'order_items_product_set_id_fkey',
      columns: [t.product_set_id],
      foreignColumns: [productSets.id],
    }),
    index('order_items_order_idx').on(t.order_id),
    index('order_items_product_idx').on(t.product_id),
    index('order_items_set_idx').on(t.product_set_id),
  ],
);

/**
 * Marketplace authorisations under way (spec part 2 §4.5): the OAuth `state` sent to Lazada or
 * Shopee (stored as a hash), whose user and shop the connection will be, used once, for 10
 * minutes.
 */
export const marketplaceStates = pgTable(
  'marketplace_states',
  {
    state_hash: text().primaryKey(),
    user_id: integer().notNull(),
    platform: text().$type<'lazada' | 'shopee'>().notNull(),
    shop_id: integer().notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    used_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'marketplace_states_user_id_fkey',
      columns: [t.user_id],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'marketplace_states_shop_id_fkey',
      columns: [t.shop_id],
      foreignColumns: [shops.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A user's marketplace connection: the marketplace's seller, the shop its orders come into,
 * and the tokens, encrypted (server/integrations/tokenBox.ts); never sent to the browser.
 */
export const marketplaceConnections = pgTable(
  'marketplace_connections',
  {
    user_id: integer().notNull(),
    platform: text().$type<'lazada' | 'shopee'>().notNull(),
    shop_id: integer().notNull(),
    seller_id: text().notNull(),
    tokens: text().notNull(),
    connected_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    synced_at: timestamp({ withTimezone: true }),
    /** 'reconnect' once the platform refused to refresh the tokens: the owner must connect again. */
    status: text().$type<ConnectionStatus>().notNull().default('connected'),
    /** The platform's refusal that ended the connection, in Thai where known. */
    error: text(),
    /** The marketplace's update time up to which orders have been pulled (the next pull's start). */
    pulled_until: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'marketplace_connections_pkey', columns: [t.user_id, t.platform] }),
    foreignKey({
      name: 'marketplace_connections_user_id_fkey',
      columns: [t.user_id],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'marketplace_connections_shop_id_fkey',
      columns: [t.shop_id],
      foreignColumns: [shops.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A pick list (DESIGN.md "customer order"): confirmed orders picked together, their lines
 * gathered by shelf bin in walking order (server/domain/picking.ts).
 */
export const pickLists = pgTable('pick_lists', {
  id: serial().primaryKey(),
  pick_no: text().notNull().unique('pick_lists_pick_no_key'),
  created_by: integer().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A line of a pick list: one product (or product set) from one bin (none for a set, or for
 * stock no bin records), how many to take, how many were taken, and why fewer.
 */
export const pickLines = pgTable(
  'pick_lines',
  {
    id: serial().primaryKey(),
    pick_list_id: integer().notNull(),
    inventory_id: integer().notNull(),
    bin_id: integer(),
    quantity: integer().notNull(),
    picked: integer().notNull().default(0),
    short_reason: text(),
    picked_by: integer(),
    picked_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('pick_lines_list_idx').on(t.pick_list_id),
    check('pick_lines_picked_check', sql`${t.picked} >= 0 AND ${t.picked} <= ${t.quantity}`),
    foreignKey({
      name: 'pick_lines_pick_list_id_fkey',
      columns: [t.pick_list_id],
      foreignColumns: [pickLists.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'pick_lines_inventory_id_fkey',
      columns: [t.inventory_id],
      foreignColumns: [inventory.id],
    }),
    foreignKey({
      name: 'pick_lines_bin_id_fkey',
      columns: [t.bin_id],
      foreignColumns: [shelfBins.id],
    }),
  ],
);

/**
 * The marketplace sync log (DESIGN.md "Work that runs by itself"): one row per run of a pull,
 * token refresh, shipping confirmation or stock push of a shop's connection, with its result,
 * counts and the platform's error; `job` is what is sent to the job queue to run it again.
 */
export const marketplaceSyncLog = pgTable(
  'marketplace_sync_log',
  {
    id: serial().primaryKey(),
    shop_id: integer().notNull(),
    platform: text().$type<'lazada' | 'shopee'>().notNull(),
    kind: text().$type<SyncKind>().notNull(),
    status: text().$type<SyncStatus>().notNull(),
    /** The queue and data of the job that runs it (a retry sends them again). */
    job: jsonb().$type<{ queue: string; data: Record<string, unknown>; id?: string }>(),
    order_id: integer(),
    counts: jsonb().$type<Record<string, number>>().notNull().default({}),
    error: text(),
    attempts: integer().notNull().default(0),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('marketplace_sync_log_shop_idx').on(t.shop_id, t.id),
    foreignKey({
      name: 'marketplace_sync_log_shop_id_fkey',
      columns: [t.shop_id],
      foreignColumns: [shops.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'marketplace_sync_log_order_id_fkey',
      columns: [t.order_id],
      foreignColumns: [orders.id],
    }).onDelete('set null'),
  ],
);

/**
 * Stock items whose available quantity changed since the last push to the shop's marketplaces,
 * written by a trigger on `inventory` in the transaction of the change (migration 0024), so no
 * change is lost; the stock push job sends them and removes them.
 */
export const marketplaceStockPending = pgTable(
  'marketplace_stock_pending',
  {
    inventory_id: integer().primaryKey(),
    shop_id: integer().notNull(),
    queued_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('marketplace_stock_pending_shop_idx').on(t.shop_id),
    foreignKey({
      name: 'marketplace_stock_pending_inventory_id_fkey',
      columns: [t.inventory_id],
      foreignColumns: [inventory.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The SANDBOX marketplaces' own records (server/integrations/marketplace.sandbox.ts): what a
 * real platform would hold on its side (sellers and their tokens, orders, the stock it was
 * sent), kept in the portal's database so every server process sees one sandbox.
 */
export const sandboxMarketplaceSellers = pgTable(
  'sandbox_marketplace_sellers',
  {
    platform: text().notNull(),
    seller_id: text().notNull(),
    access_token: text().notNull(),
    access_expires_at: timestamp({ withTimezone: true }).notNull(),
    refresh_token: text().notNull(),
    revoked: boolean().notNull().default(false),
    /** Answers the next calls of a kind will get: { stock: { refuse: 1, message } }. */
    behaviour: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    rate_limited_until: timestamp({ withTimezone: true }),
    next_order_at: timestamp({ withTimezone: true }).notNull(),
    order_seq: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'sandbox_marketplace_sellers_pkey', columns: [t.platform, t.seller_id] }),
  ],
);

export const sandboxMarketplaceOrders = pgTable(
  'sandbox_marketplace_orders',
  {
    platform: text().notNull(),
    seller_id: text().notNull(),
    order_id: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text().notNull(),
    tracking_no: text(),
    carrier: text(),
    created_at: timestamp({ withTimezone: true }).notNull(),
    updated_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'sandbox_marketplace_orders_pkey',
      columns: [t.platform, t.seller_id, t.order_id],
    }),
    index('sandbox_marketplace_orders_updated_idx').on(t.platform, t.seller_id, t.updated_at),
  ],
);

export const sandboxMarketplaceStock = pgTable(
  'sandbox_marketplace_stock',
  {
    platform: text().notNull(),
    seller_id: text().notNull(),
    sku: text().notNull(),
    quantity: integer().notNull(),
    updated_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'sandbox_marketplace_stock_pkey',
      columns: [t.platform, t.seller_id, t.sku],
    }),
  ],
);

/** Secrets the server makes for itself when none is configured (the token key). */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
});

/**
 * Appointment settings (spec part 3 "Appointment"; DESIGN.md): the bookable slots of a day
 * type (1 normal day, 2 holiday) between two dates, open or closed, from `booking_dt_from` to
 * `booking_dt_to` (hh:mm) in slots of `booking_time_per_time_to_work` minutes, each taking
 * `capacity` deliveries. Two settings of one day type never share a date (checked by
 * server/domain/appointments.ts under a lock).
 */
export const appointmentSettings = pgTable(
  'appointment_settings',
  {
    id: serial().primaryKey(),
    booking_name: text().notNull(),
    booking_status: integer().notNull(),
    booking_time: integer().notNull(),
    booking_time_per_time_to_work: integer().notNull(),
    booking_dt_from: text().notNull(),
    booking_dt_to: text().notNull(),
    booking_dt_start: date({ mode: 'string' }).notNull(),
    booking_dt_end: date({ mode: 'string' }).notNull(),
    is_active: boolean().notNull(),
    capacity: integer().notNull(),
    created_by: integer(),
    updated_by: integer(),
    created_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('appointment_settings_day_type_check', sql`${t.booking_time} IN (1, 2)`),
    check('appointment_settings_setting_check', sql`${t.booking_status} IN (1, 2)`),
    check(
      'appointment_settings_slot_check',
      sql`${t.booking_time_per_time_to_work} > 0 AND ${t.capacity} > 0`,
    ),
    check('appointment_settings_dates_check', sql`${t.booking_dt_end} >= ${t.booking_dt_start}`),
    foreignKey({
      name: 'appointment_settings_created_by_fkey',
      columns: [t.created_by],
      foreignColumns: [users.id],
    }),
    foreignKey({
      name: 'appointment_settings_updated_by_fkey',
      columns: [t.updated_by],
      foreignColumns: [users.id],
    }),
    index('appointment_settings_dates_idx').on(t.booking_time, t.booking_dt_start),
  ],
);

/** Days off added by staff (book-adddayoffbooking): no booking on these dates. */
export const bookingDaysOff = pgTable(
  'booking_days_off',
  {
    id: serial().primaryKey(),
    day_off: date({ mode: 'string' }).notNull().unique('booking_days_off_day_key'),
    remark: text().notNull().default(''),
    created_by: integer(),
    created_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'booking_days_off_created_by_fkey',
      columns: [t.created_by],
      foreignColumns: [users.id],
    }),
  ],
);

/**
 * Inbound delivery bookings (spec part 2 §3.3; DESIGN.md "Inbound booking"): a shop's
 * delivery on a date in a slot (`booking_time`, its label; `slot_start`/`slot_end`, hh:mm),
 * moving through booking_status 1–7. `received_dt` is set once, when the counted lines were
 * added to stock.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial().primaryKey(),
    booking_no: text().notNull().unique('bookings_booking_no_key'),
    shop_id: integer().notNull(),
    booking_dt: date({ mode: 'string' }).notNull(),
    booking_time: text().notNull(),
    slot_start: text().notNull(),
    slot_end: text().notNull(),
    contact_name: text().notNull(),
    contact_tel: text().notNull(),
    contact_email: text().notNull().default(''),
    remark: text().notNull().default(''),
    booking_status: integer().notNull().default(1),
    assignee: integer(),
    booking_pic: text(),
    cancel_remark: text().notNull().default(''),
    created_by: integer(),
    created_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    received_dt: timestamp({ withTimezone: true }),
    /** Lower-cased number, contact name, phone and e-mail, for the search. */
    search_text: text().generatedAlwaysAs(
      sql`lower(booking_no || ' ' || contact_name || ' ' || contact_tel || ' ' || contact_email)`,
    ),
  },
  (t) => [
    check('bookings_status_check', sql`${t.booking_status} BETWEEN 1 AND 7`),
    foreignKey({ name: 'bookings_shop_id_fkey', columns: [t.shop_id], foreignColumns: [shops.id] }),
    foreignKey({
      name: 'bookings_assignee_fkey',
      columns: [t.assignee],
      foreignColumns: [users.id],
    }),
    foreignKey({
      name: 'bookings_created_by_fkey',
      columns: [t.created_by],
      foreignColumns: [users.id],
    }),
    // The list's pages: a shop's bookings, newest first; the staff's across shops by id.
    index('bookings_list_idx').on(t.shop_id, t.id),
    // The calendar's range and a slot's places taken.
    index('bookings_date_idx').on(t.booking_dt, t.booking_time),
    // The list by delivery date (server/routes/bookings.ts): a shop's, and every shop's.
    index('bookings_shop_dt_idx').on(t.shop_id, t.booking_dt, t.id),
    index('bookings_dt_idx').on(t.booking_dt, t.id),
    // The list's tabs and their counts: the bookings of some statuses, of a shop or of all.
    index('bookings_tab_idx').on(t.booking_status, t.shop_id),
    searchIndex('bookings', t.search_text),
    keyIndex('bookings_number_key_idx', t.booking_no),
    index('bookings_pic_idx')
      .on(t.booking_pic)
      .where(sql`${t.booking_pic} IS NOT NULL`),
  ],
);

/** A booking's lines: a product of the shop, the amount booked and, once counted, received. */
export const bookingItems = pgTable(
  'booking_items',
  {
    id: serial().primaryKey(),
    booking_id: integer().notNull(),
    product_id: integer().notNull(),
    amount: integer().notNull(),
    received_amount: integer(),
  },
  (t) => [
    check(
      'booking_items_amount_check',
      sql`${t.amount} >= 1 AND (${t.received_amount} IS NULL OR ${t.received_amount} >= 0)`,
    ),
    foreignKey({
      name: 'booking_items_booking_id_fkey',
      columns: [t.booking_id],
      foreignColumns: [bookings.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'booking_items_product_id_fkey',
      columns: [t.product_id],
      foreignColumns: [products.id],
    }),
    unique('booking_items_line_key').on(t.booking_id, t.product_id),
    index('booking_items_product_idx').on(t.product_id),
  ],
);

/**
 * Every change to a user, a role, a role's members or its menu access, and a booking's history
 * (each status it passed, and the staff's other changes): who made it, when, and each changed
 * field before and after (contract/schemas/roles.ts `auditChange`). Rows are
 * never changed or deleted; an actor who has rows here is anonymised rather than deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actor_id: integer(),
    entity: text().notNull(),
    entity_id: integer().notNull(),
    action: text().notNull(),
    changes: jsonb()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    check('audit_log_entity_check', sql`${t.entity} IN ('user', 'role', 'booking', 'order')`),
    foreignKey({
      name: 'audit_log_actor_id_fkey',
      columns: [t.actor_id],
      foreignColumns: [users.id],
    }),
    index('audit_log_entity_idx').on(t.entity, t.entity_id, t.id),
    index('audit_log_actor_idx').on(t.actor_id),
  ],
);

/**
 * The sales dashboard's sums (server/domain/dashboard.ts), kept by triggers on orders and
 * order_items in the transaction of every change (migrations 0016, 0021): per shop, `grain`
 * ('day' or 'month') and `period` (the day, or the first day of the month), the channel
 * (SALE_CHANNEL: 2 Shopee, 3 Lazada, 4 other) and whether the orders are delivered (is_order 5;
 * the others counted are every order but a cancelled one). An order counts in one day row and
 * one month row; a cancelled order in none.
 */
const salesKey = {
  shop_id: integer().notNull(),
  grain: text().$type<'day' | 'month'>().notNull(),
  period: date({ mode: 'string' }).notNull(),
};

/**
 * Orders, their amount (the one money of every dashboard figure: total_price, the lines less
 * the discount) and their pieces by the hour of the order (`hour`, "00"–"23").
 */
export const salesHours = pgTable(
  'sales_hours',
  {
    ...salesKey,
    channel: integer().notNull(),
    delivered: boolean().notNull(),
    hour: text().notNull(),
    orders: integer().notNull(),
    /** Sum of the orders' total_price. */
    amount: numeric({ mode: 'string' }).notNull(),
    /** Pieces of the orders' lines. */
    pieces: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'sales_hours_pkey',
      columns: [t.shop_id, t.grain, t.period, t.channel, t.delivered, t.hour],
    }),
  ],
);

/**
 * Pieces and sales of each product (`type` 1) or product set (`type` 2), every channel: a
 * line's sales (`income`) are its share of its order's total_price, the order's discount spread
 * over its lines by their price × quantity to the satang (migration 0021), so the products of
 * any orders add up to those orders' amount exactly.
 */
export const salesItems = pgTable(
  'sales_items',
  {
    ...salesKey,
    delivered: boolean().notNull(),
    type: integer().notNull(),
    item: integer().notNull(),
    pieces: bigint({ mode: 'number' }).notNull(),
    income: numeric({ mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'sales_items_pkey',
      columns: [t.shop_id, t.grain, t.period, t.delivered, t.type, t.item],
    }),
  ],
);

/**
 * A user's API key for the public API (DESIGN.md "Who may do what"): a program calls the
 * contract's endpoints as that user with `Authorization: Bearer <key>`, within the user's
 * shops, read-only when so made. The key is shown once; only its SHA-256 hash is kept, with
 * its first characters to tell keys apart. A revoked key is refused from the next request.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial().primaryKey(),
    user_id: integer().notNull(),
    name: text().notNull(),
    /** The key's first characters ('fpk_3f9a1c2b'), shown in the list. */
    prefix: text().notNull(),
    key_hash: text().notNull().unique('api_keys_key_hash_key'),
    read_only: boolean().notNull().default(false),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp({ withTimezone: true }),
    last_used_ip: text(),
    revoked_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('api_keys_user_idx').on(t.user_id, t.id),
    foreignKey({
      name: 'api_keys_user_id_fkey',
      columns: [t.user_id],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A user's saved view of a list: its search, filters, tab and sort (react-admin's list
 * parameters) under a name of the user's, kept on the server so it follows the user across
 * devices. `list` names the list (a resource, or a list's own store key).
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial().primaryKey(),
    user_id: integer().notNull(),
    list: text().notNull(),
    name: text().notNull(),
    /** The list's parameters: filter, sort, order, perPage and displayedFilters. */
    params: jsonb().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_views_user_list_name_key').on(t.user_id, t.list, t.name),
    foreignKey({
      name: 'saved_views_user_id_fkey',
      columns: [t.user_id],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
  ],
);

/** The events a shop's webhook endpoint may subscribe to. */
export type WebhookEvent =
  'order.created' | 'order.status_changed' | 'stock.low' | 'booking.status_changed';

/**
 * A shop's webhook endpoint: an HTTPS address (loopback allowed in development) that gets a
 * signed POST for each event it subscribes to. `secret` signs the bodies (HMAC-SHA256), so it
 * is kept as is. An endpoint failing for a day is switched off (`disabled_at`, with why).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial().primaryKey(),
    shop_id: integer().notNull(),
    url: text().notNull(),
    description: text().notNull().default(''),
    secret: text().notNull(),
    events: jsonb().$type<WebhookEvent[]>().notNull(),
    active: boolean().notNull().default(true),
    /** Since when every delivery has failed; null while deliveries succeed. */
    failing_since: timestamp({ withTimezone: true }),
    disabled_at: timestamp({ withTimezone: true }),
    disabled_reason: text(),
    created_by: integer().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_endpoints_shop_idx').on(t.shop_id, t.id),
    foreignKey({
      name: 'webhook_endpoints_shop_id_fkey',
      columns: [t.shop_id],
      foreignColumns: [shops.id],
    }).onDelete('cascade'),
  ],
);

/**
 * One event for one endpoint: written in the transaction of the change that causes it, then
 * sent by the job queue with retries; its last answer is kept for the endpoint's log.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial().primaryKey(),
    endpoint_id: integer().notNull(),
    /** The event's id, the same for every endpoint it goes to (the receiver's dedupe key). */
    event_id: text().notNull(),
    /** An event of the shop's, or `ping`: the test event sent on request. */
    event_type: text().$type<WebhookEvent | 'ping'>().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text().$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    response_status: integer(),
    error: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    last_attempt_at: timestamp({ withTimezone: true }),
    delivered_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpoint_id, t.id),
    foreignKey({
      name: 'webhook_deliveries_endpoint_id_fkey',
      columns: [t.endpoint_id],
      foreignColumns: [webhookEndpoints.id],
    }).onDelete('cascade'),
  ],
);
