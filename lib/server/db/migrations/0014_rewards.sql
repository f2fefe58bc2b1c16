CREATE TABLE "check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"msisdn" text NOT NULL,
	"baghdad_day" text NOT NULL,
	"streak_day" integer NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_streak_day" CHECK ("check_ins"."streak_day" BETWEEN 1 AND 7)
);
--> statement-breakpoint
CREATE TABLE "points_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"msisdn" text NOT NULL,
	"points" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "points_entries_reference_unique" UNIQUE("reference"),
	CONSTRAINT "points_entries_sign" CHECK (("points_entries"."kind" = 'earn' AND "points_entries"."points" > 0) OR ("points_entries"."kind" <> 'earn' AND "points_entries"."points" <= 0))
);
--> statement-breakpoint
CREATE TABLE "reward_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"msisdn" text NOT NULL,
	"reward_id" text NOT NULL,
	"points" integer NOT NULL,
	"addon_id" integer,
	"voucher_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locale" text DEFAULT 'ar' NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "reward_redemptions_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "rewards_catalogue" (
	"id" text PRIMARY KEY NOT NULL,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"points" integer NOT NULL,
	"kind" text NOT NULL,
	"addon_id" integer,
	"partner" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_reward_id_rewards_catalogue_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards_catalogue"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards_catalogue" ADD CONSTRAINT "rewards_catalogue_addon_id_addons_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."addons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_day" ON "check_ins" USING btree ("msisdn","baghdad_day");--> statement-breakpoint
CREATE INDEX "points_entries_msisdn" ON "points_entries" USING btree ("msisdn","earned_at");--> statement-breakpoint
CREATE INDEX "points_entries_due" ON "points_entries" USING btree ("kind","expires_at");--> statement-breakpoint
CREATE INDEX "reward_redemptions_msisdn" ON "reward_redemptions" USING btree ("msisdn","created_at");--> statement-breakpoint
CREATE INDEX "reward_redemptions_pending" ON "reward_redemptions" USING btree ("created_at") WHERE "reward_redemptions"."applied_at" IS NULL;