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
CREATE UNIQUE INDEX "meta_data_entries_identity_idx" ON "meta_data_entries" USING btree ("type_key","identity");--> statement-breakpoint
CREATE INDEX "meta_data_entries_type_name_idx" ON "meta_data_entries" USING btree ("type_key","archived","name");--> statement-breakpoint
CREATE UNIQUE INDEX "meta_data_link_types_pair_idx" ON "meta_data_link_types" USING btree ("parent_type_key","child_type_key");--> statement-breakpoint
CREATE INDEX "meta_data_links_child_idx" ON "meta_data_links" USING btree ("child_entry_key","link_type_key");--> statement-breakpoint
CREATE INDEX "meta_data_sets_account_idx" ON "meta_data_sets" USING btree ("account_key","archived","name");--> statement-breakpoint
CREATE UNIQUE INDEX "meta_data_types_set_position_idx" ON "meta_data_types" USING btree ("set_key","position");