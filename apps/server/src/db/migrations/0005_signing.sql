CREATE TABLE "audit_records" (
	"id" text PRIMARY KEY NOT NULL,
	"document_key" text NOT NULL,
	"seq" integer NOT NULL,
	"event" text NOT NULL,
	"child_document_key" text,
	"actor_user_key" text,
	"actor_signatory_uuid" text,
	"actor_name" text,
	"actor_email" text,
	"ip_address" text,
	"user_agent" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_signatures" (
	"key" text PRIMARY KEY NOT NULL,
	"user_key" text NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"blob_key" text NOT NULL,
	"enhanced_blob_key" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_submissions" (
	"submission_hash" text PRIMARY KEY NOT NULL,
	"document_key" text NOT NULL,
	"signatory_uuid" text NOT NULL,
	"response" jsonb NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"document_key" text NOT NULL,
	"signatory_uuid" text NOT NULL,
	"token_type" text NOT NULL,
	"created_by" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "text_messages" (
	"key" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_message_id" text,
	"claimed_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_sent" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"key" text PRIMARY KEY NOT NULL,
	"document_key" text NOT NULL,
	"signatory_uuid" text NOT NULL,
	"code_hash" text NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"locked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_signatures" ADD CONSTRAINT "saved_signatures_user_key_users_key_fk" FOREIGN KEY ("user_key") REFERENCES "public"."users"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_submissions" ADD CONSTRAINT "signing_submissions_document_key_documents_key_fk" FOREIGN KEY ("document_key") REFERENCES "public"."documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_tokens" ADD CONSTRAINT "signing_tokens_document_key_documents_key_fk" FOREIGN KEY ("document_key") REFERENCES "public"."documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_tokens" ADD CONSTRAINT "signing_tokens_created_by_users_key_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_document_key_documents_key_fk" FOREIGN KEY ("document_key") REFERENCES "public"."documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_records_document_seq_unique" ON "audit_records" USING btree ("document_key","seq");--> statement-breakpoint
CREATE INDEX "saved_signatures_user_idx" ON "saved_signatures" USING btree ("user_key","kind","date_created");--> statement-breakpoint
CREATE INDEX "signing_tokens_signatory_idx" ON "signing_tokens" USING btree ("document_key","signatory_uuid");--> statement-breakpoint
CREATE INDEX "text_messages_date_created_idx" ON "text_messages" USING btree ("date_created");--> statement-breakpoint
CREATE INDEX "verification_codes_signatory_idx" ON "verification_codes" USING btree ("document_key","signatory_uuid","date_created");--> statement-breakpoint
-- The audit trail is append-only: a record, once written, is never changed nor removed. Only
-- someone with the rights to disable the triggers (a database owner) can tamper, and the hash
-- chain then shows it.
CREATE FUNCTION audit_records_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit records are append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_records_no_update BEFORE UPDATE OR DELETE ON "audit_records"
  FOR EACH ROW EXECUTE FUNCTION audit_records_refuse_update();
