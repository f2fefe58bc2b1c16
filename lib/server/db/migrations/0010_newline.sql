CREATE TABLE "new_line_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text DEFAULT short_reference() NOT NULL,
	"name" text NOT NULL,
	"contact_msisdn" text NOT NULL,
	"city" text NOT NULL,
	"offer" text NOT NULL,
	"lang" text DEFAULT 'ar' NOT NULL,
	"status" text DEFAULT 'unconfirmed' NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "used_sso_tokens" (
	"token_id" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"msisdn" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "new_line_requests_reference" ON "new_line_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "new_line_requests_contact" ON "new_line_requests" USING btree ("contact_msisdn","created_at");