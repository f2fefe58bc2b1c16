CREATE TABLE "sms_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"purpose" text NOT NULL,
	"ref" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"claim_token" text,
	"parts_sent" integer DEFAULT 0 NOT NULL,
	"message_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_receipts" (
	"message_id" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"detail" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sms_queue_id" integer;--> statement-breakpoint
CREATE INDEX "sms_queue_due" ON "sms_queue" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "sms_queue_ref" ON "sms_queue" USING btree ("ref");