-- Product sets (a product's fields, packaging texts and photo, and the products each holds) and
-- product-set orders (kitting). A stock item now belongs to a product or to a set (exactly one):
-- a set's stock of assembled sets is kept in the same ledger.
CREATE TABLE "product_set_items" (
	"product_set_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"num_per_set" integer NOT NULL,
	CONSTRAINT "product_set_items_pkey" PRIMARY KEY("product_set_id","product_id"),
	CONSTRAINT "product_set_items_num_check" CHECK ("product_set_items"."num_per_set" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_set_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"ps_orderid" text NOT NULL,
	"shop_id" integer NOT NULL,
	"product_set_id" integer NOT NULL,
	"inventory" integer NOT NULL,
	"inventory_amount" integer NOT NULL,
	"return_product_set" integer DEFAULT 0 NOT NULL,
	"stocker" integer,
	"packer" integer,
	"is_status" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_dt" timestamp with time zone,
	CONSTRAINT "product_set_orders_ps_orderid_key" UNIQUE("ps_orderid"),
	CONSTRAINT "product_set_orders_status_check" CHECK ("product_set_orders"."is_status" BETWEEN 1 AND 4),
	CONSTRAINT "product_set_orders_counts_check" CHECK ("product_set_orders"."inventory" >= 1 AND "product_set_orders"."inventory_amount" >= 0 AND "product_set_orders"."return_product_set" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"fp_product_id" text NOT NULL,
	"customer_product_id" text NOT NULL,
	"brand_th" text NOT NULL,
	"brand_en" text NOT NULL,
	"product_name_th" text NOT NULL,
	"product_name_en" text NOT NULL,
	"product_type" integer NOT NULL,
	"desc_th" text DEFAULT '' NOT NULL,
	"desc_en" text DEFAULT '' NOT NULL,
	"pic" text,
	"size" numeric(12, 2) DEFAULT '0' NOT NULL,
	"unit" integer NOT NULL,
	"price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"vat_nonvat" integer NOT NULL,
	"item_weight" numeric(12, 2) DEFAULT '0' NOT NULL,
	"item_wide" numeric(12, 2) DEFAULT '0' NOT NULL,
	"item_long" numeric(12, 2) DEFAULT '0' NOT NULL,
	"item_high" numeric(12, 2) DEFAULT '0' NOT NULL,
	"item_total" integer DEFAULT 0 NOT NULL,
	"item_barcode_upc" text NOT NULL,
	"item_pic" text,
	"inner_pack_weight" numeric(12, 2) DEFAULT '0' NOT NULL,
	"inner_pack_wide" numeric(12, 2) DEFAULT '0' NOT NULL,
	"inner_pack_long" numeric(12, 2) DEFAULT '0' NOT NULL,
	"inner_pack_high" numeric(12, 2) DEFAULT '0' NOT NULL,
	"inner_pack_total" integer DEFAULT 0 NOT NULL,
	"inner_pack_barcode_upc" text DEFAULT '' NOT NULL,
	"inner_pack_pic" text,
	"case_weight" numeric(12, 2) DEFAULT '0' NOT NULL,
	"case_wide" numeric(12, 2) DEFAULT '0' NOT NULL,
	"case_long" numeric(12, 2) DEFAULT '0' NOT NULL,
	"case_high" numeric(12, 2) DEFAULT '0' NOT NULL,
	"case_total" integer DEFAULT 0 NOT NULL,
	"case_barcode_upc" text DEFAULT '' NOT NULL,
	"case_pic" text,
	"package" text DEFAULT '' NOT NULL,
	"pack_product" text DEFAULT '' NOT NULL,
	"pic_pack_product" text,
	"doc_attch" text,
	"created_by" integer,
	"created_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(customer_product_id || ' ' || product_name_th || ' ' || product_name_en || ' ' || brand_th || ' ' || brand_en || ' ' || item_barcode_upc || ' ' || inner_pack_barcode_upc || ' ' || case_barcode_upc)) STORED,
	CONSTRAINT "product_sets_fp_product_id_key" UNIQUE("fp_product_id"),
	CONSTRAINT "product_sets_vat_nonvat_check" CHECK ("product_sets"."vat_nonvat" IN (1, 2)),
	CONSTRAINT "product_sets_totals_check" CHECK ("product_sets"."item_total" >= 0 AND "product_sets"."inner_pack_total" >= 0 AND "product_sets"."case_total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "inventory" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "product_set_id" integer;--> statement-breakpoint
ALTER TABLE "product_set_items" ADD CONSTRAINT "product_set_items_set_id_fkey" FOREIGN KEY ("product_set_id") REFERENCES "public"."product_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_set_items" ADD CONSTRAINT "product_set_items_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_set_orders" ADD CONSTRAINT "product_set_orders_shop_id_fkey" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_set_orders" ADD CONSTRAINT "product_set_orders_set_id_fkey" FOREIGN KEY ("product_set_id") REFERENCES "public"."product_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_set_orders" ADD CONSTRAINT "product_set_orders_stocker_fkey" FOREIGN KEY ("stocker") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_set_orders" ADD CONSTRAINT "product_set_orders_packer_fkey" FOREIGN KEY ("packer") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_set_orders" ADD CONSTRAINT "product_set_orders_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sets" ADD CONSTRAINT "product_sets_shop_id_fkey" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sets" ADD CONSTRAINT "product_sets_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_set_items_product_idx" ON "product_set_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_set_orders_list_idx" ON "product_set_orders" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "product_set_orders_set_idx" ON "product_set_orders" USING btree ("product_set_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_sets_shop_code_idx" ON "product_sets" USING btree ("shop_id","customer_product_id") WHERE "product_sets"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "product_sets_list_idx" ON "product_sets" USING btree ("shop_id","id") WHERE "product_sets"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "product_sets_search_pairs_idx" ON "product_sets" USING gin (char_pairs("search_text"));--> statement-breakpoint
CREATE INDEX "product_sets_item_pic_idx" ON "product_sets" USING btree ("item_pic") WHERE "product_sets"."item_pic" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "product_sets_inner_pack_pic_idx" ON "product_sets" USING btree ("inner_pack_pic") WHERE "product_sets"."inner_pack_pic" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "product_sets_case_pic_idx" ON "product_sets" USING btree ("case_pic") WHERE "product_sets"."case_pic" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "product_sets_pack_pic_idx" ON "product_sets" USING btree ("pic_pack_product") WHERE "product_sets"."pic_pack_product" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_product_set_id_fkey" FOREIGN KEY ("product_set_id") REFERENCES "public"."product_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_shop_id_product_set_id_key" UNIQUE("shop_id","product_set_id");--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_one_item_check" CHECK (num_nonnulls("inventory"."product_id", "inventory"."product_set_id") = 1);