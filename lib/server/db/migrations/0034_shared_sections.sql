CREATE TABLE "shared_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_section_locales" (
	"section_id" integer NOT NULL,
	"locale" text NOT NULL,
	"draft" jsonb NOT NULL,
	"draft_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"draft_updated_by" text,
	"published_version" integer,
	CONSTRAINT "shared_section_locales_section_id_locale_pk" PRIMARY KEY("section_id","locale")
);
--> statement-breakpoint
CREATE TABLE "shared_section_versions" (
	"section_id" integer NOT NULL,
	"locale" text NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text,
	CONSTRAINT "shared_section_versions_section_id_locale_version_pk" PRIMARY KEY("section_id","locale","version")
);
--> statement-breakpoint
ALTER TABLE "shared_section_locales" ADD CONSTRAINT "shared_section_locales_section_id_shared_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."shared_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_section_versions" ADD CONSTRAINT "shared_section_versions_section_id_shared_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."shared_sections"("id") ON DELETE cascade ON UPDATE no action;
