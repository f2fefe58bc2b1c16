ALTER TABLE "addresses" ADD COLUMN "governorate" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "landmark" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "visitor_path" text;