CREATE TABLE "merchant_sign_in_rules" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"two_step_required" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "second_step_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"new_device" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_two_step" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"sealed_secret" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_time_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_activity" DROP CONSTRAINT "merchant_activity_kind_known";--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "stepped_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_sign_in_rules" ADD CONSTRAINT "merchant_sign_in_rules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_sign_in_rules" ADD CONSTRAINT "merchant_sign_in_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_step_tickets" ADD CONSTRAINT "second_step_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_two_step" ADD CONSTRAINT "user_two_step_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recovery_codes_user_idx" ON "recovery_codes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "merchant_activity" ADD CONSTRAINT "merchant_activity_kind_known" CHECK ("merchant_activity"."kind" in ('orders.confirm', 'orders.cancel', 'orders.request_pickup', 'orders.withdraw_pickup', 'orders.dispatch', 'orders.confirm_delivery', 'orders.payment_proof', 'orders.note', 'orders.logistics', 'products.stock', 'products.delivery_charge', 'products.listing', 'products.threshold', 'products.bulk_file', 'products.stock_settings', 'issues.open', 'issues.comment', 'issues.resolve', 'billing.payment_started', 'billing.preference', 'staff.invite', 'staff.withdraw_invitation', 'staff.join', 'staff.change_role', 'staff.remove', 'staff.save_role', 'staff.delete_role', 'staff.sign_in_rules', 'exports.start', 'prints.log'));