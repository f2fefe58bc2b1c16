CREATE TABLE "sms_pending" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"purpose" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"claim_token" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sms_pending_ref" ON "sms_pending" USING btree ("ref");
--> statement-breakpoint
CREATE INDEX "sms_pending_due" ON "sms_pending" USING btree ("status","next_attempt_at");
--> statement-breakpoint
CREATE INDEX "bills_unpaid_due" ON "bills" USING btree ("msisdn","due_at") WHERE "paid_at" IS NULL;
