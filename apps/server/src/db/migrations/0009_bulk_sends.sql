CREATE TABLE "bulk_send_document_mappings" (
	"bulk_send_key" text NOT NULL,
	"template_key" text NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_send_document_mappings_bulk_send_key_template_key_pk" PRIMARY KEY("bulk_send_key","template_key")
);
--> statement-breakpoint
CREATE TABLE "bulk_send_logs" (
	"key" text PRIMARY KEY NOT NULL,
	"bulk_send_key" text NOT NULL,
	"level" text DEFAULT 'info' NOT NULL,
	"message" text NOT NULL,
	"position" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_send_rows" (
	"bulk_send_key" text NOT NULL,
	"position" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"document_key" text,
	"error" text,
	"date_processed" timestamp with time zone,
	CONSTRAINT "bulk_send_rows_bulk_send_key_position_pk" PRIMARY KEY("bulk_send_key","position")
);
--> statement-breakpoint
CREATE TABLE "bulk_send_temp_csvs" (
	"key" text PRIMARY KEY NOT NULL,
	"bulk_send_key" text NOT NULL,
	"requested_by" text,
	"file_key" text,
	"error" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_sends" (
	"key" text PRIMARY KEY NOT NULL,
	"account_key" text NOT NULL,
	"created_by" text NOT NULL,
	"description" text NOT NULL,
	"bulk_send_type" text DEFAULT 'create_and_send' NOT NULL,
	"status" text DEFAULT 'setup' NOT NULL,
	"when_to_run" timestamp with time zone,
	"template_key" text,
	"recipient_data_key" text,
	"filter_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"number_of_documents" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"most_recent_run_date" timestamp with time zone,
	"reminders_enqueued_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_mappings" (
	"template_key" text PRIMARY KEY NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" text,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipient_data_csvs" (
	"key" text PRIMARY KEY NOT NULL,
	"recipient_data_key" text NOT NULL,
	"file_key" text,
	"filename" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"rows_imported" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_finished" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recipient_data_rows" (
	"recipient_data_key" text NOT NULL,
	"position" integer NOT NULL,
	"cells" jsonb NOT NULL,
	CONSTRAINT "recipient_data_rows_recipient_data_key_position_pk" PRIMARY KEY("recipient_data_key","position")
);
--> statement-breakpoint
CREATE TABLE "recipient_datas" (
	"key" text PRIMARY KEY NOT NULL,
	"account_key" text NOT NULL,
	"created_by" text,
	"description" text NOT NULL,
	"field_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"field_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"number_of_rows" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bulk_send_document_mappings" ADD CONSTRAINT "bulk_send_document_mappings_bulk_send_key_bulk_sends_key_fk" FOREIGN KEY ("bulk_send_key") REFERENCES "public"."bulk_sends"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_send_document_mappings" ADD CONSTRAINT "bulk_send_document_mappings_template_key_documents_key_fk" FOREIGN KEY ("template_key") REFERENCES "public"."documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_send_logs" ADD CONSTRAINT "bulk_send_logs_bulk_send_key_bulk_sends_key_fk" FOREIGN KEY ("bulk_send_key") REFERENCES "public"."bulk_sends"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_send_rows" ADD CONSTRAINT "bulk_send_rows_bulk_send_key_bulk_sends_key_fk" FOREIGN KEY ("bulk_send_key") REFERENCES "public"."bulk_sends"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_send_rows" ADD CONSTRAINT "bulk_send_rows_document_key_documents_key_fk" FOREIGN KEY ("document_key") REFERENCES "public"."documents"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_send_temp_csvs" ADD CONSTRAINT "bulk_send_temp_csvs_bulk_send_key_bulk_sends_key_fk" FOREIGN KEY ("bulk_send_key") REFERENCES "public"."bulk_sends"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_send_temp_csvs" ADD CONSTRAINT "bulk_send_temp_csvs_requested_by_users_key_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_sends" ADD CONSTRAINT "bulk_sends_account_key_accounts_key_fk" FOREIGN KEY ("account_key") REFERENCES "public"."accounts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_sends" ADD CONSTRAINT "bulk_sends_created_by_users_key_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_sends" ADD CONSTRAINT "bulk_sends_template_key_documents_key_fk" FOREIGN KEY ("template_key") REFERENCES "public"."documents"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_sends" ADD CONSTRAINT "bulk_sends_recipient_data_key_recipient_datas_key_fk" FOREIGN KEY ("recipient_data_key") REFERENCES "public"."recipient_datas"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_mappings" ADD CONSTRAINT "document_mappings_template_key_documents_key_fk" FOREIGN KEY ("template_key") REFERENCES "public"."documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_mappings" ADD CONSTRAINT "document_mappings_updated_by_users_key_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_data_csvs" ADD CONSTRAINT "recipient_data_csvs_recipient_data_key_recipient_datas_key_fk" FOREIGN KEY ("recipient_data_key") REFERENCES "public"."recipient_datas"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_data_csvs" ADD CONSTRAINT "recipient_data_csvs_created_by_users_key_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_data_rows" ADD CONSTRAINT "recipient_data_rows_recipient_data_key_recipient_datas_key_fk" FOREIGN KEY ("recipient_data_key") REFERENCES "public"."recipient_datas"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_datas" ADD CONSTRAINT "recipient_datas_account_key_accounts_key_fk" FOREIGN KEY ("account_key") REFERENCES "public"."accounts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_datas" ADD CONSTRAINT "recipient_datas_created_by_users_key_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_send_logs_send_idx" ON "bulk_send_logs" USING btree ("bulk_send_key","date_created");--> statement-breakpoint
CREATE INDEX "bulk_send_rows_pending_idx" ON "bulk_send_rows" USING btree ("bulk_send_key","position") WHERE "bulk_send_rows"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_send_rows_document_idx" ON "bulk_send_rows" USING btree ("document_key");--> statement-breakpoint
CREATE INDEX "bulk_send_temp_csvs_send_idx" ON "bulk_send_temp_csvs" USING btree ("bulk_send_key");--> statement-breakpoint
CREATE INDEX "bulk_sends_account_idx" ON "bulk_sends" USING btree ("account_key","archived","date_updated");--> statement-breakpoint
CREATE INDEX "recipient_data_csvs_source_idx" ON "recipient_data_csvs" USING btree ("recipient_data_key","date_created");--> statement-breakpoint
CREATE INDEX "recipient_datas_account_idx" ON "recipient_datas" USING btree ("account_key","archived","date_updated");