CREATE TABLE "user_product_tours" (
	"user_key" text NOT NULL,
	"tour_id" text NOT NULL,
	"outcome" text NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_product_tours_user_key_tour_id_pk" PRIMARY KEY("user_key","tour_id")
);
--> statement-breakpoint
ALTER TABLE "user_product_tours" ADD CONSTRAINT "user_product_tours_user_key_users_key_fk" FOREIGN KEY ("user_key") REFERENCES "public"."users"("key") ON DELETE cascade ON UPDATE no action;