CREATE TABLE "branding_themes" (
	"key" text PRIMARY KEY NOT NULL,
	"account_key" text NOT NULL,
	"name" text NOT NULL,
	"default_theme" boolean DEFAULT false NOT NULL,
	"email_button_colour" text,
	"email_button_text_colour" text,
	"email_background_colour" text,
	"email_text_colour" text,
	"email_heading_image_file_key" text,
	"page_heading_image_file_key" text,
	"created_by" text,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permission_changes" (
	"key" text PRIMARY KEY NOT NULL,
	"operator_user_key" text,
	"operator_email" text NOT NULL,
	"user_account_key" text,
	"user_email" text NOT NULL,
	"account_name" text NOT NULL,
	"flag" text NOT NULL,
	"old_value" boolean NOT NULL,
	"new_value" boolean NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_accounts" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_accounts" ADD COLUMN "invited_by" text;--> statement-breakpoint
ALTER TABLE "branding_themes" ADD CONSTRAINT "branding_themes_account_key_accounts_key_fk" FOREIGN KEY ("account_key") REFERENCES "public"."accounts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branding_themes" ADD CONSTRAINT "branding_themes_created_by_users_key_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_changes" ADD CONSTRAINT "permission_changes_operator_user_key_users_key_fk" FOREIGN KEY ("operator_user_key") REFERENCES "public"."users"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_changes" ADD CONSTRAINT "permission_changes_user_account_key_user_accounts_key_fk" FOREIGN KEY ("user_account_key") REFERENCES "public"."user_accounts"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branding_themes_account_key_idx" ON "branding_themes" USING btree ("account_key");--> statement-breakpoint
CREATE UNIQUE INDEX "branding_themes_one_default" ON "branding_themes" USING btree ("account_key") WHERE "branding_themes"."default_theme" and not "branding_themes"."is_deleted";--> statement-breakpoint
CREATE INDEX "permission_changes_user_account_idx" ON "permission_changes" USING btree ("user_account_key","date_created");--> statement-breakpoint
CREATE INDEX "permission_changes_date_idx" ON "permission_changes" USING btree ("date_created");--> statement-breakpoint
ALTER TABLE "user_accounts" ADD CONSTRAINT "user_accounts_invited_by_users_key_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("key") ON DELETE set null ON UPDATE no action;