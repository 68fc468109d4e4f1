CREATE TABLE "contacts" (
	"key" text PRIMARY KEY NOT NULL,
	"account_key" text,
	"user_key" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text,
	"mobile_number" text,
	"custom_contact_list_key" text,
	"last_used" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "copy_recipients" (
	"uuid" text PRIMARY KEY NOT NULL,
	"document_key" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text,
	"mobile_number" text,
	"position" integer DEFAULT 0 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_appendices" (
	"key" text PRIMARY KEY NOT NULL,
	"document_key" text NOT NULL,
	"file_key" text,
	"filename" text,
	"custom_id" text,
	"description" text DEFAULT 'Supporting document' NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"entity_key" text,
	"account_key" text,
	"run_organisation_wide" boolean DEFAULT false NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "field_rules" (
	"rule_id" text PRIMARY KEY NOT NULL,
	"document_key" text NOT NULL,
	"field_or_group" text NOT NULL,
	"json_logic" jsonb NOT NULL,
	"infix_logic" text NOT NULL,
	"field_rule_type" text DEFAULT 'field_group_enabled' NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_views" (
	"entity_key" text PRIMARY KEY NOT NULL,
	"entries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_rules" (
	"key" text PRIMARY KEY NOT NULL,
	"entity_key" text NOT NULL,
	"action" text NOT NULL,
	"recipient" text DEFAULT 'document_owner' NOT NULL,
	"event" text NOT NULL,
	"countdown_seconds" integer DEFAULT 604800 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signer_groups" (
	"uuid" text PRIMARY KEY NOT NULL,
	"document_key" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_defined_attributes" (
	"key" text PRIMARY KEY NOT NULL,
	"document_key" text NOT NULL,
	"id" text NOT NULL,
	"related_entity_id" text,
	"name" text NOT NULL,
	"value" text,
	"required" boolean DEFAULT false NOT NULL,
	"custom_control" text,
	"custom_control_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_control_value" text,
	"is_template" boolean DEFAULT false NOT NULL,
	"control_level" text DEFAULT 'document_pack' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signatories" ADD COLUMN "email_is_optional" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "signatories" ADD COLUMN "primary_communication_channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "signatories" ADD COLUMN "can_receive_signing_notifications" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "signatories" ADD COLUMN "can_receive_viewing_notifications" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "signatories" ADD COLUMN "email_send_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "signatories" ADD COLUMN "sms_send_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "signatories" ADD COLUMN "is_optional" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "signatories" ADD COLUMN "signer_group_uuid" text;--> statement-breakpoint
ALTER TABLE "signatories" ADD COLUMN "associated_document_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "signatories" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "signatories" ADD COLUMN "sign_later" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "signatories" ADD COLUMN "signed_in_presence" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "signatories" ADD COLUMN "date_signed" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_account_key_accounts_key_fk" FOREIGN KEY ("account_key") REFERENCES "public"."accounts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_key_users_key_fk" FOREIGN KEY ("user_key") REFERENCES "public"."users"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_recipients" ADD CONSTRAINT "copy_recipients_document_key_documents_key_fk" FOREIGN KEY ("document_key") REFERENCES "public"."documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_appendices" ADD CONSTRAINT "document_appendices_document_key_documents_key_fk" FOREIGN KEY ("document_key") REFERENCES "public"."documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_subscriptions" ADD CONSTRAINT "event_subscriptions_entity_key_documents_key_fk" FOREIGN KEY ("entity_key") REFERENCES "public"."documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_subscriptions" ADD CONSTRAINT "event_subscriptions_account_key_accounts_key_fk" FOREIGN KEY ("account_key") REFERENCES "public"."accounts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_rules" ADD CONSTRAINT "field_rules_document_key_documents_key_fk" FOREIGN KEY ("document_key") REFERENCES "public"."documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_views" ADD CONSTRAINT "form_views_entity_key_documents_key_fk" FOREIGN KEY ("entity_key") REFERENCES "public"."documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_rules" ADD CONSTRAINT "notification_rules_entity_key_documents_key_fk" FOREIGN KEY ("entity_key") REFERENCES "public"."documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signer_groups" ADD CONSTRAINT "signer_groups_document_key_documents_key_fk" FOREIGN KEY ("document_key") REFERENCES "public"."documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_defined_attributes" ADD CONSTRAINT "user_defined_attributes_document_key_documents_key_fk" FOREIGN KEY ("document_key") REFERENCES "public"."documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_account_email_unique" ON "contacts" USING btree (coalesce("account_key", ''),"user_key",lower(coalesce("email", '')),coalesce("mobile_number", ''));--> statement-breakpoint
CREATE INDEX "contacts_name_trgm_idx" ON "contacts" USING gin ((lower("name") || ' ' || lower(coalesce("email", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "copy_recipients_document_key_idx" ON "copy_recipients" USING btree ("document_key","position");--> statement-breakpoint
CREATE INDEX "document_appendices_document_key_idx" ON "document_appendices" USING btree ("document_key","position");--> statement-breakpoint
CREATE UNIQUE INDEX "event_subscriptions_entity_unique" ON "event_subscriptions" USING btree ("entity_key","key") WHERE "event_subscriptions"."entity_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "event_subscriptions_account_unique" ON "event_subscriptions" USING btree ("account_key","key") WHERE "event_subscriptions"."account_key" is not null;--> statement-breakpoint
CREATE INDEX "field_rules_document_key_idx" ON "field_rules" USING btree ("document_key");--> statement-breakpoint
CREATE INDEX "notification_rules_entity_key_idx" ON "notification_rules" USING btree ("entity_key");--> statement-breakpoint
CREATE INDEX "signer_groups_document_key_idx" ON "signer_groups" USING btree ("document_key","position");--> statement-breakpoint
CREATE UNIQUE INDEX "signer_groups_name_unique" ON "signer_groups" USING btree ("document_key",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "user_defined_attributes_id_unique" ON "user_defined_attributes" USING btree ("document_key","id");