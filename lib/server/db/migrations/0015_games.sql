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
ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_prize_budget" ADD CONSTRAINT "game_prize_budget_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_plays_day" ON "game_plays" USING btree ("game_id","msisdn","baghdad_day");--> statement-breakpoint
CREATE INDEX "game_plays_pending" ON "game_plays" USING btree ("created_at") WHERE "game_plays"."applied_at" IS NULL;