CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_merchant_idx" ON "notifications" USING btree ("user_id","merchant_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id","merchant_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
-- The notification centre (decision 052): statement triggers write what the merchant's owner
-- (or, for an export, the user who asked) should see, in the transaction of the change. Each
-- notification also announces itself on the live stream (0013's trigger function).
CREATE TRIGGER "notifications_announce" AFTER INSERT ON "notifications"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_merchants_touched"('notifications');
--> statement-breakpoint
CREATE FUNCTION "notify_orders_placed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notifications" ("user_id", "merchant_id", "kind", "subject_id", "details")
  SELECT m."owner_user_id", n."merchant_id", 'orders_placed',
    CASE WHEN count(*) = 1 THEN min(n."id") END,
    jsonb_strip_nulls(jsonb_build_object('count', count(*),
      'orderNumber', CASE WHEN count(*) = 1 THEN min(n."order_number") END))
  FROM "new_rows" n JOIN "merchants" m ON m."id" = n."merchant_id"
  WHERE n."stage" = 'placed'
  GROUP BY n."merchant_id", m."owner_user_id" ORDER BY n."merchant_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_notify_placed" AFTER INSERT ON "orders"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_orders_placed"();
--> statement-breakpoint
-- A comment by the marketplace or the customer; the merchant's own are not news to them.
CREATE FUNCTION "notify_issue_comments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notifications" ("user_id", "merchant_id", "kind", "subject_id", "details")
  SELECT m."owner_user_id", c."merchant_id", 'issue_comment', c."issue_id",
    jsonb_build_object('issueNumber', i."issue_number")
  FROM "new_rows" c
  JOIN "merchant_issues" i ON i."id" = c."issue_id"
  JOIN "merchants" m ON m."id" = c."merchant_id"
  WHERE c."author_kind" <> 'merchant' ORDER BY c."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "merchant_issue_comments_notify" AFTER INSERT ON "merchant_issue_comments"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_issue_comments"();
--> statement-breakpoint
-- A status change the merchant did not make, read from the issue's history (who changed it).
CREATE FUNCTION "notify_issue_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notifications" ("user_id", "merchant_id", "kind", "subject_id", "details")
  SELECT m."owner_user_id", e."merchant_id", 'issue_status', e."issue_id",
    jsonb_build_object('issueNumber', i."issue_number", 'status', e."to_status")
  FROM "new_rows" e
  JOIN "merchant_issues" i ON i."id" = e."issue_id"
  JOIN "merchants" m ON m."id" = e."merchant_id"
  WHERE e."kind" = 'status_change' AND e."actor_kind" <> 'merchant' ORDER BY e."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "merchant_issue_events_notify_status" AFTER INSERT ON "merchant_issue_events"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_issue_status"();
--> statement-breakpoint
CREATE FUNCTION "notify_exports_done"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notifications" ("user_id", "merchant_id", "kind", "subject_id", "details")
  SELECT n."user_id", n."merchant_id", 'export_done', n."id",
    jsonb_build_object('fileName', n."file_name", 'fileKey', n."file_key")
  FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
  WHERE n."status" = 'done' AND o."status" <> 'done' ORDER BY n."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "export_jobs_notify_done" AFTER UPDATE ON "export_jobs"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_exports_done"();
--> statement-breakpoint
CREATE FUNCTION "notify_payments_approved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "notifications" ("user_id", "merchant_id", "kind", "subject_id", "details")
    SELECT m."owner_user_id", n."merchant_id", 'payment_approved', n."id",
      jsonb_build_object('amount', n."amount")
    FROM "new_rows" n JOIN "merchants" m ON m."id" = n."merchant_id"
    WHERE n."approval_status" = 'approved' ORDER BY n."id";
  ELSE
    INSERT INTO "notifications" ("user_id", "merchant_id", "kind", "subject_id", "details")
    SELECT m."owner_user_id", n."merchant_id", 'payment_approved', n."id",
      jsonb_build_object('amount', n."amount")
    FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    JOIN "merchants" m ON m."id" = n."merchant_id"
    WHERE n."approval_status" = 'approved' AND o."approval_status" <> 'approved' ORDER BY n."id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_notify_approved_insert" AFTER INSERT ON "payments"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_payments_approved"();
--> statement-breakpoint
CREATE TRIGGER "payments_notify_approved_update" AFTER UPDATE ON "payments"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_payments_approved"();
--> statement-breakpoint
CREATE FUNCTION "notify_courier_payments_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "notifications" ("user_id", "merchant_id", "kind", "subject_id", "details")
    SELECT m."owner_user_id", n."merchant_id", 'courier_payment_paid', n."id",
      jsonb_build_object('amount', n."amount", 'courier', n."courier")
    FROM "new_rows" n JOIN "merchants" m ON m."id" = n."merchant_id"
    WHERE n."status" = 'paid' ORDER BY n."id";
  ELSE
    INSERT INTO "notifications" ("user_id", "merchant_id", "kind", "subject_id", "details")
    SELECT m."owner_user_id", n."merchant_id", 'courier_payment_paid', n."id",
      jsonb_build_object('amount', n."amount", 'courier', n."courier")
    FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    JOIN "merchants" m ON m."id" = n."merchant_id"
    WHERE n."status" = 'paid' AND o."status" <> 'paid' ORDER BY n."id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "merchant_courier_payments_notify_paid_insert" AFTER INSERT ON "merchant_courier_payments"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_courier_payments_paid"();
--> statement-breakpoint
CREATE TRIGGER "merchant_courier_payments_notify_paid_update" AFTER UPDATE ON "merchant_courier_payments"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_courier_payments_paid"();
--> statement-breakpoint
-- Once, as the stock crosses the threshold: not again on every later sale while it stays under.
CREATE FUNCTION "notify_stock_low"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notifications" ("user_id", "merchant_id", "kind", "subject_id", "details")
  SELECT m."owner_user_id", n."merchant_id", 'stock_low', n."id",
    jsonb_build_object('name', n."name", 'sku', n."sku", 'stock', n."stock")
  FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
  JOIN "merchants" m ON m."id" = n."merchant_id"
  WHERE n."stock" <= n."low_stock_threshold" AND o."stock" > o."low_stock_threshold"
  ORDER BY n."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "shop_products_notify_stock_low" AFTER UPDATE ON "shop_products"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_stock_low"();
