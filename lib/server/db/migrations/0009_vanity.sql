CREATE TABLE "vanity_numbers" (
	"number" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"price" integer NOT NULL,
	"reservation_fee" integer NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	CONSTRAINT "vanity_numbers_price_positive" CHECK ("vanity_numbers"."price" > 0 AND "vanity_numbers"."reservation_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vanity_reservations" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"account_id" integer NOT NULL,
	"msisdn" text NOT NULL,
	"name" text NOT NULL,
	"contact_number" text NOT NULL,
	"fee" integer NOT NULL,
	"locale" text DEFAULT 'ar' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vanity_reservations" ADD CONSTRAINT "vanity_reservations_number_vanity_numbers_number_fk" FOREIGN KEY ("number") REFERENCES "public"."vanity_numbers"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vanity_reservations" ADD CONSTRAINT "vanity_reservations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vanity_numbers_status" ON "vanity_numbers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "vanity_reservations_account" ON "vanity_reservations" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "vanity_reservations_due" ON "vanity_reservations" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vanity_reservations_one_active" ON "vanity_reservations" USING btree ("number") WHERE "vanity_reservations"."status" = 'active';