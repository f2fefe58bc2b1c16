CREATE TABLE "usage_records" (
	"id" text PRIMARY KEY NOT NULL,
	"msisdn" text NOT NULL,
	"usage_date" timestamp with time zone NOT NULL,
	"usage_type" text NOT NULL,
	"status" text DEFAULT 'rated' NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"subscription_id" integer,
	"characteristics" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usage_records" ADD CONSTRAINT "usage_records_msisdn_lines_msisdn_fk" FOREIGN KEY ("msisdn") REFERENCES "public"."lines"("msisdn") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "usage_records_msisdn" ON "usage_records" USING btree ("msisdn","usage_date");
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"bundle80" boolean DEFAULT true NOT NULL,
	"bundle100" boolean DEFAULT true NOT NULL,
	"bill_due" boolean DEFAULT true NOT NULL,
	"low_balance_threshold" integer,
	"sms" boolean DEFAULT true NOT NULL,
	"lang" text DEFAULT 'ar' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "alert_events" (
	"key" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
