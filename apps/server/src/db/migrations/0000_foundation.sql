CREATE TABLE "accounts" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_personal_account" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_key" text NOT NULL,
	"purpose" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mails" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"claimed_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_sent" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"key" text PRIMARY KEY NOT NULL,
	"user_key" text NOT NULL,
	"message" text NOT NULL,
	"url" text,
	"related_key" text,
	"related_key_type" text,
	"read" boolean DEFAULT false NOT NULL,
	"date_read" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_bucket_window_start_pk" PRIMARY KEY("bucket","window_start")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"key" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"xsrf_token_hash" text NOT NULL,
	"user_key" text NOT NULL,
	"can_browse" boolean DEFAULT true NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_accounts" (
	"key" text PRIMARY KEY NOT NULL,
	"user_key" text NOT NULL,
	"account_key" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"permissions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"key" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email_address" text NOT NULL,
	"password_hash" text,
	"verified" boolean DEFAULT false NOT NULL,
	"has_accepted_terms" boolean DEFAULT false NOT NULL,
	"request_password" boolean DEFAULT false NOT NULL,
	"receive_updates" boolean DEFAULT false NOT NULL,
	"mobile_number" text,
	"dialing_code" text,
	"use_two_factor_authentication" boolean DEFAULT false NOT NULL,
	"default_user_account_key" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_created_by_users_key_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_key_users_key_fk" FOREIGN KEY ("user_key") REFERENCES "public"."users"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_key_users_key_fk" FOREIGN KEY ("user_key") REFERENCES "public"."users"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_key_users_key_fk" FOREIGN KEY ("user_key") REFERENCES "public"."users"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_accounts" ADD CONSTRAINT "user_accounts_user_key_users_key_fk" FOREIGN KEY ("user_key") REFERENCES "public"."users"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_accounts" ADD CONSTRAINT "user_accounts_account_key_accounts_key_fk" FOREIGN KEY ("account_key") REFERENCES "public"."accounts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_user_purpose_idx" ON "auth_tokens" USING btree ("user_key","purpose");--> statement-breakpoint
CREATE INDEX "mails_date_created_idx" ON "mails" USING btree ("date_created");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_key","date_created","key");--> statement-breakpoint
CREATE INDEX "notifications_user_updated_idx" ON "notifications" USING btree ("user_key","date_updated");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_key_idx" ON "sessions" USING btree ("user_key");--> statement-breakpoint
CREATE UNIQUE INDEX "user_accounts_user_account_unique" ON "user_accounts" USING btree ("user_key","account_key");--> statement-breakpoint
CREATE INDEX "user_accounts_account_key_idx" ON "user_accounts" USING btree ("account_key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_address_unique" ON "users" USING btree (lower("email_address"));