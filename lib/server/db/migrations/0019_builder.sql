CREATE TABLE "builder_pages" (
	"uri" text NOT NULL,
	"locale" text NOT NULL,
	"entry_id" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"seo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"data" jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "builder_pages_uri_locale_pk" PRIMARY KEY("uri","locale")
);
