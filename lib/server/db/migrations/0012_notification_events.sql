ALTER TABLE "notifications" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_reference_unique" UNIQUE("reference");