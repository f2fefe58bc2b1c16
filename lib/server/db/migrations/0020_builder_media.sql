CREATE TABLE "builder_media" (
	"sha256" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "builder_media_sources" (
	"url" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "builder_media_sources" ADD CONSTRAINT "builder_media_sources_sha256_builder_media_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."builder_media"("sha256") ON DELETE cascade ON UPDATE no action;