-- The courier payment's notice names its courier from the catalogue (the payment keeps its id).
CREATE OR REPLACE FUNCTION "notify_courier_payments_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "notifications" ("user_id", "merchant_id", "kind", "subject_id", "details")
    SELECT m."owner_user_id", n."merchant_id", 'courier_payment_paid', n."id",
      jsonb_build_object('amount', n."amount", 'courier', coalesce(c."name", 'Unassigned courier'))
    FROM "new_rows" n JOIN "merchants" m ON m."id" = n."merchant_id"
    LEFT JOIN "couriers" c ON c."id" = n."courier_id"
    WHERE n."status" = 'paid' ORDER BY n."id";
  ELSE
    INSERT INTO "notifications" ("user_id", "merchant_id", "kind", "subject_id", "details")
    SELECT m."owner_user_id", n."merchant_id", 'courier_payment_paid', n."id",
      jsonb_build_object('amount', n."amount", 'courier', coalesce(c."name", 'Unassigned courier'))
    FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    JOIN "merchants" m ON m."id" = n."merchant_id"
    LEFT JOIN "couriers" c ON c."id" = n."courier_id"
    WHERE n."status" = 'paid' AND o."status" <> 'paid' ORDER BY n."id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
ALTER TABLE "merchant_courier_payments" DROP COLUMN "courier";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "courier_name";
