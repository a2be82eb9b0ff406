-- Reference data
CREATE TABLE lookups (
  category text NOT NULL,
  id integer NOT NULL,
  enum_values text NOT NULL,
  enum_desc text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (category, id)
);

CREATE TABLE titles (
  id integer PRIMARY KEY,
  title_name_th text NOT NULL,
  title_name_en text NOT NULL
);

CREATE TABLE provinces (
  id integer PRIMARY KEY,
  pv_code text NOT NULL UNIQUE,
  name_th text NOT NULL,
  name_en text NOT NULL
);

CREATE TABLE districts (
  id integer PRIMARY KEY,
  province_id integer NOT NULL REFERENCES provinces(id),
  dist_code text NOT NULL UNIQUE,
  name_th text NOT NULL,
  name_en text NOT NULL DEFAULT ''
);
CREATE INDEX districts_province_idx ON districts(province_id);

CREATE TABLE subdistricts (
  id serial PRIMARY KEY,
  district_id integer NOT NULL REFERENCES districts(id),
  subdist_code text NOT NULL,
  post_code text NOT NULL,
  name_th text NOT NULL,
  name_en text NOT NULL DEFAULT '',
  UNIQUE (district_id, subdist_code)
);

-- Menus, roles and their menu access
CREATE TABLE menus (
  id integer PRIMARY KEY,
  menu_key text NOT NULL UNIQUE,
  display_menu_name_th text NOT NULL
);

CREATE TABLE roles (
  id serial PRIMARY KEY,
  enum_values text NOT NULL,
  enum_desc text NOT NULL,
  enum_desc_th text NOT NULL DEFAULT '',
  created_dt timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE role_menus (
  role_id integer NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
  menu_id integer NOT NULL REFERENCES menus(id),
  is_active boolean NOT NULL DEFAULT false,
  PRIMARY KEY (role_id, menu_id)
);

-- Users, shops and sessions
CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  user_type_id integer NOT NULL CHECK (user_type_id IN (1, 2, 3)),
  role_id integer REFERENCES roles(id) ON DELETE SET NULL,
  is_active boolean NOT NULL DEFAULT true,
  must_change_password boolean NOT NULL DEFAULT false,
  email_verified boolean NOT NULL DEFAULT false,
  company_type_id integer,
  company_name text,
  tax_id text,
  indiv_mas_title_id integer REFERENCES titles(id),
  indiv_first_name text NOT NULL DEFAULT '',
  indiv_last_name text NOT NULL DEFAULT '',
  indiv_id_card text,
  indiv_passport text,
  com_tel text,
  com_mobile text,
  indiv_tel text,
  indiv_mobile text,
  com_addr_tp text,
  addr_tp_province integer,
  addr_tp_district integer,
  addr_tp_subdistrict integer,
  addr_tp_postcode text,
  is_copy_addr_tp boolean NOT NULL DEFAULT false,
  addr_doc text,
  addr_doc_province integer,
  addr_doc_district integer,
  addr_doc_subdistrict integer,
  addr_doc_postcode text,
  lazada_connect boolean NOT NULL DEFAULT false,
  shopee_connect boolean NOT NULL DEFAULT false,
  created_dt timestamptz NOT NULL DEFAULT now(),
  updated_dt timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_idx ON users (lower(email));

CREATE TABLE shops (
  id serial PRIMARY KEY,
  shop_no text NOT NULL UNIQUE,
  shop_name text NOT NULL,
  owner_user_id integer REFERENCES users(id),
  created_dt timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_shops (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, shop_id)
);
CREATE INDEX user_shops_shop_idx ON user_shops(shop_id);

CREATE TABLE sessions (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ip text
);
CREATE INDEX sessions_user_idx ON sessions(user_id);

CREATE TABLE notifications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  message text NOT NULL,
  created_dt timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications(user_id, created_dt DESC);

-- Catalogue
CREATE TABLE products (
  id serial PRIMARY KEY,
  shop_id integer NOT NULL REFERENCES shops(id),
  fp_product_id text NOT NULL UNIQUE,
  customer_product_id text NOT NULL,
  brand_th text NOT NULL,
  brand_en text NOT NULL,
  product_name_th text NOT NULL,
  product_name_en text NOT NULL,
  product_type integer NOT NULL,
  desc_th text NOT NULL DEFAULT '',
  desc_en text NOT NULL DEFAULT '',
  pic text,
  size numeric(12, 2) NOT NULL DEFAULT 0,
  unit integer NOT NULL,
  price numeric(12, 2) NOT NULL DEFAULT 0,
  vat_nonvat integer NOT NULL,
  item_weight numeric(12, 2) NOT NULL DEFAULT 0,
  item_wide numeric(12, 2) NOT NULL DEFAULT 0,
  item_long numeric(12, 2) NOT NULL DEFAULT 0,
  item_high numeric(12, 2) NOT NULL DEFAULT 0,
  item_total numeric(12, 2) NOT NULL DEFAULT 0,
  item_barcode_upc text NOT NULL,
  item_pic text,
  inner_pack_weight numeric(12, 2) NOT NULL DEFAULT 0,
  inner_pack_wide numeric(12, 2) NOT NULL DEFAULT 0,
  inner_pack_long numeric(12, 2) NOT NULL DEFAULT 0,
  inner_pack_high numeric(12, 2) NOT NULL DEFAULT 0,
  inner_pack_total numeric(12, 2) NOT NULL DEFAULT 0,
  inner_pack_barcode_upc text NOT NULL DEFAULT '',
  inner_pack_pic text,
  case_weight numeric(12, 2) NOT NULL DEFAULT 0,
  case_wide numeric(12, 2) NOT NULL DEFAULT 0,
  case_long numeric(12, 2) NOT NULL DEFAULT 0,
  case_high numeric(12, 2) NOT NULL DEFAULT 0,
  case_total numeric(12, 2) NOT NULL DEFAULT 0,
  case_barcode_upc text NOT NULL DEFAULT '',
  case_pic text,
  doc_attch text,
  created_by integer REFERENCES users(id),
  created_dt timestamptz NOT NULL DEFAULT now(),
  updated_dt timestamptz NOT NULL DEFAULT now(),
  UNIQUE (shop_id, customer_product_id)
);
CREATE INDEX products_shop_idx ON products(shop_id, id DESC);

-- Stock: one row per shop product, and a movement row for every change of it
CREATE TABLE inventory (
  id serial PRIMARY KEY,
  shop_id integer NOT NULL REFERENCES shops(id),
  product_id integer NOT NULL REFERENCES products(id),
  inventory integer NOT NULL DEFAULT 0 CHECK (inventory >= 0),
  inven_pic text,
  created_by integer REFERENCES users(id),
  created_dt timestamptz NOT NULL DEFAULT now(),
  updated_dt timestamptz NOT NULL DEFAULT now(),
  UNIQUE (shop_id, product_id)
);
CREATE INDEX inventory_product_idx ON inventory(product_id);

CREATE TABLE stock_movements (
  id serial PRIMARY KEY,
  inventory_id integer NOT NULL REFERENCES inventory(id),
  change integer NOT NULL,
  balance integer NOT NULL,
  reason text NOT NULL,
  user_id integer REFERENCES users(id),
  created_dt timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stock_movements_inventory_idx ON stock_movements(inventory_id, created_dt);
