-- The warehouse floor (server/domain/picking.ts, packing.ts): pick lists and their lines by bin,
-- each order line's packed count, who packed an order and the reason of a pack without scans.
CREATE TABLE "pick_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"pick_list_id" integer NOT NULL,
	"inventory_id" integer NOT NULL,
	"bin_id" integer,
	"quantity" integer NOT NULL,
	"picked" integer DEFAULT 0 NOT NULL,
	"short_reason" text,
	"picked_by" integer,
	"picked_at" timestamp with time zone,
	CONSTRAINT "pick_lines_picked_check" CHECK ("pick_lines"."picked" >= 0 AND "pick_lines"."picked" <= "pick_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "pick_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"pick_no" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pick_lists_pick_no_key" UNIQUE("pick_no")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity_check";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "packed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pick_list_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packed_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pack_override_reason" text;--> statement-breakpoint
ALTER TABLE "pick_lines" ADD CONSTRAINT "pick_lines_pick_list_id_fkey" FOREIGN KEY ("pick_list_id") REFERENCES "public"."pick_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_lines" ADD CONSTRAINT "pick_lines_inventory_id_fkey" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventory"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_lines" ADD CONSTRAINT "pick_lines_bin_id_fkey" FOREIGN KEY ("bin_id") REFERENCES "public"."shelf_bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pick_lines_list_idx" ON "pick_lines" USING btree ("pick_list_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity_check" CHECK ("audit_log"."entity" IN ('user', 'role', 'booking', 'order'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_packed_check" CHECK ("order_items"."packed" >= 0 AND "order_items"."packed" <= "order_items"."total_order");--> statement-breakpoint
-- Orders already packed or past it went into their parcels whole.
UPDATE "order_items" SET "packed" = "total_order"
  WHERE "order_id" IN (SELECT "id" FROM "orders" WHERE "is_order" IN (3, 4, 5, 6));
