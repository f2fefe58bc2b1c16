ALTER TABLE "payments" ADD COLUMN "refund_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;