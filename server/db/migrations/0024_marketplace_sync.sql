-- Marketplaces that run by themselves (server/domain/marketplaceSync.ts): connection state, orders'
-- marketplace state, the sync log, stock changes waiting for a push, and the sandbox's records.
CREATE TABLE "marketplace_stock_pending" (
	"inventory_id" integer PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_sync_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"platform" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"job" jsonb,
	"order_id" integer,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_marketplace_orders" (
	"platform" text NOT NULL,
	"seller_id" text NOT NULL,
	"order_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"status" text NOT NULL,
	"tracking_no" text,
	"carrier" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_marketplace_orders_pkey" PRIMARY KEY("platform","seller_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_marketplace_sellers" (
	"platform" text NOT NULL,
	"seller_id" text NOT NULL,
	"access_token" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_token" text NOT NULL,
	"revoked" boolean DEFAULT false NOT NULL,
	"behaviour" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rate_limited_until" timestamp with time zone,
	"next_order_at" timestamp with time zone NOT NULL,
	"order_seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sandbox_marketplace_sellers_pkey" PRIMARY KEY("platform","seller_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_marketplace_stock" (
	"platform" text NOT NULL,
	"seller_id" text NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_marketplace_stock_pkey" PRIMARY KEY("platform","seller_id","sku")
);
--> statement-breakpoint
ALTER TABLE "marketplace_connections" ADD COLUMN "status" text DEFAULT 'connected' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_connections" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "marketplace_connections" ADD COLUMN "pulled_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "marketplace_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "marketplace_ship_sync" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "marketplace_error" text;--> statement-breakpoint
ALTER TABLE "marketplace_stock_pending" ADD CONSTRAINT "marketplace_stock_pending_inventory_id_fkey" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_sync_log" ADD CONSTRAINT "marketplace_sync_log_shop_id_fkey" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_sync_log" ADD CONSTRAINT "marketplace_sync_log_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_stock_pending_shop_idx" ON "marketplace_stock_pending" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "marketplace_sync_log_shop_idx" ON "marketplace_sync_log" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "sandbox_marketplace_orders_updated_idx" ON "sandbox_marketplace_orders" USING btree ("platform","seller_id","updated_at");--> statement-breakpoint
-- A change of a stock item's available quantity (on hand less reserved) in a shop connected to a
-- marketplace waits for the stock push, written in the changing transaction; the notification
-- (sent at commit) wakes the push at once, and a scheduled sweep finds any it missed.
CREATE FUNCTION "marketplace_stock_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'INSERT' OR NEW.inventory - NEW.reserved IS DISTINCT FROM OLD.inventory - OLD.reserved)
     AND EXISTS (SELECT 1 FROM marketplace_connections c WHERE c.shop_id = NEW.shop_id) THEN
    -- A change after a push read the row moves its time on, so that push does not remove it.
    INSERT INTO marketplace_stock_pending (inventory_id, shop_id) VALUES (NEW.id, NEW.shop_id)
      ON CONFLICT (inventory_id) DO UPDATE SET queued_at = clock_timestamp();
    PERFORM pg_notify('marketplace_stock', NEW.shop_id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "inventory_marketplace_stock" AFTER INSERT OR UPDATE OF "inventory", "reserved" ON "inventory"
  FOR EACH ROW EXECUTE FUNCTION "marketplace_stock_changed"();
