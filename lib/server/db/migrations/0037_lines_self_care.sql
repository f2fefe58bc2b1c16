CREATE TABLE "step_up_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"action" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "step_up_grants_token" ON "step_up_grants" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "step_up_grants_account" ON "step_up_grants" USING btree ("account_id","created_at");
--> statement-breakpoint
ALTER TABLE "step_up_grants" ADD CONSTRAINT "step_up_grants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "esim_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"msisdn" text,
	"account_id" integer,
	"new_line_request_id" integer,
	"view_token_hash" text,
	"matching_id" text,
	"smdp_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "esim_profiles_msisdn" ON "esim_profiles" USING btree ("msisdn","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "esim_profiles_view_token" ON "esim_profiles" USING btree ("view_token_hash");
--> statement-breakpoint
ALTER TABLE "esim_profiles" ADD CONSTRAINT "esim_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "esim_profiles" ADD CONSTRAINT "esim_profiles_new_line_request_id_new_line_requests_id_fk" FOREIGN KEY ("new_line_request_id") REFERENCES "public"."new_line_requests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "new_line_requests" ADD COLUMN "sim_type" text DEFAULT 'physical' NOT NULL;
--> statement-breakpoint
CREATE TABLE "port_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text DEFAULT short_reference() NOT NULL,
	"msisdn" text NOT NULL,
	"donor" text NOT NULL,
	"id_number" text NOT NULL,
	"account_id" integer,
	"lang" text DEFAULT 'ar' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"reason" text,
	"scheduled_for" timestamp with time zone,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "port_requests_reference" ON "port_requests" USING btree ("reference");
--> statement-breakpoint
CREATE INDEX "port_requests_msisdn" ON "port_requests" USING btree ("msisdn","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "port_requests_open_number" ON "port_requests" USING btree ("msisdn") WHERE "status" NOT IN ('done', 'refused');
--> statement-breakpoint
ALTER TABLE "port_requests" ADD CONSTRAINT "port_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
