-- Home's sales per day (#25 item 2): the kept counts also sum the orders' totals under each key,
-- so 60 days of a big merchant's orders and sales per shop are a few hundred kept rows, not a
-- scan of its orders. The same trigger function, with the sum beside the count; an UPDATE that
-- changes a total but no key now writes too.
ALTER TABLE "order_counts" ADD COLUMN "sales" numeric(14, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_keep_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "order_counts" AS kept
    SELECT "merchant_id", ("created_at" AT TIME ZONE 'Asia/Dhaka')::date, "stage", "order_type",
      "delivery_charge_payment_status", "shop_id", "invoice_printed_at" IS NOT NULL, count(*),
      sum("total")
    FROM "new_rows" GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT "order_counts_pk" DO UPDATE
      SET "orders" = kept."orders" + excluded."orders", "sales" = kept."sales" + excluded."sales";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "order_counts" AS kept
    SELECT "merchant_id", ("created_at" AT TIME ZONE 'Asia/Dhaka')::date, "stage", "order_type",
      "delivery_charge_payment_status", "shop_id", "invoice_printed_at" IS NOT NULL, -count(*),
      -sum("total")
    FROM "old_rows" GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT "order_counts_pk" DO UPDATE
      SET "orders" = kept."orders" + excluded."orders", "sales" = kept."sales" + excluded."sales";
  ELSE
    INSERT INTO "order_counts" AS kept
    SELECT "merchant_id", ("created_at" AT TIME ZONE 'Asia/Dhaka')::date, "stage", "order_type",
      "delivery_charge_payment_status", "shop_id", "invoice_printed_at" IS NOT NULL, sum("change"),
      sum("change" * "total")
    FROM (
      SELECT *, -1 AS "change" FROM "old_rows"
      UNION ALL
      SELECT *, 1 FROM "new_rows"
    ) AS "moves"
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    HAVING sum("change") <> 0 OR sum("change" * "total") <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT "order_counts_pk" DO UPDATE
      SET "orders" = kept."orders" + excluded."orders", "sales" = kept."sales" + excluded."sales";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The orders already there: no write to orders runs between this sum and the new function.
LOCK TABLE "orders" IN SHARE MODE;
--> statement-breakpoint
UPDATE "order_counts" AS kept SET "sales" = summed."sales"
FROM (
  SELECT "merchant_id", ("created_at" AT TIME ZONE 'Asia/Dhaka')::date AS "placed_on", "stage",
    "order_type", "delivery_charge_payment_status", "shop_id",
    "invoice_printed_at" IS NOT NULL AS "printed", sum("total") AS "sales"
  FROM "orders" GROUP BY 1, 2, 3, 4, 5, 6, 7
) AS summed
WHERE kept."merchant_id" = summed."merchant_id" AND kept."placed_on" = summed."placed_on"
  AND kept."stage" = summed."stage" AND kept."order_type" = summed."order_type"
  AND kept."delivery_charge_payment_status" = summed."delivery_charge_payment_status"
  AND kept."shop_id" = summed."shop_id" AND kept."printed" = summed."printed";
