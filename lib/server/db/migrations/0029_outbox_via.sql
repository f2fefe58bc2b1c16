ALTER TABLE "outbox" ADD COLUMN "via" text DEFAULT 'outbox' NOT NULL;--> statement-breakpoint
UPDATE "outbox" SET "via" = 'smpp' WHERE "sms_queue_id" IS NOT NULL;