-- The products and issues lists get kept counts as the orders list did in 0002 and 0004
-- (decision 038): each table's statement triggers add what a statement put under each key and
-- take away what it moved out, in key order (no deadlock between two writers), writing nothing
-- for a change that moves no key. The last statement of each counts the rows already there:
-- CREATE TRIGGER holds off every write to the table until the migration commits.
CREATE TABLE "issue_counts" (
	"merchant_id" integer NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"shop_id" integer,
	"issues" integer NOT NULL,
	CONSTRAINT "issue_counts_key" UNIQUE NULLS NOT DISTINCT("merchant_id","status","type","shop_id")
);
--> statement-breakpoint
CREATE TABLE "product_counts" (
	"merchant_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"delisted" boolean NOT NULL,
	"low_stock" boolean NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "product_counts_pk" PRIMARY KEY("merchant_id","shop_id","delisted","low_stock")
);
--> statement-breakpoint
ALTER TABLE "issue_counts" ADD CONSTRAINT "issue_counts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_counts" ADD CONSTRAINT "product_counts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "shop_products_keep_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "product_counts" AS kept
    SELECT "merchant_id", "shop_id", "delisted", "stock" <= "low_stock_threshold", count(*)
    FROM "new_rows" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT "product_counts_pk" DO UPDATE SET "products" = kept."products" + excluded."products";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "product_counts" AS kept
    SELECT "merchant_id", "shop_id", "delisted", "stock" <= "low_stock_threshold", -count(*)
    FROM "old_rows" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT "product_counts_pk" DO UPDATE SET "products" = kept."products" + excluded."products";
  ELSE
    INSERT INTO "product_counts" AS kept
    SELECT "merchant_id", "shop_id", "delisted", "stock" <= "low_stock_threshold", sum("change")
    FROM (
      SELECT *, -1 AS "change" FROM "old_rows"
      UNION ALL
      SELECT *, 1 FROM "new_rows"
    ) AS "moves"
    GROUP BY 1, 2, 3, 4 HAVING sum("change") <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT "product_counts_pk" DO UPDATE SET "products" = kept."products" + excluded."products";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "shop_products_counts_on_insert" AFTER INSERT ON "shop_products"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "shop_products_keep_counts"();
--> statement-breakpoint
CREATE TRIGGER "shop_products_counts_on_update" AFTER UPDATE ON "shop_products"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "shop_products_keep_counts"();
--> statement-breakpoint
CREATE TRIGGER "shop_products_counts_on_delete" AFTER DELETE ON "shop_products"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "shop_products_keep_counts"();
--> statement-breakpoint
INSERT INTO "product_counts"
SELECT "merchant_id", "shop_id", "delisted", "stock" <= "low_stock_threshold", count(*)
FROM "shop_products" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE FUNCTION "merchant_issues_keep_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "issue_counts" AS kept
    SELECT "merchant_id", "status", "type", "shop_id", count(*)
    FROM "new_rows" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT "issue_counts_key" DO UPDATE SET "issues" = kept."issues" + excluded."issues";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "issue_counts" AS kept
    SELECT "merchant_id", "status", "type", "shop_id", -count(*)
    FROM "old_rows" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT "issue_counts_key" DO UPDATE SET "issues" = kept."issues" + excluded."issues";
  ELSE
    INSERT INTO "issue_counts" AS kept
    SELECT "merchant_id", "status", "type", "shop_id", sum("change")
    FROM (
      SELECT *, -1 AS "change" FROM "old_rows"
      UNION ALL
      SELECT *, 1 FROM "new_rows"
    ) AS "moves"
    GROUP BY 1, 2, 3, 4 HAVING sum("change") <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT "issue_counts_key" DO UPDATE SET "issues" = kept."issues" + excluded."issues";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "merchant_issues_counts_on_insert" AFTER INSERT ON "merchant_issues"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "merchant_issues_keep_counts"();
--> statement-breakpoint
CREATE TRIGGER "merchant_issues_counts_on_update" AFTER UPDATE ON "merchant_issues"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "merchant_issues_keep_counts"();
--> statement-breakpoint
CREATE TRIGGER "merchant_issues_counts_on_delete" AFTER DELETE ON "merchant_issues"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "merchant_issues_keep_counts"();
--> statement-breakpoint
INSERT INTO "issue_counts"
SELECT "merchant_id", "status", "type", "shop_id", count(*)
FROM "merchant_issues" GROUP BY 1, 2, 3, 4;
