DROP INDEX "stock_changes_product_idx";--> statement-breakpoint
CREATE INDEX "stock_changes_product_idx" ON "stock_changes" USING btree ("merchant_id","shop_product_id","changed_at","id");