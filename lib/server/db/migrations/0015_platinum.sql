CREATE TABLE "partner_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text DEFAULT short_reference() NOT NULL,
	"full_name" text NOT NULL,
	"names" jsonb NOT NULL,
	"addresses" jsonb NOT NULL,
	"governorate" text NOT NULL,
	"category" text NOT NULL,
	"discount" integer NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"contact_msisdn" text NOT NULL,
	"email" text,
	"lang" text DEFAULT 'ar' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"logo" "bytea",
	"logo_type" text,
	"document" "bytea",
	"document_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_applications_discount" CHECK ("partner_applications"."discount" between 1 and 90)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "partner_applications_reference" ON "partner_applications" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "partner_applications_status" ON "partner_applications" USING btree ("status","created_at");