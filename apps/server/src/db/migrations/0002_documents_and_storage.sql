CREATE TABLE "data_fields" (
	"uuid" text PRIMARY KEY NOT NULL,
	"document_key" text NOT NULL,
	"type" text NOT NULL,
	"page_index" integer NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"width" double precision NOT NULL,
	"height" double precision NOT NULL,
	"data" text,
	"file_key" text,
	"filename" text,
	"signatory_uuid" text,
	"required" boolean DEFAULT true NOT NULL,
	"custom_id" text,
	"description" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"updated_by_user_name" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"key" text PRIMARY KEY NOT NULL,
	"document_pack_key" text,
	"position" integer DEFAULT 0 NOT NULL,
	"document_type" text DEFAULT 'document' NOT NULL,
	"status" text DEFAULT 'setup' NOT NULL,
	"status_detail" text,
	"document_name" text NOT NULL,
	"subject" text,
	"message" text,
	"account_key" text,
	"branding_key" text,
	"created_by" text NOT NULL,
	"created_by_external_user_code" text,
	"visible_to_organisation" boolean DEFAULT true NOT NULL,
	"visible_to_organisation_via_api" boolean DEFAULT false NOT NULL,
	"viewers" text[] DEFAULT '{}'::text[] NOT NULL,
	"from_template_key" text,
	"flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"post_signing_url" text,
	"in_app_signing_page_url" text,
	"contact_list_id" text,
	"only_contacts_from_contact_list_may_me_used" boolean DEFAULT false NOT NULL,
	"selected_document" text,
	"pdf_file_key" text,
	"has_pdf_password" boolean DEFAULT false NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL,
	"image_blob_metadata" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"page_image_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"conversion_state" text DEFAULT 'pending' NOT NULL,
	"conversion_error" jsonb,
	"upload_progress" integer DEFAULT 0 NOT NULL,
	"final_file_key" text,
	"search_text" text DEFAULT '' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"date_deleted" timestamp with time zone,
	"date_completed" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signatories" (
	"uuid" text PRIMARY KEY NOT NULL,
	"document_key" text NOT NULL,
	"role" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text,
	"mobile_number" text,
	"dialing_code" text,
	"position" integer DEFAULT 0 NOT NULL,
	"user_key" text,
	"status" text DEFAULT 'setup' NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temp_downloads" (
	"key" text PRIMARY KEY NOT NULL,
	"document_key" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"file_key" text,
	"error" text,
	"created_by" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"storage" text NOT NULL,
	"object_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text,
	"filename" text,
	"purpose" text NOT NULL,
	"document_key" text,
	"account_key" text,
	"created_by" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instance_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_intents" (
	"file_key" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_key" text NOT NULL,
	"account_key" text,
	"document_pack_key" text,
	"document_key_to_upload_to" text,
	"filename" text NOT NULL,
	"max_size_bytes" bigint NOT NULL,
	"object_key" text NOT NULL,
	"received_size_bytes" bigint,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "data_fields" ADD CONSTRAINT "data_fields_document_key_documents_key_fk" FOREIGN KEY ("document_key") REFERENCES "public"."documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_document_pack_key_documents_key_fk" FOREIGN KEY ("document_pack_key") REFERENCES "public"."documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_account_key_accounts_key_fk" FOREIGN KEY ("account_key") REFERENCES "public"."accounts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_users_key_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatories" ADD CONSTRAINT "signatories_document_key_documents_key_fk" FOREIGN KEY ("document_key") REFERENCES "public"."documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatories" ADD CONSTRAINT "signatories_user_key_users_key_fk" FOREIGN KEY ("user_key") REFERENCES "public"."users"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_downloads" ADD CONSTRAINT "temp_downloads_document_key_documents_key_fk" FOREIGN KEY ("document_key") REFERENCES "public"."documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_downloads" ADD CONSTRAINT "temp_downloads_created_by_users_key_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blobs" ADD CONSTRAINT "blobs_account_key_accounts_key_fk" FOREIGN KEY ("account_key") REFERENCES "public"."accounts"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blobs" ADD CONSTRAINT "blobs_created_by_users_key_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_intents" ADD CONSTRAINT "upload_intents_user_key_users_key_fk" FOREIGN KEY ("user_key") REFERENCES "public"."users"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_intents" ADD CONSTRAINT "upload_intents_account_key_accounts_key_fk" FOREIGN KEY ("account_key") REFERENCES "public"."accounts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_fields_document_key_idx" ON "data_fields" USING btree ("document_key","page_index");--> statement-breakpoint
CREATE UNIQUE INDEX "data_fields_custom_id_unique" ON "data_fields" USING btree ("document_key","custom_id") WHERE "data_fields"."removed" = false and "data_fields"."custom_id" is not null;--> statement-breakpoint
CREATE INDEX "documents_pack_position_idx" ON "documents" USING btree ("document_pack_key","position");--> statement-breakpoint
CREATE INDEX "documents_list_idx" ON "documents" USING btree ("account_key","document_type","is_deleted","date_updated" DESC NULLS LAST,"key" DESC NULLS LAST) WHERE "documents"."document_pack_key" is null;--> statement-breakpoint
CREATE INDEX "documents_list_status_idx" ON "documents" USING btree ("account_key","document_type","is_deleted","status","date_updated" DESC NULLS LAST,"key" DESC NULLS LAST) WHERE "documents"."document_pack_key" is null;--> statement-breakpoint
CREATE INDEX "documents_created_by_idx" ON "documents" USING btree ("created_by","date_updated" DESC NULLS LAST,"key" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_search_trgm_idx" ON "documents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "signatories_document_key_idx" ON "signatories" USING btree ("document_key","position");--> statement-breakpoint
CREATE INDEX "signatories_user_status_idx" ON "signatories" USING btree ("user_key","status");--> statement-breakpoint
CREATE INDEX "signatories_email_status_idx" ON "signatories" USING btree (lower("email"),"status");--> statement-breakpoint
CREATE INDEX "temp_downloads_document_key_idx" ON "temp_downloads" USING btree ("document_key");--> statement-breakpoint
CREATE INDEX "blobs_account_key_idx" ON "blobs" USING btree ("account_key");--> statement-breakpoint
CREATE INDEX "blobs_document_key_idx" ON "blobs" USING btree ("document_key");--> statement-breakpoint
CREATE INDEX "upload_intents_user_key_idx" ON "upload_intents" USING btree ("user_key");