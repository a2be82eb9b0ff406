-- The sales dashboard: a shop's orders of a period (or all of them) read from one index
-- alone, for the hourly chart, the totals, the channel counts and the ids its lines join on.
CREATE INDEX "orders_dashboard_idx" ON "orders" USING btree ("shop_id","order_dt","is_order","sources","order_time","total_price","id");
