-- Each sort of the orders list gets an index led by the merchant, and every index a list walks
-- carries the filter columns as trailing keys, so filters are checked inside the index (decision 038).
DROP INDEX "orders_merchant_stage_created_idx";--> statement-breakpoint
DROP INDEX "orders_merchant_created_idx";--> statement-breakpoint
DROP INDEX "orders_merchant_stage_changed_idx";--> statement-breakpoint
CREATE INDEX "orders_merchant_total_idx" ON "orders" USING btree ("merchant_id","total","id","stage","order_type","delivery_charge_payment_status","shop_id","created_at","invoice_printed_at");--> statement-breakpoint
CREATE INDEX "orders_merchant_number_idx" ON "orders" USING btree ("merchant_id","order_number","id","stage","order_type","delivery_charge_payment_status","shop_id","created_at","invoice_printed_at");--> statement-breakpoint
CREATE INDEX "orders_merchant_stage_created_idx" ON "orders" USING btree ("merchant_id","stage","created_at","id","order_type","delivery_charge_payment_status","shop_id","invoice_printed_at");--> statement-breakpoint
CREATE INDEX "orders_merchant_created_idx" ON "orders" USING btree ("merchant_id","created_at","id","stage","order_type","delivery_charge_payment_status","shop_id","invoice_printed_at");--> statement-breakpoint
CREATE INDEX "orders_merchant_stage_changed_idx" ON "orders" USING btree ("merchant_id","stage_changed_at","id","stage","order_type","delivery_charge_payment_status","shop_id","created_at","invoice_printed_at");