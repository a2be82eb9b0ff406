-- A set order leaving status 4 takes its sets apart (server/domain/setOrders.ts): two more kinds
-- of stock movement, the sets out ('set_disassembled') and their components back ('set_returned').
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_kind_check";--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_kind_check" CHECK (kind IN ('initial', 'adjustment', 'stock_check', 'booking_received', 'set_assembled', 'set_consumed', 'set_disassembled', 'set_returned', 'order_shipped', 'order_returned', 'deleted'));