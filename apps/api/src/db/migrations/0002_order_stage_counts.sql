CREATE TABLE "order_stage_counts" (
	"merchant_id" integer NOT NULL,
	"stage" text NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "order_stage_counts_merchant_id_stage_pk" PRIMARY KEY("merchant_id","stage")
);
--> statement-breakpoint
ALTER TABLE "order_stage_counts" ADD CONSTRAINT "order_stage_counts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Adds to each (merchant, stage) counter what a statement on orders added there and takes away
-- what it moved out. Rows go in (merchant, stage) order, so concurrent statements lock the
-- counters in the same order and cannot deadlock. An UPDATE that moves no stage writes nothing.
CREATE FUNCTION "orders_keep_stage_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "order_stage_counts" AS kept ("merchant_id", "stage", "orders")
    SELECT "merchant_id", "stage", count(*) FROM "new_rows" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("merchant_id", "stage") DO UPDATE SET "orders" = kept."orders" + excluded."orders";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "order_stage_counts" AS kept ("merchant_id", "stage", "orders")
    SELECT "merchant_id", "stage", -count(*) FROM "old_rows" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("merchant_id", "stage") DO UPDATE SET "orders" = kept."orders" + excluded."orders";
  ELSE
    INSERT INTO "order_stage_counts" AS kept ("merchant_id", "stage", "orders")
    SELECT "merchant_id", "stage", sum("change") FROM (
      SELECT "merchant_id", "stage", -1 AS "change" FROM "old_rows"
      UNION ALL
      SELECT "merchant_id", "stage", 1 FROM "new_rows"
    ) AS "moves"
    GROUP BY 1, 2 HAVING sum("change") <> 0 ORDER BY 1, 2
    ON CONFLICT ("merchant_id", "stage") DO UPDATE SET "orders" = kept."orders" + excluded."orders";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_stage_counts_on_insert" AFTER INSERT ON "orders"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "orders_keep_stage_counts"();
--> statement-breakpoint
CREATE TRIGGER "orders_stage_counts_on_update" AFTER UPDATE ON "orders"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "orders_keep_stage_counts"();
--> statement-breakpoint
CREATE TRIGGER "orders_stage_counts_on_delete" AFTER DELETE ON "orders"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "orders_keep_stage_counts"();
--> statement-breakpoint
-- The orders already there. CREATE TRIGGER holds off every write to orders until the migration
-- commits, so this count and the triggers' meet exactly.
INSERT INTO "order_stage_counts" ("merchant_id", "stage", "orders")
SELECT "merchant_id", "stage", count(*) FROM "orders" GROUP BY 1, 2;
