-- Review and roles (issue 32, part 2): a draft's review state per page and language, the "two people"
-- setting, comments on a page or one block, and editors' notifications.
ALTER TABLE "pages" ADD COLUMN "review_state" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "review_by" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "review_at" timestamp with time zone;--> statement-breakpoint
-- Pages as they stand: scheduled ones are scheduled; live ones without changes since are published.
UPDATE "pages" SET "review_state" = 'scheduled' WHERE "scheduled_at" IS NOT NULL;--> statement-breakpoint
UPDATE "pages" p SET "review_state" = 'published' FROM "page_versions" v
  WHERE p."scheduled_at" IS NULL AND v."uri" = p."uri" AND v."locale" = p."locale" AND v."version" = p."published_version" AND p."draft_updated_at" <= v."published_at";--> statement-breakpoint
-- Editors made before roles for pages existed could do everything with pages: they keep it.
UPDATE "editors" SET "roles" = "roles" || ARRAY['author','reviewer','publisher']::text[] WHERE NOT ("roles" && ARRAY['author','reviewer','publisher']::text[]);--> statement-breakpoint
CREATE TABLE "editor_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"uri" text NOT NULL,
	"locale" text NOT NULL,
	"block_id" text,
	"body" text NOT NULL,
	"author" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "page_comments_page" ON "page_comments" USING btree ("uri","locale");--> statement-breakpoint
CREATE TABLE "editor_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"editor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"uri" text NOT NULL,
	"locale" text NOT NULL,
	"comment_id" integer,
	"text" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "editor_notifications" ADD CONSTRAINT "editor_notifications_editor_id_editors_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."editors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "editor_notifications_editor" ON "editor_notifications" USING btree ("editor_id","id");
