CREATE TABLE "merchant_members" (
	"merchant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_members_merchant_id_user_id_pk" PRIMARY KEY("merchant_id","user_id"),
	CONSTRAINT "merchant_members_role_known" CHECK ("merchant_members"."role" in ('owner', 'manager', 'order_handler', 'packer', 'customer_service', 'accountant', 'viewer'))
);
--> statement-breakpoint
ALTER TABLE "merchant_members" ADD CONSTRAINT "merchant_members_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_members" ADD CONSTRAINT "merchant_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_members_user_idx" ON "merchant_members" USING btree ("user_id","merchant_id");--> statement-breakpoint
-- Every merchant's owner is its first member: access is read from membership (decision 076).
INSERT INTO "merchant_members" ("merchant_id", "user_id", "role")
SELECT "id", "owner_user_id", 'owner' FROM "merchants";--> statement-breakpoint
-- A merchant written anywhere (the seed, a benchmark's SQL, the back office) gets its owner as
-- a member in the same statement, so no merchant is ever without one.
CREATE FUNCTION "merchants_add_owner_member"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "merchant_members" ("merchant_id", "user_id", "role")
  SELECT "id", "owner_user_id", 'owner' FROM "new_rows"
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "merchants_owner_member" AFTER INSERT ON "merchants"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "merchants_add_owner_member"();
