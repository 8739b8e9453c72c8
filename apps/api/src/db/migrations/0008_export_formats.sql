-- Exports come as CSV or XLSX and of orders, a bill or products (#22 item 11, decision 040): the
-- kind no longer names the format, and the job keeps the language its words (stages) are written
-- in. An order carries its items as the files list them, written once with the order.
ALTER TABLE "export_jobs" ADD COLUMN "format" text DEFAULT 'csv' NOT NULL;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
UPDATE "export_jobs" SET "kind" = CASE "kind" WHEN 'orders_csv' THEN 'orders' WHEN 'bill_csv' THEN 'bill' ELSE "kind" END;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "item_list" text;--> statement-breakpoint
UPDATE "orders" SET "item_list" = (
  SELECT string_agg("sku" || ' x ' || "quantity", ', ' ORDER BY "id") FROM "order_items"
  WHERE "order_items"."order_id" = "orders"."id"
);
