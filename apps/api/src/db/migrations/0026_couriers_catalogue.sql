CREATE TABLE "couriers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "couriers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "couriers_name_unique" UNIQUE("name"),
	CONSTRAINT "couriers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "merchant_courier_payments" ADD COLUMN "courier_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_id" integer;--> statement-breakpoint
ALTER TABLE "merchant_courier_payments" ADD CONSTRAINT "merchant_courier_payments_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- How a written courier name finds its catalogue row, in one place: trimmed, lower case, a
-- trailing word "Courier" dropped ("Pathao Courier" is Pathao; "eCourier" keeps its name),
-- inner spaces as dashes.
CREATE FUNCTION "courier_slug"("name" text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN lower(regexp_replace(regexp_replace(btrim("name"), '\s+courier$', '', 'i'), '\s+', '-', 'g'));
--> statement-breakpoint
INSERT INTO "couriers" ("name", "slug")
SELECT "name", courier_slug("name")
FROM (VALUES ('Pathao'), ('Steadfast'), ('RedX'), ('Paperfly'), ('eCourier')) AS catalogue ("name");
--> statement-breakpoint
-- A courier the orders or payments already name that the catalogue lacks joins it, as first
-- written (spaces tidied); the label the courier payments gave orders without a courier is not a
-- courier.
INSERT INTO "couriers" ("name", "slug")
SELECT DISTINCT ON (courier_slug("name")) regexp_replace(btrim("name"), '\s+', ' ', 'g'), courier_slug("name")
FROM (
  SELECT DISTINCT "courier_name" AS "name" FROM "orders" WHERE "courier_name" IS NOT NULL
  UNION
  SELECT "courier" FROM "merchant_courier_payments" WHERE "courier" <> 'Unassigned courier'
) AS "used"
WHERE btrim("name") <> ''
ORDER BY courier_slug("name"), "name"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The orders' couriers by id. The kept counts, the live announcements and the COD status do not
-- depend on the courier, so their triggers sleep through this one rewrite of the column.
ALTER TABLE "orders" DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE "orders" SET "courier_id" = "couriers"."id"
FROM "couriers"
WHERE "orders"."courier_name" IS NOT NULL AND "couriers"."slug" = courier_slug("orders"."courier_name");
--> statement-breakpoint
ALTER TABLE "orders" ENABLE TRIGGER USER;
--> statement-breakpoint
ALTER TABLE "merchant_courier_payments" DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE "merchant_courier_payments" SET "courier_id" = "couriers"."id"
FROM "couriers"
WHERE "couriers"."slug" = courier_slug("merchant_courier_payments"."courier");
--> statement-breakpoint
ALTER TABLE "merchant_courier_payments" ENABLE TRIGGER USER;
