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
ALTER TABLE "documents" ADD COLUMN "tree_folder_key" text;--> statement-breakpoint
ALTER TABLE "tree_folders" ADD CONSTRAINT "tree_folders_account_key_accounts_key_fk" FOREIGN KEY ("account_key") REFERENCES "public"."accounts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tree_folders" ADD CONSTRAINT "tree_folders_parent_key_tree_folders_key_fk" FOREIGN KEY ("parent_key") REFERENCES "public"."tree_folders"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tree_folders" ADD CONSTRAINT "tree_folders_created_by_users_key_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tree_folders_level_idx" ON "tree_folders" USING btree ("account_key","parent_key","name");--> statement-breakpoint
CREATE UNIQUE INDEX "tree_folders_sibling_name_unique" ON "tree_folders" USING btree ("account_key",coalesce("parent_key", ''),lower("name"));--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_tree_folder_key_tree_folders_key_fk" FOREIGN KEY ("tree_folder_key") REFERENCES "public"."tree_folders"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_folder_list_idx" ON "documents" USING btree ("tree_folder_key","document_type","is_deleted","date_updated" DESC NULLS LAST,"key" DESC NULLS LAST) WHERE "documents"."document_pack_key" is null and "documents"."tree_folder_key" is not null;