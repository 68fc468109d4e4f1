CREATE TABLE "signing_drafts" (
	"signatory_uuid" text PRIMARY KEY NOT NULL,
	"document_key" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_fields" ADD COLUMN "setup_value" jsonb;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "date_format" text DEFAULT 'yyyy-mm-dd' NOT NULL;--> statement-breakpoint
ALTER TABLE "signatories" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_notifications" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_signatures" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "signing_drafts" ADD CONSTRAINT "signing_drafts_document_key_documents_key_fk" FOREIGN KEY ("document_key") REFERENCES "public"."documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_signatures_content_unique" ON "saved_signatures" USING btree ("user_key","kind","content_hash") WHERE "saved_signatures"."content_hash" is not null;--> statement-breakpoint
-- Fields of packs already sent before setup_value existed: whatever a signer's field holds may be
-- that signer's answer, so copies of them start empty (owner-filled 'self' fields keep theirs).
UPDATE "data_fields" AS f SET "setup_value" = '{"data":null,"file_key":null,"filename":null}'::jsonb
FROM "documents" AS c JOIN "documents" AS p ON p."key" = c."document_pack_key"
WHERE f."document_key" = c."key" AND p."status" <> 'setup' AND p."document_type" = 'document'
  AND f."signatory_uuid" IS NOT NULL AND f."signatory_uuid" <> 'self'
  AND (f."data" IS NOT NULL OR f."file_key" IS NOT NULL);
