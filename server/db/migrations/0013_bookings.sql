-- Inbound delivery bookings: appointment settings (the bookable slots of a day type between
-- two dates), days off added by staff, bookings with their product lines.
CREATE TABLE "appointment_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_name" text NOT NULL,
	"booking_status" integer NOT NULL,
	"booking_time" integer NOT NULL,
	"booking_time_per_time_to_work" integer NOT NULL,
	"booking_dt_from" text NOT NULL,
	"booking_dt_to" text NOT NULL,
	"booking_dt_start" date NOT NULL,
	"booking_dt_end" date NOT NULL,
	"is_active" boolean NOT NULL,
	"capacity" integer NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_settings_day_type_check" CHECK ("appointment_settings"."booking_time" IN (1, 2)),
	CONSTRAINT "appointment_settings_setting_check" CHECK ("appointment_settings"."booking_status" IN (1, 2)),
	CONSTRAINT "appointment_settings_slot_check" CHECK ("appointment_settings"."booking_time_per_time_to_work" > 0 AND "appointment_settings"."capacity" > 0),
	CONSTRAINT "appointment_settings_dates_check" CHECK ("appointment_settings"."booking_dt_end" >= "appointment_settings"."booking_dt_start")
);
--> statement-breakpoint
CREATE TABLE "booking_days_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"day_off" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_days_off_day_key" UNIQUE("day_off")
);
--> statement-breakpoint
CREATE TABLE "booking_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"received_amount" integer,
	CONSTRAINT "booking_items_line_key" UNIQUE("booking_id","product_id"),
	CONSTRAINT "booking_items_amount_check" CHECK ("booking_items"."amount" >= 1 AND ("booking_items"."received_amount" IS NULL OR "booking_items"."received_amount" >= 0))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_no" text NOT NULL,
	"shop_id" integer NOT NULL,
	"booking_dt" date NOT NULL,
	"booking_time" text NOT NULL,
	"slot_start" text NOT NULL,
	"slot_end" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_tel" text NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"booking_status" integer DEFAULT 1 NOT NULL,
	"assignee" integer,
	"booking_pic" text,
	"cancel_remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"received_dt" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(booking_no || ' ' || contact_name || ' ' || contact_tel || ' ' || contact_email)) STORED,
	CONSTRAINT "bookings_booking_no_key" UNIQUE("booking_no"),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."booking_status" BETWEEN 1 AND 7)
);
--> statement-breakpoint
ALTER TABLE "appointment_settings" ADD CONSTRAINT "appointment_settings_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_settings" ADD CONSTRAINT "appointment_settings_updated_by_fkey" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_days_off" ADD CONSTRAINT "booking_days_off_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_shop_id_fkey" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_assignee_fkey" FOREIGN KEY ("assignee") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_settings_dates_idx" ON "appointment_settings" USING btree ("booking_time","booking_dt_start");--> statement-breakpoint
CREATE INDEX "booking_items_product_idx" ON "booking_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "bookings_list_idx" ON "bookings" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "bookings_date_idx" ON "bookings" USING btree ("booking_dt","booking_time");--> statement-breakpoint
CREATE INDEX "bookings_search_pairs_idx" ON "bookings" USING gin (char_pairs("search_text"));--> statement-breakpoint
CREATE INDEX "bookings_pic_idx" ON "bookings" USING btree ("booking_pic") WHERE "bookings"."booking_pic" IS NOT NULL;