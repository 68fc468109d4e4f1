CREATE TABLE "notification_rule_runs" (
	"key" text PRIMARY KEY NOT NULL,
	"rule_key" text NOT NULL,
	"document_key" text NOT NULL,
	"signatory_uuid" text,
	"occurrence" integer DEFAULT 1 NOT NULL,
	"fired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_records" (
	"verification_key" text PRIMARY KEY NOT NULL,
	"document_key" text NOT NULL,
	"user_key" text NOT NULL,
	"file_key" text NOT NULL,
	"sha256" text,
	"verification_status" text DEFAULT 'checking' NOT NULL,
	"message" text,
	"result" jsonb,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_fields" ADD COLUMN "added_by_signatory_uuid" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "verification_id" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "signing_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "expiry_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "document_key" text;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "signatory_uuid" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "embed_document_key" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "embed_origin" text;--> statement-breakpoint
ALTER TABLE "text_messages" ADD COLUMN "document_key" text;--> statement-breakpoint
ALTER TABLE "text_messages" ADD COLUMN "signatory_uuid" text;--> statement-breakpoint
ALTER TABLE "notification_rule_runs" ADD CONSTRAINT "notification_rule_runs_rule_key_notification_rules_key_fk" FOREIGN KEY ("rule_key") REFERENCES "public"."notification_rules"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_rule_runs" ADD CONSTRAINT "notification_rule_runs_document_key_documents_key_fk" FOREIGN KEY ("document_key") REFERENCES "public"."documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_records" ADD CONSTRAINT "verification_records_document_key_documents_key_fk" FOREIGN KEY ("document_key") REFERENCES "public"."documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_records" ADD CONSTRAINT "verification_records_user_key_users_key_fk" FOREIGN KEY ("user_key") REFERENCES "public"."users"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_rule_runs_once" ON "notification_rule_runs" USING btree ("rule_key",coalesce("signatory_uuid", ''),"occurrence");--> statement-breakpoint
CREATE INDEX "notification_rule_runs_document_idx" ON "notification_rule_runs" USING btree ("document_key");--> statement-breakpoint
CREATE INDEX "verification_records_document_key_idx" ON "verification_records" USING btree ("document_key","date_created");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_verification_id_unique" ON "documents" USING btree ("verification_id") WHERE "documents"."verification_id" is not null;--> statement-breakpoint
CREATE INDEX "documents_signing_expiry_idx" ON "documents" USING btree ("signing_expires_at") WHERE "documents"."signing_expires_at" is not null and "documents"."expiry_notified_at" is null;