CREATE TABLE "meta_data_entries" (
	"key" text PRIMARY KEY NOT NULL,
	"set_key" text NOT NULL,
	"type_key" text NOT NULL,
	"identity" text NOT NULL,
	"name" text NOT NULL,
	"primary_id" text,
	"secondary_id" text,
	"archived" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta_data_link_types" (
	"key" text PRIMARY KEY NOT NULL,
	"set_key" text NOT NULL,
	"parent_type_key" text NOT NULL,
	"child_type_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta_data_links" (
	"link_type_key" text NOT NULL,
	"parent_entry_key" text NOT NULL,
	"child_entry_key" text NOT NULL,
	CONSTRAINT "meta_data_links_parent_entry_key_child_entry_key_link_type_key_pk" PRIMARY KEY("parent_entry_key","child_entry_key","link_type_key")
);
--> statement-breakpoint
CREATE TABLE "meta_data_sets" (
	"key" text PRIMARY KEY NOT NULL,
	"account_key" text NOT NULL,
	"created_by" text,
	"name" text NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta_data_types" (
	"key" text PRIMARY KEY NOT NULL,
	"set_key" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_plans" (
	"account_key" text PRIMARY KEY NOT NULL,
	"plan" text NOT NULL,
	"users" integer,
	"documents_per_month" integer,
	"subscription_status" text NOT NULL,
	"updated_by" text,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tree_folders" (
	"key" text PRIMARY KEY NOT NULL,
	"account_key" text NOT NULL,
	"parent_key" text,
	"name" text NOT NULL,
	"created_by" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_product_tours" (
	"user_key" text NOT NULL,
	"tour_id" text NOT NULL,
	"outcome" text NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_product_tours_user_key_tour_id_pk" PRIMARY KEY("user_key","tour_id")
);
--> statement-breakpoint
CREATE TABLE "integration_configurations" (
	"key" text PRIMARY KEY NOT NULL,
	"account_key" text NOT NULL,
	"created_by" text,
	"integration_id" text NOT NULL,
	"name" text NOT NULL,
	"authentication_type" text NOT NULL,
	"site_url" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"access_token_sealed" text,
	"refresh_token_sealed" text,
	"access_token_expires_at" timestamp with time zone,
	"oauth_state_hash" text,
	"oauth_state_expires_at" timestamp with time zone,
	"is_active" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "tree_folder_key" text;--> statement-breakpoint
ALTER TABLE "signatories" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "meta_data_entries" ADD CONSTRAINT "meta_data_entries_set_key_meta_data_sets_key_fk" FOREIGN KEY ("set_key") REFERENCES "public"."meta_data_sets"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_data_entries" ADD CONSTRAINT "meta_data_entries_type_key_meta_data_types_key_fk" FOREIGN KEY ("type_key") REFERENCES "public"."meta_data_types"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_data_link_types" ADD CONSTRAINT "meta_data_link_types_set_key_meta_data_sets_key_fk" FOREIGN KEY ("set_key") REFERENCES "public"."meta_data_sets"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_data_link_types" ADD CONSTRAINT "meta_data_link_types_parent_type_key_meta_data_types_key_fk" FOREIGN KEY ("parent_type_key") REFERENCES "public"."meta_data_types"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_data_link_types" ADD CONSTRAINT "meta_data_link_types_child_type_key_meta_data_types_key_fk" FOREIGN KEY ("child_type_key") REFERENCES "public"."meta_data_types"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_data_links" ADD CONSTRAINT "meta_data_links_link_type_key_meta_data_link_types_key_fk" FOREIGN KEY ("link_type_key") REFERENCES "public"."meta_data_link_types"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_data_links" ADD CONSTRAINT "meta_data_links_parent_entry_key_meta_data_entries_key_fk" FOREIGN KEY ("parent_entry_key") REFERENCES "public"."meta_data_entries"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_data_links" ADD CONSTRAINT "meta_data_links_child_entry_key_meta_data_entries_key_fk" FOREIGN KEY ("child_entry_key") REFERENCES "public"."meta_data_entries"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_data_sets" ADD CONSTRAINT "meta_data_sets_account_key_accounts_key_fk" FOREIGN KEY ("account_key") REFERENCES "public"."accounts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_data_sets" ADD CONSTRAINT "meta_data_sets_created_by_users_key_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_data_types" ADD CONSTRAINT "meta_data_types_set_key_meta_data_sets_key_fk" FOREIGN KEY ("set_key") REFERENCES "public"."meta_data_sets"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_plans" ADD CONSTRAINT "workspace_plans_account_key_accounts_key_fk" FOREIGN KEY ("account_key") REFERENCES "public"."accounts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_plans" ADD CONSTRAINT "workspace_plans_updated_by_users_key_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tree_folders" ADD CONSTRAINT "tree_folders_account_key_accounts_key_fk" FOREIGN KEY ("account_key") REFERENCES "public"."accounts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tree_folders" ADD CONSTRAINT "tree_folders_parent_key_tree_folders_key_fk" FOREIGN KEY ("parent_key") REFERENCES "public"."tree_folders"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tree_folders" ADD CONSTRAINT "tree_folders_created_by_users_key_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_product_tours" ADD CONSTRAINT "user_product_tours_user_key_users_key_fk" FOREIGN KEY ("user_key") REFERENCES "public"."users"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_configurations" ADD CONSTRAINT "integration_configurations_account_key_accounts_key_fk" FOREIGN KEY ("account_key") REFERENCES "public"."accounts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_configurations" ADD CONSTRAINT "integration_configurations_created_by_user_accounts_key_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user_accounts"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meta_data_entries_identity_idx" ON "meta_data_entries" USING btree ("type_key","identity");--> statement-breakpoint
CREATE INDEX "meta_data_entries_type_name_idx" ON "meta_data_entries" USING btree ("type_key","archived","name");--> statement-breakpoint
CREATE UNIQUE INDEX "meta_data_link_types_pair_idx" ON "meta_data_link_types" USING btree ("parent_type_key","child_type_key");--> statement-breakpoint
CREATE INDEX "meta_data_links_child_idx" ON "meta_data_links" USING btree ("child_entry_key","link_type_key");--> statement-breakpoint
CREATE INDEX "meta_data_sets_account_idx" ON "meta_data_sets" USING btree ("account_key","archived","name");--> statement-breakpoint
CREATE UNIQUE INDEX "meta_data_types_set_position_idx" ON "meta_data_types" USING btree ("set_key","position");--> statement-breakpoint
CREATE INDEX "tree_folders_level_idx" ON "tree_folders" USING btree ("account_key","parent_key","name");--> statement-breakpoint
CREATE UNIQUE INDEX "tree_folders_sibling_name_unique" ON "tree_folders" USING btree ("account_key",coalesce("parent_key", ''),lower("name"));--> statement-breakpoint
CREATE INDEX "integration_configurations_account_idx" ON "integration_configurations" USING btree ("account_key","deleted_at");--> statement-breakpoint
CREATE INDEX "integration_configurations_state_idx" ON "integration_configurations" USING btree ("oauth_state_hash");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_tree_folder_key_tree_folders_key_fk" FOREIGN KEY ("tree_folder_key") REFERENCES "public"."tree_folders"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_folder_list_idx" ON "documents" USING btree ("tree_folder_key","document_type","is_deleted","date_updated" DESC NULLS LAST,"key" DESC NULLS LAST) WHERE "documents"."document_pack_key" is null and "documents"."tree_folder_key" is not null;--> statement-breakpoint
CREATE INDEX "audit_records_sent_date_idx" ON "audit_records" USING btree ("date_created") WHERE "audit_records"."event" = 'sent';