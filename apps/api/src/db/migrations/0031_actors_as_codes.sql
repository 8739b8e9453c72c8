ALTER TABLE "order_timeline" ADD COLUMN "actor_kind" text;--> statement-breakpoint
-- Actors and "no courier on record" become codes the panel words (decision 074).
UPDATE "order_timeline"
SET "actor_kind" = CASE WHEN "actor_label" = 'Customer' THEN 'customer' ELSE 'marketplace' END
WHERE "actor_label" IS NOT NULL;--> statement-breakpoint
-- A bill's history is written by the billing system or by people of the back office.
UPDATE "bill_histories" SET "actor" = CASE "actor"
  WHEN 'billing system' THEN 'billing'
  WHEN 'merchant' THEN 'merchant'
  ELSE 'finance' END;--> statement-breakpoint
UPDATE "payment_histories" SET "actor" = CASE "actor"
  WHEN 'billing system' THEN 'billing'
  WHEN 'Finance team' THEN 'finance'
  WHEN 'merchant' THEN 'merchant'
  ELSE 'payment_gateway' END;--> statement-breakpoint
UPDATE "notifications" SET "details" = "details" - 'courier'
WHERE "kind" = 'courier_payment_paid' AND "details" ->> 'courier' = 'Unassigned courier';--> statement-breakpoint
-- The courier payment's notice names no courier when it has none on record (0027 wrote words).
CREATE OR REPLACE FUNCTION "notify_courier_payments_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "notifications" ("user_id", "merchant_id", "kind", "subject_id", "details")
    SELECT m."owner_user_id", n."merchant_id", 'courier_payment_paid', n."id",
      jsonb_strip_nulls(jsonb_build_object('amount', n."amount", 'courier', c."name"))
    FROM "new_rows" n JOIN "merchants" m ON m."id" = n."merchant_id"
    LEFT JOIN "couriers" c ON c."id" = n."courier_id"
    WHERE n."status" = 'paid' ORDER BY n."id";
  ELSE
    INSERT INTO "notifications" ("user_id", "merchant_id", "kind", "subject_id", "details")
    SELECT m."owner_user_id", n."merchant_id", 'courier_payment_paid', n."id",
      jsonb_strip_nulls(jsonb_build_object('amount', n."amount", 'courier', c."name"))
    FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    JOIN "merchants" m ON m."id" = n."merchant_id"
    LEFT JOIN "couriers" c ON c."id" = n."courier_id"
    WHERE n."status" = 'paid' AND o."status" <> 'paid' ORDER BY n."id";
  END IF;
  RETURN NULL;
END
$$;
