-- Stock as a ledger (DESIGN.md "Stock is a ledger"): movement kinds, remark, photo and the
-- document behind each movement; stock items removed from the list keep their rows; a shop's
-- reorder point and the last stock check; the warehouse's shelf bins and what they hold.
-- Product search also reads the three barcodes, so a scanner typing one into a search box
-- finds the product (the generated column is made anew, and with it its pairs index).
CREATE TABLE "shelf_bins" (
	"id" serial PRIMARY KEY NOT NULL,
	"floor" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "shelf_bins_code_key" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "shelf_stock" (
	"bin_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "shelf_stock_pkey" PRIMARY KEY("product_id","bin_id"),
	CONSTRAINT "shelf_stock_amount_check" CHECK ("shelf_stock"."amount" >= 0)
);
--> statement-breakpoint
DROP INDEX "stock_movements_inventory_idx";--> statement-breakpoint
ALTER TABLE "products" drop column "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(customer_product_id || ' ' || product_name_th || ' ' || product_name_en || ' ' || brand_th || ' ' || brand_en || ' ' || item_barcode_upc || ' ' || inner_pack_barcode_upc || ' ' || case_barcode_upc)) STORED;--> statement-breakpoint
CREATE INDEX "products_search_pairs_idx" ON "products" USING gin (char_pairs("search_text"));--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_text" SET STATISTICS 300;--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "reason" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "reorder_point" integer;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "kind" text DEFAULT 'adjustment' NOT NULL;--> statement-breakpoint
-- Movements before kinds were recorded each put a stock item's first balance on the shelf.
UPDATE "stock_movements" SET "kind" = 'initial';--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "photo" text;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "doc_type" text;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "doc_id" integer;--> statement-breakpoint
ALTER TABLE "shelf_stock" ADD CONSTRAINT "shelf_stock_bin_id_fkey" FOREIGN KEY ("bin_id") REFERENCES "public"."shelf_bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelf_stock" ADD CONSTRAINT "shelf_stock_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shelf_bins_floor_idx" ON "shelf_bins" USING btree ("floor");--> statement-breakpoint
CREATE INDEX "inventory_list_idx" ON "inventory" USING btree ("shop_id","id") WHERE "inventory"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "inventory_amount_sort_idx" ON "inventory" USING btree ("shop_id","inventory","id") WHERE "inventory"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "inventory_pic_idx" ON "inventory" USING btree ("inven_pic") WHERE "inventory"."inven_pic" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_movements_history_idx" ON "stock_movements" USING btree ("inventory_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_time_idx" ON "stock_movements" USING btree ("created_dt");--> statement-breakpoint
CREATE INDEX "stock_movements_photo_idx" ON "stock_movements" USING btree ("photo") WHERE "stock_movements"."photo" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_reorder_point_check" CHECK ("inventory"."reorder_point" >= 0);--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_deleted_empty_check" CHECK ("inventory"."deleted_at" IS NULL OR "inventory"."inventory" = 0);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_balance_check" CHECK ("stock_movements"."balance" >= 0);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_kind_check" CHECK (kind IN ('initial', 'adjustment', 'stock_check', 'booking_received', 'set_assembled', 'set_consumed', 'order_shipped', 'order_returned', 'deleted'));