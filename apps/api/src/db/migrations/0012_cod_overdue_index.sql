-- The COD reconciliation's overdue filter (decision 050): its cards count and sum the unremitted
-- orders delivered over seven days ago, tens of thousands in a busy merchant whose couriers pay
-- weekly. With the COD amount in the status index they are read from the index alone.
DROP INDEX "orders_merchant_cod_status_idx";--> statement-breakpoint
CREATE INDEX "orders_merchant_cod_status_idx" ON "orders" USING btree ("merchant_id","cod_status","stage_changed_at","id","cod_amount") WHERE "orders"."cod_status" is not null;