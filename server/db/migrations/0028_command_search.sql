-- The command palette's (Ctrl+K) indexes: orders, bookings and set orders by number, products and
-- sets by code and each barcode, lower-cased in byte order, so a number or its beginning is an index range.
CREATE INDEX "bookings_number_key_idx" ON "bookings" USING btree ((lower("booking_no") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "orders_number_key_idx" ON "orders" USING btree ((lower("order_id") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "orders_tracking_key_idx" ON "orders" USING btree ((lower("tracking_no") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "product_set_orders_number_key_idx" ON "product_set_orders" USING btree ((lower("ps_orderid") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "product_sets_code_key_idx" ON "product_sets" USING btree ((lower("customer_product_id") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "product_sets_item_barcode_key_idx" ON "product_sets" USING btree ((lower("item_barcode_upc") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "product_sets_inner_barcode_key_idx" ON "product_sets" USING btree ((lower("inner_pack_barcode_upc") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "product_sets_case_barcode_key_idx" ON "product_sets" USING btree ((lower("case_barcode_upc") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "products_code_key_idx" ON "products" USING btree ((lower("customer_product_id") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "products_item_barcode_key_idx" ON "products" USING btree ((lower("item_barcode_upc") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "products_inner_barcode_key_idx" ON "products" USING btree ((lower("inner_pack_barcode_upc") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "products_case_barcode_key_idx" ON "products" USING btree ((lower("case_barcode_upc") COLLATE "C"));