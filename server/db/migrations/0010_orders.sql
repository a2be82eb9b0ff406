-- Customer orders and their lines (a product or a product set each, with the unit price when
-- saved), and the stock that confirmed orders hold back: available = inventory - reserved.
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"type" integer NOT NULL,
	"product_id" integer,
	"product_set_id" integer,
	"total_order" integer NOT NULL,
	"price" numeric(12, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "order_items_total_check" CHECK ("order_items"."total_order" >= 1),
	CONSTRAINT "order_items_one_item_check" CHECK (("order_items"."type" = 1 AND "order_items"."product_id" IS NOT NULL AND "order_items"."product_set_id" IS NULL) OR ("order_items"."type" = 2 AND "order_items"."product_set_id" IS NOT NULL AND "order_items"."product_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"shop_id" integer NOT NULL,
	"sources" integer DEFAULT 0 NOT NULL,
	"sources_item_id" text,
	"order_dt" date NOT NULL,
	"order_time" text NOT NULL,
	"delivery_dt" date NOT NULL,
	"delivery_time" text NOT NULL,
	"title_id" integer NOT NULL,
	"customer_firstname" text NOT NULL,
	"customer_lastname" text NOT NULL,
	"email" text NOT NULL,
	"tel" text NOT NULL,
	"address" text NOT NULL,
	"province_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"subdistrict_id" integer NOT NULL,
	"postcode" text NOT NULL,
	"cod" boolean NOT NULL,
	"delivery_channel_id" integer NOT NULL,
	"shipping_type" integer NOT NULL,
	"distcount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"pic" text,
	"is_order" integer DEFAULT 0 NOT NULL,
	"is_confirm_order" integer DEFAULT 0 NOT NULL,
	"tracking_no" text,
	"transport_dt" timestamp with time zone,
	"created_by" integer,
	"created_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(order_id || ' ' || customer_firstname || ' ' || customer_lastname || ' ' || tel || ' ' || coalesce(tracking_no, '') || ' ' || coalesce(sources_item_id, ''))) STORED,
	CONSTRAINT "orders_order_id_key" UNIQUE("order_id"),
	CONSTRAINT "orders_is_order_check" CHECK ("orders"."is_order" IN (0, 1, 2, 3, 4, 5, 6, 9)),
	CONSTRAINT "orders_money_check" CHECK ("orders"."distcount" >= 0 AND "orders"."total_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "reserved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_set_id_fkey" FOREIGN KEY ("product_set_id") REFERENCES "public"."product_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_fkey" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_items_set_idx" ON "order_items" USING btree ("product_set_id");--> statement-breakpoint
CREATE INDEX "orders_list_idx" ON "orders" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "orders_search_pairs_idx" ON "orders" USING gin (char_pairs("search_text"));--> statement-breakpoint
CREATE UNIQUE INDEX "orders_source_item_key" ON "orders" USING btree ("shop_id","sources","sources_item_id") WHERE "orders"."sources_item_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_pic_idx" ON "orders" USING btree ("pic") WHERE "orders"."pic" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_reserved_check" CHECK ("inventory"."reserved" >= 0 AND "inventory"."reserved" <= "inventory"."inventory");