-- The scorecard (#25 item 3, decision 056): cancellations carry a reason code, and orders the
-- first times they were confirmed and requested for pickup.
ALTER TABLE "orders" ADD COLUMN "cancel_reason_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_merchant_cancel_reason_idx" ON "orders" USING btree ("merchant_id","cancel_reason_code","created_at","id","stage") WHERE "orders"."cancel_reason_code" is not null;--> statement-breakpoint
-- Cancelled orders already there: a reason written as one the panel offered becomes its code,
-- any other text becomes `other` with the text kept as the note.
UPDATE "orders" SET
  "cancel_reason_code" = CASE "cancel_reason"
    WHEN 'Out of stock' THEN 'out_of_stock'
    WHEN 'Customer asked to cancel' THEN 'customer_asked'
    WHEN 'Customer unreachable by phone' THEN 'customer_unreachable'
    WHEN 'Duplicate order' THEN 'duplicate_order'
    ELSE 'other' END,
  "cancel_reason" = CASE WHEN "cancel_reason" IN ('Out of stock', 'Customer asked to cancel',
    'Customer unreachable by phone', 'Duplicate order') THEN NULL ELSE "cancel_reason" END
WHERE "stage" = 'cancelled';
--> statement-breakpoint
-- When each order was first confirmed and first requested for pickup, read from its timeline.
UPDATE "orders" AS o
SET "confirmed_at" = firsts."confirmed_at", "pickup_requested_at" = firsts."pickup_requested_at"
FROM (
  SELECT "order_id",
    min("created_at") FILTER (WHERE "to_stage" = 'confirmed') AS "confirmed_at",
    min("created_at") FILTER (WHERE "to_stage" = 'ready_to_dispatch') AS "pickup_requested_at"
  FROM "order_timeline"
  WHERE "kind" = 'stage_change' AND "to_stage" IN ('confirmed', 'ready_to_dispatch')
  GROUP BY "order_id"
) AS firsts
WHERE o."id" = firsts."order_id";
