-- Confirming and shipping orders: the shipping list (orders confirmed to returned) by shop and
-- by delivery channel reads its pages from partial indexes; orders saved before the confirm
-- screen existed get its stage (contract/schemas/fulfilment.ts confirmStageOf).
CREATE INDEX "orders_shipping_shop_idx" ON "orders" USING btree ("shop_id","id") WHERE "orders"."is_order" BETWEEN 1 AND 6;--> statement-breakpoint
CREATE INDEX "orders_shipping_channel_idx" ON "orders" USING btree ("delivery_channel_id","id","shop_id") WHERE "orders"."is_order" BETWEEN 1 AND 6;--> statement-breakpoint
UPDATE "orders" SET "is_confirm_order" = CASE WHEN "is_order" = 0 THEN 0 WHEN "is_order" BETWEEN 1 AND 3 THEN 1 WHEN "is_order" = 4 THEN 2 ELSE 3 END;
