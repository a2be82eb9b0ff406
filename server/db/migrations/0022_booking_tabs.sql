-- The booking list by delivery date with status tabs (server/routes/bookings.ts): a shop's
-- bookings and every shop's by date, and the bookings of some statuses for the tabs' counts.
CREATE INDEX "bookings_shop_dt_idx" ON "bookings" USING btree ("shop_id","booking_dt","id");--> statement-breakpoint
CREATE INDEX "bookings_dt_idx" ON "bookings" USING btree ("booking_dt","id");--> statement-breakpoint
CREATE INDEX "bookings_tab_idx" ON "bookings" USING btree ("booking_status","shop_id");
