CREATE TABLE "page_experiments" (
	"uri" text NOT NULL,
	"locale" text NOT NULL,
	"draft" jsonb NOT NULL,
	"live" jsonb,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "page_experiments_uri_locale_pk" PRIMARY KEY("uri","locale")
);
--> statement-breakpoint
CREATE TABLE "variant_events" (
	"uri" text NOT NULL,
	"locale" text NOT NULL,
	"variant" text NOT NULL,
	"goal" text NOT NULL,
	"visitor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "variant_events_uri_locale_variant_goal_visitor_pk" PRIMARY KEY("uri","locale","variant","goal","visitor")
);
