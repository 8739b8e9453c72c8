CREATE TABLE "export_turns" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"served_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_turns" ADD CONSTRAINT "export_turns_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;