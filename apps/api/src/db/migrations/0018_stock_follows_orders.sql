-- Stock that looks after itself (#25 items 4 to 6, decision 057): orders take and return stock,
-- products are delisted at 0 and relisted when stock returns if the merchant asks, and each
-- product follows the merchant's low-stock threshold unless it has its own.
ALTER TABLE "merchants" ADD COLUMN "auto_delist" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "low_stock_threshold" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_taken" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_products" ADD COLUMN "delisted_by" text;--> statement-breakpoint
ALTER TABLE "shop_products" ADD COLUMN "own_low_stock_threshold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD COLUMN "kind" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD COLUMN "order_id" integer;--> statement-breakpoint
-- Products delisted before the rule existed were delisted by hand: never relisted by it.
UPDATE "shop_products" SET "delisted_by" = 'merchant' WHERE "delisted";
--> statement-breakpoint
-- A threshold other than the default was set on the product itself.
UPDATE "shop_products" SET "own_low_stock_threshold" = true WHERE "low_stock_threshold" <> 5;
--> statement-breakpoint
-- The auto-delist rule, in the statement that moves a product's stock, whatever moved it (an
-- edit, an order placed or cancelled, a bulk file): at 0 a listed product of a merchant who
-- asked for it is delisted; when stock returns, one the rule delisted is relisted (never one the
-- merchant delisted by hand, even after the merchant turned the rule off). Each change goes in
-- the product's history, timed after the statement's own stock change (clock_timestamp).
CREATE FUNCTION "shop_products_auto_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."stock" = 0 AND OLD."stock" > 0 AND NOT NEW."delisted"
     AND (SELECT "auto_delist" FROM "merchants" WHERE "id" = NEW."merchant_id") THEN
    NEW."delisted" := true;
    NEW."delisted_by" := 'auto';
    INSERT INTO "stock_changes"
      ("merchant_id", "shop_product_id", "previous_stock", "new_stock", "delta", "kind", "changed_at")
    VALUES (NEW."merchant_id", NEW."id", 0, 0, 0, 'auto_delisted', clock_timestamp());
  ELSIF NEW."stock" > 0 AND OLD."stock" = 0 AND NEW."delisted" AND NEW."delisted_by" = 'auto' THEN
    NEW."delisted" := false;
    NEW."delisted_by" := NULL;
    INSERT INTO "stock_changes"
      ("merchant_id", "shop_product_id", "previous_stock", "new_stock", "delta", "kind", "changed_at")
    VALUES (NEW."merchant_id", NEW."id", NEW."stock", NEW."stock", 0, 'auto_relisted',
      clock_timestamp());
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "shop_products_auto_listing" BEFORE UPDATE OF "stock" ON "shop_products"
FOR EACH ROW EXECUTE FUNCTION "shop_products_auto_listing"();
--> statement-breakpoint
-- A stock alert is for stock that fell (a sale, an edit) past the threshold: a threshold changed
-- under the stock (a new merchant default reaching thousands of products) alerts nothing.
CREATE OR REPLACE FUNCTION "notify_stock_low"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notifications" ("user_id", "merchant_id", "kind", "subject_id", "details")
  SELECT m."owner_user_id", n."merchant_id", 'stock_low', n."id",
    jsonb_build_object('name', n."name", 'sku', n."sku", 'stock', n."stock")
  FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
  JOIN "merchants" m ON m."id" = n."merchant_id"
  WHERE n."stock" < o."stock"
    AND n."stock" <= n."low_stock_threshold" AND o."stock" > o."low_stock_threshold"
  ORDER BY n."id";
  RETURN NULL;
END
$$;
