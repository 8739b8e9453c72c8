-- The kept counts' trigger function is still written once, but as a generator: called once per
-- counts table here, it writes that table's own plpgsql function, whose statements PostgreSQL
-- plans once per session and keeps. The single function of migration 0023 built and planned its
-- statement on every write (an order's stage change took 1.43 ms instead of 0.72,
-- bench/kept-counts). The generated functions behave as 0023's: what a statement brought under
-- each key is added and what it moved out taken away, in key order (so concurrent statements lock
-- the kept rows in the same order and cannot deadlock), and a key with no change is not written.
--   name: the function to write; counts: the counts table; key_constraint: its unique constraint;
--   key_count and keys: the keys, a select list over the changed rows, in the counts table's
--   column order; counted: which rows count; totals and additions: each total column and what one
--   row adds to it (1 for a count).
CREATE FUNCTION "create_count_keeper"(
  "name" text, "counts" text, "key_constraint" text, "key_count" integer, "keys" text,
  "counted" text, "totals" text[], "additions" text[]
) RETURNS void LANGUAGE plpgsql AS $generator$
DECLARE
  key_positions text;
  sums text;
  changed text;
  updates text;
  statement text;
BEGIN
  SELECT string_agg(position::text, ', ') INTO key_positions
  FROM generate_series(1, key_count) AS position;
  SELECT string_agg(format('sum("change" * (%s))', addition), ', '),
    string_agg(format('sum("change" * (%s)) <> 0', addition), ' OR ')
  INTO sums, changed FROM unnest(additions) AS addition;
  SELECT string_agg(format('%1$I = kept.%1$I + excluded.%1$I', total), ', ')
  INTO updates FROM unnest(totals) AS total;
  -- %%s: where each branch's changed rows go.
  statement := format(
    'INSERT INTO %I AS kept SELECT %s, %s FROM (%%s) AS "moves" WHERE %s GROUP BY %s HAVING %s '
    'ORDER BY %s ON CONFLICT ON CONSTRAINT %I DO UPDATE SET %s',
    counts, keys, sums, counted, key_positions, changed, key_positions, key_constraint, updates
  );
  EXECUTE format(
    $function$CREATE OR REPLACE FUNCTION %I() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF TG_OP = 'INSERT' THEN
    %s;
  ELSIF TG_OP = 'DELETE' THEN
    %s;
  ELSE
    %s;
  END IF;
  RETURN NULL;
END
$body$$function$,
    name,
    format(statement, 'SELECT *, 1 AS "change" FROM "new_rows"'),
    format(statement, 'SELECT *, -1 AS "change" FROM "old_rows"'),
    format(statement, 'SELECT *, -1 AS "change" FROM "old_rows" UNION ALL SELECT *, 1 FROM "new_rows"')
  );
END
$generator$;
--> statement-breakpoint
SELECT "create_count_keeper"('orders_keep_stage_counts', 'order_stage_counts',
  'order_stage_counts_merchant_id_stage_pk', 2, '"merchant_id", "stage"', 'true',
  ARRAY['orders'], ARRAY['1']);
--> statement-breakpoint
SELECT "create_count_keeper"('orders_keep_counts', 'order_counts', 'order_counts_pk', 7,
  '"merchant_id", ("created_at" AT TIME ZONE ''Asia/Dhaka'')::date, "stage", "order_type", "delivery_charge_payment_status", "shop_id", "invoice_printed_at" IS NOT NULL',
  'true', ARRAY['orders', 'sales'], ARRAY['1', '"total"']);
--> statement-breakpoint
SELECT "create_count_keeper"('orders_keep_cod_counts', 'cod_counts', 'cod_counts_pk', 2,
  '"merchant_id", "cod_status"', '"cod_status" IS NOT NULL', ARRAY['orders', 'amount'],
  ARRAY['1', '"cod_amount"']);
--> statement-breakpoint
SELECT "create_count_keeper"('shop_products_keep_counts', 'product_counts', 'product_counts_pk', 4,
  '"merchant_id", "shop_id", "delisted", is_low_stock("stock", "low_stock_threshold")', 'true',
  ARRAY['products'], ARRAY['1']);
--> statement-breakpoint
SELECT "create_count_keeper"('merchant_issues_keep_counts', 'issue_counts', 'issue_counts_key', 4,
  '"merchant_id", "status", "type", "shop_id"', 'true', ARRAY['issues'], ARRAY['1']);
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "orders_stage_counts_on_insert" AFTER INSERT ON "orders"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "orders_keep_stage_counts"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "orders_stage_counts_on_update" AFTER UPDATE ON "orders"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "orders_keep_stage_counts"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "orders_stage_counts_on_delete" AFTER DELETE ON "orders"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "orders_keep_stage_counts"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "orders_counts_on_insert" AFTER INSERT ON "orders"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "orders_keep_counts"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "orders_counts_on_update" AFTER UPDATE ON "orders"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "orders_keep_counts"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "orders_counts_on_delete" AFTER DELETE ON "orders"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "orders_keep_counts"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "orders_cod_counts_on_insert" AFTER INSERT ON "orders"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "orders_keep_cod_counts"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "orders_cod_counts_on_update" AFTER UPDATE ON "orders"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "orders_keep_cod_counts"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "orders_cod_counts_on_delete" AFTER DELETE ON "orders"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "orders_keep_cod_counts"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "shop_products_counts_on_insert" AFTER INSERT ON "shop_products"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "shop_products_keep_counts"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "shop_products_counts_on_update" AFTER UPDATE ON "shop_products"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "shop_products_keep_counts"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "shop_products_counts_on_delete" AFTER DELETE ON "shop_products"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "shop_products_keep_counts"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "merchant_issues_counts_on_insert" AFTER INSERT ON "merchant_issues"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "merchant_issues_keep_counts"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "merchant_issues_counts_on_update" AFTER UPDATE ON "merchant_issues"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "merchant_issues_keep_counts"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "merchant_issues_counts_on_delete" AFTER DELETE ON "merchant_issues"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "merchant_issues_keep_counts"();
--> statement-breakpoint
DROP FUNCTION "keep_counts"();
