CREATE TABLE "merchant_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"topic" text NOT NULL,
	"placed" integer,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_events" ADD CONSTRAINT "merchant_events_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_events_merchant_idx" ON "merchant_events" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "merchant_events_created_idx" ON "merchant_events" USING btree ("created_at");--> statement-breakpoint
-- The live panel's outbox (decision 051): statement triggers write one event per merchant a
-- statement touched, in the statement's transaction; the event's own trigger sends it by NOTIFY,
-- which PostgreSQL delivers only on commit, to every API process listening.
CREATE FUNCTION "announce_merchants_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "merchant_events" ("merchant_id", "topic")
  SELECT DISTINCT "merchant_id", TG_ARGV[0] FROM "new_rows" ORDER BY 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "announce_orders_placed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "merchant_events" ("merchant_id", "topic", "placed")
  SELECT "merchant_id", 'orders', nullif(count(*) FILTER (WHERE "stage" = 'placed'), 0)
  FROM "new_rows" GROUP BY 1 ORDER BY 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "notify_merchant_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('merchant_events', json_strip_nulls(json_build_object(
    'id', "id", 'merchantId', "merchant_id", 'topic', "topic", 'placed', "placed"))::text)
  FROM "new_rows" ORDER BY "id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "merchant_events_notify" AFTER INSERT ON "merchant_events"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_merchant_events"();
--> statement-breakpoint
CREATE TRIGGER "orders_announce_insert" AFTER INSERT ON "orders"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "announce_orders_placed"();
--> statement-breakpoint
CREATE TRIGGER "orders_announce_update" AFTER UPDATE ON "orders"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_merchants_touched"('orders');
--> statement-breakpoint
CREATE TRIGGER "merchant_issues_announce_insert" AFTER INSERT ON "merchant_issues"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_merchants_touched"('issues');
--> statement-breakpoint
CREATE TRIGGER "merchant_issues_announce_update" AFTER UPDATE ON "merchant_issues"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_merchants_touched"('issues');
--> statement-breakpoint
CREATE TRIGGER "merchant_issue_comments_announce" AFTER INSERT ON "merchant_issue_comments"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_merchants_touched"('issues');
