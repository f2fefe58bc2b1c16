ALTER TABLE "pages" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "translated_from" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "source_hash" text;--> statement-breakpoint
UPDATE "pages" SET "content_hash" = md5("title" || chr(10) || "seo"::text || chr(10) || "draft"::text);