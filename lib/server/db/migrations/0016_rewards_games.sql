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
CREATE TABLE "game_plays" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"msisdn" text NOT NULL,
	"baghdad_day" text NOT NULL,
	"outcome" jsonb NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_prize_budget" (
	"game_id" text NOT NULL,
	"baghdad_day" text NOT NULL,
	"given" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_prize_budget_game_id_baghdad_day_pk" PRIMARY KEY("game_id","baghdad_day")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"image" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_prize_budget" ADD CONSTRAINT "game_prize_budget_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_reward_id_rewards_catalogue_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards_catalogue"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards_catalogue" ADD CONSTRAINT "rewards_catalogue_addon_id_addons_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."addons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_day" ON "check_ins" USING btree ("msisdn","baghdad_day");--> statement-breakpoint
CREATE UNIQUE INDEX "game_plays_day" ON "game_plays" USING btree ("game_id","msisdn","baghdad_day");--> statement-breakpoint
CREATE INDEX "game_plays_pending" ON "game_plays" USING btree ("created_at") WHERE "game_plays"."applied_at" IS NULL;--> statement-breakpoint
CREATE INDEX "points_entries_msisdn" ON "points_entries" USING btree ("msisdn","earned_at");--> statement-breakpoint
CREATE INDEX "points_entries_due" ON "points_entries" USING btree ("kind","expires_at");--> statement-breakpoint
CREATE INDEX "reward_redemptions_msisdn" ON "reward_redemptions" USING btree ("msisdn","created_at");--> statement-breakpoint
CREATE INDEX "reward_redemptions_pending" ON "reward_redemptions" USING btree ("created_at") WHERE "reward_redemptions"."applied_at" IS NULL;