-- The COD reconciliation's status kept on the order (#23 item 3, decision 050): where a delivered
-- COD order's cash is depends on the order, its courier payment's line and that payment's status,
-- so each of the three tables' triggers writes `orders.cod_status` when what it changed moves it,
-- through one rule (`cod_status_of`). `cod_counts` keeps the status cards as `order_counts` keeps
-- the stage tabs (decision 038). The reconciliation then filters, pages and counts on the orders'
-- own indexes instead of joining every delivered order of the merchant to its payment.
CREATE TABLE "cod_counts" (
	"merchant_id" integer NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "cod_counts_pk" PRIMARY KEY("merchant_id","status")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_status" text;--> statement-breakpoint
ALTER TABLE "cod_counts" ADD CONSTRAINT "cod_counts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_merchant_cod_delivered_idx" ON "orders" USING btree ("merchant_id","stage_changed_at","id") WHERE "orders"."cod_status" is not null;--> statement-breakpoint
CREATE INDEX "orders_merchant_cod_status_idx" ON "orders" USING btree ("merchant_id","cod_status","stage_changed_at","id") WHERE "orders"."cod_status" is not null;
--> statement-breakpoint
CREATE FUNCTION "cod_status_of"(
  "stage" text, "order_type" text, "cod_amount" numeric, "collected_at" timestamptz,
  "payment_status" text, "remitted" numeric
) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN "stage" <> 'delivered' OR "order_type" <> 'COD' OR "cod_amount" <= 0 THEN NULL
    WHEN "collected_at" IS NULL THEN 'awaiting_collection'
    WHEN "payment_status" IS DISTINCT FROM 'paid' THEN 'collected'
    WHEN "remitted" = "cod_amount" THEN 'remitted'
    WHEN "remitted" < "cod_amount" THEN 'short'
    ELSE 'over'
  END
$$;
--> statement-breakpoint
-- An order written: its own columns moved, its courier payment (if any) read as it stands.
CREATE FUNCTION "orders_keep_cod_status"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "payment_status" text;
  "remitted" numeric;
BEGIN
  IF NEW."stage" = 'delivered' AND NEW."order_type" = 'COD' THEN
    SELECT "payment"."status", "line"."amount" INTO "payment_status", "remitted"
    FROM "courier_payment_orders" AS "line"
    JOIN "merchant_courier_payments" AS "payment" ON "payment"."id" = "line"."courier_payment_id"
    WHERE "line"."order_id" = NEW."id";
  END IF;
  NEW."cod_status" := "cod_status_of"(
    NEW."stage", NEW."order_type", NEW."cod_amount", NEW."cod_collected_at", "payment_status", "remitted"
  );
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_cod_status" BEFORE INSERT OR UPDATE OF "stage", "order_type", "cod_amount", "cod_collected_at"
ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_keep_cod_status"();
--> statement-breakpoint
-- Orders whose courier payment line or payment changed: their status read again, written where
-- it moved (only `cod_status` is set, so the trigger above does not run again).
CREATE FUNCTION "refresh_cod_status"("order_ids" integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "orders" SET "cod_status" = "fresh"."status"
  FROM (
    SELECT "o"."id", "cod_status_of"(
      "o"."stage", "o"."order_type", "o"."cod_amount", "o"."cod_collected_at", "payment"."status", "line"."amount"
    ) AS "status"
    FROM "orders" AS "o"
    LEFT JOIN "courier_payment_orders" AS "line" ON "line"."order_id" = "o"."id"
    LEFT JOIN "merchant_courier_payments" AS "payment" ON "payment"."id" = "line"."courier_payment_id"
    WHERE "o"."id" = ANY("order_ids")
  ) AS "fresh"
  WHERE "orders"."id" = "fresh"."id" AND "orders"."cod_status" IS DISTINCT FROM "fresh"."status"
$$;
--> statement-breakpoint
CREATE FUNCTION "courier_payment_orders_keep_cod_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "refresh_cod_status"(ARRAY(SELECT "order_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "refresh_cod_status"(ARRAY(SELECT "order_id" FROM "old_rows"));
  ELSE
    PERFORM "refresh_cod_status"(ARRAY(
      SELECT "order_id" FROM "new_rows" UNION SELECT "order_id" FROM "old_rows"
    ));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "courier_payment_orders_cod_status_on_insert" AFTER INSERT ON "courier_payment_orders"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "courier_payment_orders_keep_cod_status"();
--> statement-breakpoint
CREATE TRIGGER "courier_payment_orders_cod_status_on_update" AFTER UPDATE ON "courier_payment_orders"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "courier_payment_orders_keep_cod_status"();
--> statement-breakpoint
CREATE TRIGGER "courier_payment_orders_cod_status_on_delete" AFTER DELETE ON "courier_payment_orders"
REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "courier_payment_orders_keep_cod_status"();
--> statement-breakpoint
-- A courier payment's status changed (paid, or back): its orders' cash moved with it. A deleted
-- payment's lines go by cascade, through the triggers above.
CREATE FUNCTION "merchant_courier_payments_keep_cod_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_cod_status"(ARRAY(
    SELECT "line"."order_id"
    FROM "new_rows"
    JOIN "old_rows" ON "old_rows"."id" = "new_rows"."id"
    JOIN "courier_payment_orders" AS "line" ON "line"."courier_payment_id" = "new_rows"."id"
    WHERE "new_rows"."status" IS DISTINCT FROM "old_rows"."status"
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "merchant_courier_payments_cod_status_on_update" AFTER UPDATE ON "merchant_courier_payments"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "merchant_courier_payments_keep_cod_status"();
--> statement-breakpoint
UPDATE "orders" SET "stage" = "stage" WHERE "stage" = 'delivered' AND "order_type" = 'COD';
--> statement-breakpoint
-- The status cards, kept in key order as `product_counts` are (migration 0007).
CREATE FUNCTION "orders_keep_cod_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "cod_counts" AS kept
    SELECT "merchant_id", "cod_status", count(*), sum("cod_amount")
    FROM "new_rows" WHERE "cod_status" IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ON CONSTRAINT "cod_counts_pk"
    DO UPDATE SET "orders" = kept."orders" + excluded."orders", "amount" = kept."amount" + excluded."amount";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "cod_counts" AS kept
    SELECT "merchant_id", "cod_status", -count(*), -sum("cod_amount")
    FROM "old_rows" WHERE "cod_status" IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ON CONSTRAINT "cod_counts_pk"
    DO UPDATE SET "orders" = kept."orders" + excluded."orders", "amount" = kept."amount" + excluded."amount";
  ELSE
    INSERT INTO "cod_counts" AS kept
    SELECT "merchant_id", "cod_status", sum("change"), sum("change" * "cod_amount")
    FROM (
      SELECT "merchant_id", "cod_status", "cod_amount", -1 AS "change" FROM "old_rows" WHERE "cod_status" IS NOT NULL
      UNION ALL
      SELECT "merchant_id", "cod_status", "cod_amount", 1 FROM "new_rows" WHERE "cod_status" IS NOT NULL
    ) AS "moves"
    GROUP BY 1, 2 HAVING sum("change") <> 0 OR sum("change" * "cod_amount") <> 0 ORDER BY 1, 2
    ON CONFLICT ON CONSTRAINT "cod_counts_pk"
    DO UPDATE SET "orders" = kept."orders" + excluded."orders", "amount" = kept."amount" + excluded."amount";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_cod_counts_on_insert" AFTER INSERT ON "orders"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "orders_keep_cod_counts"();
--> statement-breakpoint
CREATE TRIGGER "orders_cod_counts_on_update" AFTER UPDATE ON "orders"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "orders_keep_cod_counts"();
--> statement-breakpoint
CREATE TRIGGER "orders_cod_counts_on_delete" AFTER DELETE ON "orders"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "orders_keep_cod_counts"();
--> statement-breakpoint
INSERT INTO "cod_counts"
SELECT "merchant_id", "cod_status", count(*), sum("cod_amount")
FROM "orders" WHERE "cod_status" IS NOT NULL GROUP BY 1, 2;
