CREATE TABLE "release_items" (
	"release_id" integer NOT NULL,
	"uri" text NOT NULL,
	"locale" text NOT NULL,
	"published_version" integer,
	"previous_version" integer,
	CONSTRAINT "release_items_release_id_uri_locale_pk" PRIMARY KEY("release_id","uri","locale")
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"refusal" jsonb,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "release_items" ADD CONSTRAINT "release_items_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;