import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

// Mirrors migrations/*.sql, which are the source of truth for the database.

export const lookups = pgTable(
  'lookups',
  {
    category: text().notNull(),
    id: integer().notNull(),
    enum_values: text().notNull(),
    enum_desc: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.category, t.id] })],
);

export const titles = pgTable('titles', {
  id: integer().primaryKey(),
  title_name_th: text().notNull(),
  title_name_en: text().notNull(),
});

export const provinces = pgTable('provinces', {
  id: integer().primaryKey(),
  pv_code: text().notNull(),
  name_th: text().notNull(),
  name_en: text().notNull(),
});

export const districts = pgTable('districts', {
  id: integer().primaryKey(),
  province_id: integer().notNull(),
  dist_code: text().notNull(),
  name_th: text().notNull(),
  name_en: text().notNull(),
});

export const subdistricts = pgTable('subdistricts', {
  id: serial().primaryKey(),
  district_id: integer().notNull(),
  subdist_code: text().notNull(),
  post_code: text().notNull(),
  name_th: text().notNull(),
  name_en: text().notNull(),
});

export const menus = pgTable('menus', {
  id: integer().primaryKey(),
  menu_key: text().notNull(),
  display_menu_name_th: text().notNull(),
});

export const roles = pgTable('roles', {
  id: serial().primaryKey(),
  enum_values: text().notNull(),
  enum_desc: text().notNull(),
  enum_desc_th: text().notNull().default(''),
  created_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const roleMenus = pgTable(
  'role_menus',
  {
    role_id: integer().notNull(),
    menu_id: integer().notNull(),
    is_active: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.menu_id] })],
);

export const users = pgTable('users', {
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
  created_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const shops = pgTable('shops', {
  id: serial().primaryKey(),
  shop_no: text().notNull(),
  shop_name: text().notNull(),
  owner_user_id: integer(),
  created_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const userShops = pgTable(
  'user_shops',
  { user_id: integer().notNull(), shop_id: integer().notNull() },
  (t) => [primaryKey({ columns: [t.user_id, t.shop_id] })],
);

export const sessions = pgTable('sessions', {
  id: serial().primaryKey(),
  token_hash: text().notNull(),
  user_id: integer().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expires_at: timestamp({ withTimezone: true }).notNull(),
  ip: text(),
});

export const notifications = pgTable('notifications', {
  id: serial().primaryKey(),
  user_id: integer().notNull(),
  message: text().notNull(),
  created_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** When the user saw it; null while unread. */
  read_at: timestamp({ withTimezone: true }),
});

const money = () => numeric({ precision: 12, scale: 2, mode: 'number' }).notNull().default(0);

export const products = pgTable('products', {
  id: serial().primaryKey(),
  shop_id: integer().notNull(),
  fp_product_id: text().notNull(),
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
  item_total: money(),
  item_barcode_upc: text().notNull(),
  item_pic: text(),
  inner_pack_weight: money(),
  inner_pack_wide: money(),
  inner_pack_long: money(),
  inner_pack_high: money(),
  inner_pack_total: money(),
  inner_pack_barcode_upc: text().notNull().default(''),
  inner_pack_pic: text(),
  case_weight: money(),
  case_wide: money(),
  case_long: money(),
  case_high: money(),
  case_total: money(),
  case_barcode_upc: text().notNull().default(''),
  case_pic: text(),
  doc_attch: text(),
  /** Generated by the database (migration 0002): lower-cased code, names and brands. */
  search_text: text().generatedAlwaysAs(sql`''`),
  created_by: integer(),
  created_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const inventory = pgTable('inventory', {
  id: serial().primaryKey(),
  shop_id: integer().notNull(),
  product_id: integer().notNull(),
  inventory: integer().notNull().default(0),
  inven_pic: text(),
  created_by: integer(),
  created_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const stockMovements = pgTable('stock_movements', {
  id: serial().primaryKey(),
  inventory_id: integer().notNull(),
  change: integer().notNull(),
  balance: integer().notNull(),
  reason: text().notNull(),
  user_id: integer(),
  created_dt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

// --- accounts: passwords, documents, e-mail links (migration 0004) ---

export const userTokens = pgTable('user_tokens', {
  id: serial().primaryKey(),
  kind: text().$type<'verify_email' | 'reset_password'>().notNull(),
  token_hash: text().notNull(),
  user_id: integer().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expires_at: timestamp({ withTimezone: true }).notNull(),
  used_at: timestamp({ withTimezone: true }),
});

export const outbox = pgTable('outbox', {
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
});

export const identityDocuments = pgTable('identity_documents', {
  id: serial().primaryKey(),
  user_id: integer().notNull(),
  doc_type: integer().notNull(),
  file_key: text().notNull(),
  mime: text().notNull(),
  original_name: text().notNull(),
  size: integer().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
