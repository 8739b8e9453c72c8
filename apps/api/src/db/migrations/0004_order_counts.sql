-- Beside the (merchant, stage) counts of 0002, counts keyed by every filter of the orders list
-- but search (decision 038), kept by the same kind of triggers.
CREATE TABLE "order_counts" (
	"merchant_id" integer NOT NULL,
	"placed_on" date NOT NULL,
	"stage" text NOT NULL,
	"order_type" text NOT NULL,
	"delivery_charge_payment_status" text NOT NULL,
	"shop_id" integer NOT NULL,
	"printed" boolean NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "order_counts_pk" PRIMARY KEY("merchant_id","placed_on","stage","order_type","delivery_charge_payment_status","shop_id","printed")
);
--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Adds to each counter what a statement on orders added under its key and takes away what it
-- moved out. An order counts under its merchant, the Dhaka day it was placed (the date filter's
-- days) and its value of each filter. Rows go in key order, so concurrent statements lock the
-- counters in the same order and cannot deadlock. An UPDATE that changes no key (a note, a
-- proof) writes nothing. Each operation has its own transition tables, hence three statements.
CREATE FUNCTION "orders_keep_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "order_counts" AS kept
    SELECT "merchant_id", ("created_at" AT TIME ZONE 'Asia/Dhaka')::date, "stage", "order_type",
      "delivery_charge_payment_status", "shop_id", "invoice_printed_at" IS NOT NULL, count(*)
    FROM "new_rows" GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT "order_counts_pk" DO UPDATE SET "orders" = kept."orders" + excluded."orders";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "order_counts" AS kept
    SELECT "merchant_id", ("created_at" AT TIME ZONE 'Asia/Dhaka')::date, "stage", "order_type",
      "delivery_charge_payment_status", "shop_id", "invoice_printed_at" IS NOT NULL, -count(*)
    FROM "old_rows" GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT "order_counts_pk" DO UPDATE SET "orders" = kept."orders" + excluded."orders";
  ELSE
    INSERT INTO "order_counts" AS kept
    SELECT "merchant_id", ("created_at" AT TIME ZONE 'Asia/Dhaka')::date, "stage", "order_type",
      "delivery_charge_payment_status", "shop_id", "invoice_printed_at" IS NOT NULL, sum("change")
    FROM (
      SELECT *, -1 AS "change" FROM "old_rows"
      UNION ALL
      SELECT *, 1 FROM "new_rows"
    ) AS "moves"
    GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum("change") <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT "order_counts_pk" DO UPDATE SET "orders" = kept."orders" + excluded."orders";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_counts_on_insert" AFTER INSERT ON "orders"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "orders_keep_counts"();
--> statement-breakpoint
CREATE TRIGGER "orders_counts_on_update" AFTER UPDATE ON "orders"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "orders_keep_counts"();
--> statement-breakpoint
CREATE TRIGGER "orders_counts_on_delete" AFTER DELETE ON "orders"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "orders_keep_counts"();
--> statement-breakpoint
-- The orders already there. CREATE TRIGGER holds off every write to orders until the migration
-- commits, so this count and the triggers' meet exactly.
INSERT INTO "order_counts"
SELECT "merchant_id", ("created_at" AT TIME ZONE 'Asia/Dhaka')::date, "stage", "order_type",
  "delivery_charge_payment_status", "shop_id", "invoice_printed_at" IS NOT NULL, count(*)
FROM "orders" GROUP BY 1, 2, 3, 4, 5, 6, 7;
