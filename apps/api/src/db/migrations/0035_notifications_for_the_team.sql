CREATE TABLE "notification_read_marks" (
	"user_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"read_through_id" integer NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_read_marks_user_id_merchant_id_pk" PRIMARY KEY("user_id","merchant_id")
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"user_id" integer NOT NULL,
	"notification_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_reads_user_id_notification_id_pk" PRIMARY KEY("user_id","notification_id")
);
--> statement-breakpoint
DROP INDEX "notifications_user_merchant_idx";--> statement-breakpoint
DROP INDEX "notifications_unread_idx";--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_read_marks" ADD CONSTRAINT "notification_read_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_read_marks" ADD CONSTRAINT "notification_read_marks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_merchant_idx" ON "notifications" USING btree ("merchant_id","id");--> statement-breakpoint
-- Each owner's reads are kept as their reads; a notification other than a person's own export
-- becomes the merchant's, seen by every member whose role may see its kind (decision 077).
INSERT INTO "notification_reads" ("user_id", "notification_id", "read_at")
SELECT "user_id", "id", "read_at" FROM "notifications" WHERE "read_at" IS NOT NULL;--> statement-breakpoint
UPDATE "notifications" SET "user_id" = NULL WHERE "kind" <> 'export_done';--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "read_at";--> statement-breakpoint
-- From here the notices of the merchant are written once for its team, not per person.
CREATE OR REPLACE FUNCTION "notify_orders_placed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notifications" ("merchant_id", "kind", "subject_id", "details")
  SELECT n."merchant_id", 'orders_placed',
    CASE WHEN count(*) = 1 THEN min(n."id") END,
    jsonb_strip_nulls(jsonb_build_object('count', count(*),
      'orderNumber', CASE WHEN count(*) = 1 THEN min(n."order_number") END))
  FROM "new_rows" n
  WHERE n."stage" = 'placed'
  GROUP BY n."merchant_id" ORDER BY n."merchant_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_issue_comments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notifications" ("merchant_id", "kind", "subject_id", "details")
  SELECT c."merchant_id", 'issue_comment', c."issue_id",
    jsonb_build_object('issueNumber', i."issue_number")
  FROM "new_rows" c
  JOIN "merchant_issues" i ON i."id" = c."issue_id"
  WHERE c."author_kind" <> 'merchant' ORDER BY c."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_issue_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notifications" ("merchant_id", "kind", "subject_id", "details")
  SELECT e."merchant_id", 'issue_status', e."issue_id",
    jsonb_build_object('issueNumber', i."issue_number", 'status', e."to_status")
  FROM "new_rows" e
  JOIN "merchant_issues" i ON i."id" = e."issue_id"
  WHERE e."kind" = 'status_change' AND e."actor_kind" <> 'merchant' ORDER BY e."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_payments_approved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "notifications" ("merchant_id", "kind", "subject_id", "details")
    SELECT n."merchant_id", 'payment_approved', n."id", jsonb_build_object('amount', n."amount")
    FROM "new_rows" n
    WHERE n."approval_status" = 'approved' ORDER BY n."id";
  ELSE
    INSERT INTO "notifications" ("merchant_id", "kind", "subject_id", "details")
    SELECT n."merchant_id", 'payment_approved', n."id", jsonb_build_object('amount', n."amount")
    FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    WHERE n."approval_status" = 'approved' AND o."approval_status" <> 'approved' ORDER BY n."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_courier_payments_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "notifications" ("merchant_id", "kind", "subject_id", "details")
    SELECT n."merchant_id", 'courier_payment_paid', n."id",
      jsonb_strip_nulls(jsonb_build_object('amount', n."amount", 'courier', c."name"))
    FROM "new_rows" n
    LEFT JOIN "couriers" c ON c."id" = n."courier_id"
    WHERE n."status" = 'paid' ORDER BY n."id";
  ELSE
    INSERT INTO "notifications" ("merchant_id", "kind", "subject_id", "details")
    SELECT n."merchant_id", 'courier_payment_paid', n."id",
      jsonb_strip_nulls(jsonb_build_object('amount', n."amount", 'courier', c."name"))
    FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    LEFT JOIN "couriers" c ON c."id" = n."courier_id"
    WHERE n."status" = 'paid' AND o."status" <> 'paid' ORDER BY n."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_stock_low"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notifications" ("merchant_id", "kind", "subject_id", "details")
  SELECT n."merchant_id", 'stock_low', n."id",
    jsonb_build_object('name', n."name", 'sku', n."sku", 'stock', n."stock")
  FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
  WHERE n."stock" < o."stock"
    AND is_low_stock(n."stock", n."low_stock_threshold")
    AND NOT is_low_stock(o."stock", o."low_stock_threshold")
  ORDER BY n."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A person gained, lost or changed their place in a merchant: every process's live streams of
-- that person hear it on commit and follow at once (decision 077).
CREATE FUNCTION "announce_member_access"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('merchant_access',
      json_build_object('merchantId', o."merchant_id", 'userId', o."user_id")::text)
    FROM "old_rows" o;
  ELSE
    PERFORM pg_notify('merchant_access',
      json_build_object('merchantId', n."merchant_id", 'userId', n."user_id")::text)
    FROM "new_rows" n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "merchant_members_announce_insert" AFTER INSERT ON "merchant_members"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "announce_member_access"();--> statement-breakpoint
CREATE TRIGGER "merchant_members_announce_update" AFTER UPDATE ON "merchant_members"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "announce_member_access"();--> statement-breakpoint
CREATE TRIGGER "merchant_members_announce_delete" AFTER DELETE ON "merchant_members"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "announce_member_access"();
