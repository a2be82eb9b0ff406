-- The confirm and shipping lists' tabs (server/routes/fulfilment.ts): a shop's orders of some
-- statuses, oldest or newest first, and how many each tab holds, from the index alone.
CREATE INDEX "orders_tab_idx" ON "orders" USING btree ("shop_id","is_order","id");
