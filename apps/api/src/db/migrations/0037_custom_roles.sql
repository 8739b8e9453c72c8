CREATE TABLE "merchant_roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"permissions" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_roles_permissions_known" CHECK ("merchant_roles"."permissions" <@ array['orders.view', 'orders.view_packing', 'orders.act', 'orders.fulfil', 'orders.cancel', 'orders.note', 'customers.phones', 'print', 'exports.orders', 'exports.orders_with_phones', 'exports.products', 'exports.billing', 'products.view', 'products.edit', 'shops.view', 'ratings.view', 'issues.view', 'issues.act', 'billing.view', 'billing.pay', 'billing.preference', 'insights.view', 'activity.view', 'staff', 'api_keys']::text[])
);
--> statement-breakpoint
ALTER TABLE "merchant_invitations" DROP CONSTRAINT "merchant_invitations_role_known";--> statement-breakpoint
ALTER TABLE "merchant_members" DROP CONSTRAINT "merchant_members_role_known";--> statement-breakpoint
ALTER TABLE "merchant_invitations" ADD COLUMN "custom_role_id" integer;--> statement-breakpoint
ALTER TABLE "merchant_members" ADD COLUMN "custom_role_id" integer;--> statement-breakpoint
ALTER TABLE "merchant_roles" ADD CONSTRAINT "merchant_roles_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_roles_name_key" ON "merchant_roles" USING btree ("merchant_id",lower("name"));--> statement-breakpoint
ALTER TABLE "merchant_invitations" ADD CONSTRAINT "merchant_invitations_custom_role_id_merchant_roles_id_fk" FOREIGN KEY ("custom_role_id") REFERENCES "public"."merchant_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_members" ADD CONSTRAINT "merchant_members_custom_role_id_merchant_roles_id_fk" FOREIGN KEY ("custom_role_id") REFERENCES "public"."merchant_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_invitations" ADD CONSTRAINT "merchant_invitations_custom_role_named" CHECK (("merchant_invitations"."role" = 'custom') = ("merchant_invitations"."custom_role_id" is not null));--> statement-breakpoint
ALTER TABLE "merchant_invitations" ADD CONSTRAINT "merchant_invitations_role_known" CHECK ("merchant_invitations"."role" in ('owner', 'manager', 'order_handler', 'packer', 'customer_service', 'accountant', 'viewer', 'custom'));--> statement-breakpoint
ALTER TABLE "merchant_members" ADD CONSTRAINT "merchant_members_custom_role_named" CHECK (("merchant_members"."role" = 'custom') = ("merchant_members"."custom_role_id" is not null));--> statement-breakpoint
ALTER TABLE "merchant_members" ADD CONSTRAINT "merchant_members_role_known" CHECK ("merchant_members"."role" in ('owner', 'manager', 'order_handler', 'packer', 'customer_service', 'accountant', 'viewer', 'custom'));