-- COD reconciliation (#23 item 3): what a courier payment remitted for each of its orders, and
-- when the courier collected an order's cash. Existing remittances were each order's COD amount
-- (the payments were generated from them); orders delivered before this change were collected
-- at delivery, the only time known for them.
ALTER TABLE "courier_payment_orders" ADD COLUMN "amount" numeric(14, 2);--> statement-breakpoint
UPDATE "courier_payment_orders" SET "amount" = "orders"."cod_amount" FROM "orders" WHERE "orders"."id" = "courier_payment_orders"."order_id";--> statement-breakpoint
ALTER TABLE "courier_payment_orders" ALTER COLUMN "amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_collected_at" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" SET "cod_collected_at" = "stage_changed_at" WHERE "stage" = 'delivered' AND "order_type" = 'COD';
