-- One rule for low stock, in SQL as in TypeScript (@mp/contract/cms/stock-level): a product is
-- low when its stock is at or under its threshold. An inlined SQL function, so a query that
-- calls it plans as the comparison itself.
CREATE FUNCTION "is_low_stock"("stock" integer, "threshold" integer) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN "stock" <= "threshold";
--> statement-breakpoint
-- One function keeps every kept-count table (order stages, orders by day, products, issues, COD
-- statuses), in place of a copy per table. A statement trigger on the counted table calls it with:
--   0 the counts table; 1 its unique constraint; 2 how many keys; 3 the keys, a select list over
--   the changed rows, in the counts table's column order; 4 which rows count (a condition);
--   then each total as its column and what one row adds to it (1 for a count).
-- It adds what the statement brought under each key and takes away what it moved out, in key
-- order, so concurrent statements lock the kept rows in the same order and cannot deadlock; a
-- statement that moves nothing under a key writes nothing there.
CREATE FUNCTION "keep_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key_positions text;
  additions text[] := '{}';
  updates text[] := '{}';
  moves text;
BEGIN
  SELECT string_agg(position::text, ', ') INTO key_positions
  FROM generate_series(1, TG_ARGV[2]::int) AS position;
  FOR total IN 5 .. TG_NARGS - 1 BY 2 LOOP
    additions := additions || format('sum("change" * (%s))', TG_ARGV[total + 1]);
    updates := updates || format('%1$I = kept.%1$I + excluded.%1$I', TG_ARGV[total]);
  END LOOP;
  moves := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS "change" FROM "new_rows"'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS "change" FROM "old_rows"'
    ELSE 'SELECT *, -1 AS "change" FROM "old_rows" UNION ALL SELECT *, 1 FROM "new_rows"'
  END;
  EXECUTE format(
    'INSERT INTO %I AS kept SELECT %s, %s FROM (%s) AS "moves" WHERE %s GROUP BY %s HAVING %s '
    'ORDER BY %s ON CONFLICT ON CONSTRAINT %I DO UPDATE SET %s',
    TG_ARGV[0], TG_ARGV[3], array_to_string(additions, ', '), moves, TG_ARGV[4], key_positions,
    array_to_string(additions, ' <> 0 OR ') || ' <> 0', key_positions, TG_ARGV[1],
    array_to_string(updates, ', ')
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "orders_stage_counts_on_insert" AFTER INSERT ON "orders"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "keep_counts"(
  'order_stage_counts', 'order_stage_counts_merchant_id_stage_pk', '2',
  '"merchant_id", "stage"', 'true', 'orders', '1'
);
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "orders_stage_counts_on_update" AFTER UPDATE ON "orders"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "keep_counts"(
  'order_stage_counts', 'order_stage_counts_merchant_id_stage_pk', '2',
  '"merchant_id", "stage"', 'true', 'orders', '1'
);
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "orders_stage_counts_on_delete" AFTER DELETE ON "orders"
REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "keep_counts"(
  'order_stage_counts', 'order_stage_counts_merchant_id_stage_pk', '2',
  '"merchant_id", "stage"', 'true', 'orders', '1'
);
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "orders_counts_on_insert" AFTER INSERT ON "orders"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "keep_counts"(
  'order_counts', 'order_counts_pk', '7',
  '"merchant_id", ("created_at" AT TIME ZONE ''Asia/Dhaka'')::date, "stage", "order_type", "delivery_charge_payment_status", "shop_id", "invoice_printed_at" IS NOT NULL',
  'true', 'orders', '1', 'sales', '"total"'
);
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "orders_counts_on_update" AFTER UPDATE ON "orders"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "keep_counts"(
  'order_counts', 'order_counts_pk', '7',
  '"merchant_id", ("created_at" AT TIME ZONE ''Asia/Dhaka'')::date, "stage", "order_type", "delivery_charge_payment_status", "shop_id", "invoice_printed_at" IS NOT NULL',
  'true', 'orders', '1', 'sales', '"total"'
);
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "orders_counts_on_delete" AFTER DELETE ON "orders"
REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "keep_counts"(
  'order_counts', 'order_counts_pk', '7',
  '"merchant_id", ("created_at" AT TIME ZONE ''Asia/Dhaka'')::date, "stage", "order_type", "delivery_charge_payment_status", "shop_id", "invoice_printed_at" IS NOT NULL',
  'true', 'orders', '1', 'sales', '"total"'
);
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "orders_cod_counts_on_insert" AFTER INSERT ON "orders"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "keep_counts"(
  'cod_counts', 'cod_counts_pk', '2', '"merchant_id", "cod_status"',
  '"cod_status" IS NOT NULL', 'orders', '1', 'amount', '"cod_amount"'
);
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "orders_cod_counts_on_update" AFTER UPDATE ON "orders"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "keep_counts"(
  'cod_counts', 'cod_counts_pk', '2', '"merchant_id", "cod_status"',
  '"cod_status" IS NOT NULL', 'orders', '1', 'amount', '"cod_amount"'
);
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "orders_cod_counts_on_delete" AFTER DELETE ON "orders"
REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "keep_counts"(
  'cod_counts', 'cod_counts_pk', '2', '"merchant_id", "cod_status"',
  '"cod_status" IS NOT NULL', 'orders', '1', 'amount', '"cod_amount"'
);
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "shop_products_counts_on_insert" AFTER INSERT ON "shop_products"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "keep_counts"(
  'product_counts', 'product_counts_pk', '4',
  '"merchant_id", "shop_id", "delisted", is_low_stock("stock", "low_stock_threshold")', 'true',
  'products', '1'
);
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "shop_products_counts_on_update" AFTER UPDATE ON "shop_products"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "keep_counts"(
  'product_counts', 'product_counts_pk', '4',
  '"merchant_id", "shop_id", "delisted", is_low_stock("stock", "low_stock_threshold")', 'true',
  'products', '1'
);
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "shop_products_counts_on_delete" AFTER DELETE ON "shop_products"
REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "keep_counts"(
  'product_counts', 'product_counts_pk', '4',
  '"merchant_id", "shop_id", "delisted", is_low_stock("stock", "low_stock_threshold")', 'true',
  'products', '1'
);
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "merchant_issues_counts_on_insert" AFTER INSERT ON "merchant_issues"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "keep_counts"(
  'issue_counts', 'issue_counts_key', '4', '"merchant_id", "status", "type", "shop_id"',
  'true', 'issues', '1'
);
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "merchant_issues_counts_on_update" AFTER UPDATE ON "merchant_issues"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "keep_counts"(
  'issue_counts', 'issue_counts_key', '4', '"merchant_id", "status", "type", "shop_id"',
  'true', 'issues', '1'
);
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "merchant_issues_counts_on_delete" AFTER DELETE ON "merchant_issues"
REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "keep_counts"(
  'issue_counts', 'issue_counts_key', '4', '"merchant_id", "status", "type", "shop_id"',
  'true', 'issues', '1'
);
--> statement-breakpoint
DROP FUNCTION "orders_keep_stage_counts"();
--> statement-breakpoint
DROP FUNCTION "orders_keep_counts"();
--> statement-breakpoint
DROP FUNCTION "orders_keep_cod_counts"();
--> statement-breakpoint
DROP FUNCTION "shop_products_keep_counts"();
--> statement-breakpoint
DROP FUNCTION "merchant_issues_keep_counts"();
--> statement-breakpoint
-- A stock alert is for stock that fell (a sale, an edit) into low stock: a threshold changed
-- under the stock alerts nothing.
CREATE OR REPLACE FUNCTION "notify_stock_low"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notifications" ("user_id", "merchant_id", "kind", "subject_id", "details")
  SELECT m."owner_user_id", n."merchant_id", 'stock_low', n."id",
    jsonb_build_object('name', n."name", 'sku', n."sku", 'stock', n."stock")
  FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
  JOIN "merchants" m ON m."id" = n."merchant_id"
  WHERE n."stock" < o."stock"
    AND is_low_stock(n."stock", n."low_stock_threshold")
    AND NOT is_low_stock(o."stock", o."low_stock_threshold")
  ORDER BY n."id";
  RETURN NULL;
END
$$;
