CREATE TABLE "auto_recharge_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"msisdn" text NOT NULL,
	"kind" text NOT NULL,
	"threshold" integer,
	"day_of_month" integer,
	"amount" integer NOT NULL,
	"monthly_cap" integer NOT NULL,
	"method" text NOT NULL,
	"card_token" text NOT NULL,
	"card_label" text NOT NULL,
	"lang" text DEFAULT 'ar' NOT NULL,
	"armed" boolean DEFAULT true NOT NULL,
	"crossings" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auto_recharge_rules" ADD CONSTRAINT "auto_recharge_rules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "auto_recharge_rules_active_line" ON "auto_recharge_rules" USING btree ("msisdn") WHERE "auto_recharge_rules"."cancelled_at" is null;
--> statement-breakpoint
CREATE TABLE "auto_recharge_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"msisdn" text NOT NULL,
	"trigger_key" text NOT NULL,
	"month" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"running_until" timestamp with time zone,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auto_recharge_charges" ADD CONSTRAINT "auto_recharge_charges_rule_id_auto_recharge_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."auto_recharge_rules"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "auto_recharge_charges_trigger" ON "auto_recharge_charges" USING btree ("trigger_key");
--> statement-breakpoint
CREATE INDEX "auto_recharge_charges_due" ON "auto_recharge_charges" USING btree ("status","due_at");
--> statement-breakpoint
CREATE INDEX "auto_recharge_charges_line_month" ON "auto_recharge_charges" USING btree ("msisdn","month");
--> statement-breakpoint
CREATE TABLE "demo_provider_cards" (
	"token" text PRIMARY KEY NOT NULL,
	"last4" text NOT NULL,
	"verdict" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_provider_card_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"amount" integer NOT NULL,
	"verdict" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
