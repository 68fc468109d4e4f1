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
ALTER TABLE "workspace_plans" ADD CONSTRAINT "workspace_plans_account_key_accounts_key_fk" FOREIGN KEY ("account_key") REFERENCES "public"."accounts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_plans" ADD CONSTRAINT "workspace_plans_updated_by_users_key_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_records_sent_date_idx" ON "audit_records" USING btree ("date_created") WHERE "audit_records"."event" = 'sent';