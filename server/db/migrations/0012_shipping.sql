-- Confirming and shipping orders: the shipping list by delivery channel across shops reads
-- its pages from an index; orders saved before the confirm screen existed get its stage
-- (contract/schemas/fulfilment.ts confirmStageOf).
CREATE INDEX "orders_channel_idx" ON "orders" USING btree ("delivery_channel_id","id");--> statement-breakpoint
UPDATE "orders" SET "is_confirm_order" = CASE WHEN "is_order" = 0 THEN 0 WHEN "is_order" BETWEEN 1 AND 3 THEN 1 WHEN "is_order" = 4 THEN 2 ELSE 3 END;
