-- A bill is made of lines (#23 item 1, decision 047): per delivered order its commission, COD fee
-- and delivery charge, per period the platform fee, by the marketplace's fee rules.
CREATE TABLE "bill_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bill_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"description" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"category" text,
	"percent" numeric(5, 2),
	"amount" numeric(14, 2),
	"valid_from" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_lines_bill_idx" ON "bill_lines" USING btree ("merchant_id","bill_id","order_id","id","kind");--> statement-breakpoint
CREATE INDEX "bill_lines_order_idx" ON "bill_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "fee_rules_kind_idx" ON "fee_rules" USING btree ("kind","category","valid_from");--> statement-breakpoint
-- The marketplace's published fees (decision 047), in force from before the first bill.
INSERT INTO "fee_rules" ("kind", "category", "percent", "amount", "valid_from") VALUES
  ('commission', NULL, 10.00, NULL, '2020-01-01'),
  ('commission', 'Fashion', 12.00, NULL, '2020-01-01'),
  ('commission', 'Electronics', 6.00, NULL, '2020-01-01'),
  ('commission', 'Grocery', 4.00, NULL, '2020-01-01'),
  ('cod_fee', NULL, 1.00, NULL, '2020-01-01'),
  ('platform_fee', NULL, NULL, 499.00, '2020-01-01');
--> statement-breakpoint
-- A bill written before lines existed is one adjustment line of its amount: every bill's lines
-- sum to its amount.
INSERT INTO "bill_lines" ("bill_id", "merchant_id", "kind", "description", "amount")
SELECT "id", "merchant_id", 'adjustment', 'Bill total before itemised lines', "total_bill_amount"
FROM "bills";
