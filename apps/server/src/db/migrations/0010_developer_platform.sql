CREATE TABLE "api_idempotency_keys" (
	"credential_key" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'in_progress' NOT NULL,
	"status_code" integer,
	"response_body" jsonb,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "api_idempotency_keys_credential_key_idempotency_key_pk" PRIMARY KEY("credential_key","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "application_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"application_key" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"key" text PRIMARY KEY NOT NULL,
	"account_key" text NOT NULL,
	"user_account_key" text NOT NULL,
	"name" text NOT NULL,
	"client_secret_hash" text NOT NULL,
	"secret_prefix" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"secret_refreshed_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "embed_origins" (
	"account_key" text NOT NULL,
	"origin" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embed_origins_account_key_origin_pk" PRIMARY KEY("account_key","origin")
);
--> statement-breakpoint
CREATE TABLE "form_links" (
	"key" text PRIMARY KEY NOT NULL,
	"account_key" text NOT NULL,
	"template_key" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"delivery_key" text NOT NULL,
	"attempt" integer NOT NULL,
	"status_code" integer,
	"error" text,
	"latency_ms" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_attempts_delivery_key_attempt_pk" PRIMARY KEY("delivery_key","attempt")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"key" text PRIMARY KEY NOT NULL,
	"account_key" text NOT NULL,
	"endpoint_key" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"document_key" text,
	"body" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_status_code" integer,
	"last_error" text,
	"last_latency_ms" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"key" text PRIMARY KEY NOT NULL,
	"account_key" text NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"secret_sealed" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_tokens" ADD CONSTRAINT "application_tokens_application_key_applications_key_fk" FOREIGN KEY ("application_key") REFERENCES "public"."applications"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_account_key_accounts_key_fk" FOREIGN KEY ("account_key") REFERENCES "public"."accounts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_account_key_user_accounts_key_fk" FOREIGN KEY ("user_account_key") REFERENCES "public"."user_accounts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_origins" ADD CONSTRAINT "embed_origins_account_key_accounts_key_fk" FOREIGN KEY ("account_key") REFERENCES "public"."accounts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_links" ADD CONSTRAINT "form_links_account_key_accounts_key_fk" FOREIGN KEY ("account_key") REFERENCES "public"."accounts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_links" ADD CONSTRAINT "form_links_template_key_documents_key_fk" FOREIGN KEY ("template_key") REFERENCES "public"."documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_key_webhook_deliveries_key_fk" FOREIGN KEY ("delivery_key") REFERENCES "public"."webhook_deliveries"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_account_key_accounts_key_fk" FOREIGN KEY ("account_key") REFERENCES "public"."accounts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_key_webhook_endpoints_key_fk" FOREIGN KEY ("endpoint_key") REFERENCES "public"."webhook_endpoints"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_document_key_documents_key_fk" FOREIGN KEY ("document_key") REFERENCES "public"."documents"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_account_key_accounts_key_fk" FOREIGN KEY ("account_key") REFERENCES "public"."accounts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_idempotency_keys_expires_idx" ON "api_idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "application_tokens_application_idx" ON "application_tokens" USING btree ("application_key");--> statement-breakpoint
CREATE INDEX "applications_account_idx" ON "applications" USING btree ("account_key");--> statement-breakpoint
CREATE UNIQUE INDEX "form_links_template_unique" ON "form_links" USING btree ("template_key");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_endpoint_unique" ON "webhook_deliveries" USING btree ("event_id","endpoint_key");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_account_state_idx" ON "webhook_deliveries" USING btree ("account_key","state","date_created");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_endpoints_account_idx" ON "webhook_endpoints" USING btree ("account_key");