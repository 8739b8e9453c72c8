ALTER TABLE "files" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "files_unattached_idx" ON "files" USING btree ("created_at") WHERE "files"."purpose" = 'attachment' and "files"."attached_at" is null;--> statement-breakpoint
-- Uploads already named by a comment were attached when that comment was written.
UPDATE "files" SET "attached_at" = "created_at"
WHERE "purpose" = 'attachment' AND EXISTS (
  SELECT 1 FROM "merchant_issue_comments" c
  WHERE c."merchant_id" = "files"."merchant_id" AND c."attachments" ? "files"."key"
);
