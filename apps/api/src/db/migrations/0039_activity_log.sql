CREATE TABLE "merchant_activity" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer,
	"count" integer DEFAULT 1 NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_activity_kind_known" CHECK ("merchant_activity"."kind" in ('orders.confirm', 'orders.cancel', 'orders.request_pickup', 'orders.withdraw_pickup', 'orders.dispatch', 'orders.confirm_delivery', 'orders.payment_proof', 'orders.note', 'orders.logistics', 'products.stock', 'products.delivery_charge', 'products.listing', 'products.threshold', 'products.bulk_file', 'products.stock_settings', 'issues.open', 'issues.comment', 'issues.resolve', 'billing.payment_started', 'billing.preference', 'staff.invite', 'staff.withdraw_invitation', 'staff.join', 'staff.change_role', 'staff.remove', 'staff.save_role', 'staff.delete_role', 'exports.start', 'prints.log'))
);
--> statement-breakpoint
ALTER TABLE "merchant_activity" ADD CONSTRAINT "merchant_activity_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_activity" ADD CONSTRAINT "merchant_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_activity_merchant_idx" ON "merchant_activity" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "merchant_activity_person_idx" ON "merchant_activity" USING btree ("merchant_id","user_id","id");--> statement-breakpoint
CREATE INDEX "merchant_activity_kind_idx" ON "merchant_activity" USING btree ("merchant_id","kind","id");