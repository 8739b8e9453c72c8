-- The products and issues lists get what the orders list got in 0003 and 0005: an index per sort,
-- led by the merchant, carrying the filter columns as trailing keys, and a trigram index for the
-- search box within the merchant (decision 038).
DROP INDEX "merchant_issues_merchant_activity_idx";--> statement-breakpoint
DROP INDEX "merchant_issues_merchant_status_activity_idx";--> statement-breakpoint
DROP INDEX "merchant_issues_merchant_created_idx";--> statement-breakpoint
DROP INDEX "shop_products_merchant_idx";--> statement-breakpoint
CREATE INDEX "merchant_issues_merchant_search_idx" ON "merchant_issues" USING gin ("merchant_id",("issue_number" || ' ' || "subject") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_products_merchant_name_idx" ON "shop_products" USING btree ("merchant_id","name","id","shop_id","delisted","stock","low_stock_threshold");--> statement-breakpoint
CREATE INDEX "shop_products_merchant_sku_idx" ON "shop_products" USING btree ("merchant_id","sku","id","shop_id","delisted","stock","low_stock_threshold");--> statement-breakpoint
CREATE INDEX "shop_products_merchant_price_idx" ON "shop_products" USING btree ("merchant_id","price","id","shop_id","delisted","stock","low_stock_threshold");--> statement-breakpoint
CREATE INDEX "shop_products_merchant_stock_idx" ON "shop_products" USING btree ("merchant_id","stock","id","shop_id","delisted","low_stock_threshold");--> statement-breakpoint
CREATE INDEX "shop_products_merchant_charge_idx" ON "shop_products" USING btree ("merchant_id","delivery_charge","id","shop_id","delisted","stock","low_stock_threshold");--> statement-breakpoint
CREATE INDEX "shop_products_merchant_updated_idx" ON "shop_products" USING btree ("merchant_id","updated_at","id","shop_id","delisted","stock","low_stock_threshold");--> statement-breakpoint
CREATE INDEX "shop_products_merchant_search_idx" ON "shop_products" USING gin ("merchant_id",("name" || ' ' || "sku") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchant_issues_merchant_activity_idx" ON "merchant_issues" USING btree ("merchant_id","last_activity_at","id","status","type","shop_id","created_at");--> statement-breakpoint
CREATE INDEX "merchant_issues_merchant_status_activity_idx" ON "merchant_issues" USING btree ("merchant_id","status","last_activity_at","id","type","shop_id","created_at");--> statement-breakpoint
CREATE INDEX "merchant_issues_merchant_created_idx" ON "merchant_issues" USING btree ("merchant_id","created_at","id","status","type","shop_id");--> statement-breakpoint
CREATE INDEX "shop_products_merchant_idx" ON "shop_products" USING btree ("merchant_id","id","shop_id","delisted","stock","low_stock_threshold");