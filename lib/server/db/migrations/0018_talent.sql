CREATE TABLE "talent_contestants" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"bios" jsonb NOT NULL,
	"photo_url" text NOT NULL,
	"video_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"final_votes" integer
);
--> statement-breakpoint
CREATE TABLE "talent_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"titles" jsonb NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_rounds_dates" CHECK ("talent_rounds"."closes_at" > "talent_rounds"."opens_at")
);
--> statement-breakpoint
CREATE TABLE "talent_vote_limits" (
	"round_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key_hash" text NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "talent_vote_limits_round_id_kind_key_hash_pk" PRIMARY KEY("round_id","kind","key_hash")
);
--> statement-breakpoint
CREATE TABLE "talent_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"contestant_id" integer NOT NULL,
	"msisdn" text NOT NULL,
	"device_hash" text NOT NULL,
	"ip_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talent_contestants" ADD CONSTRAINT "talent_contestants_round_id_talent_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."talent_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_vote_limits" ADD CONSTRAINT "talent_vote_limits_round_id_talent_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."talent_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_votes" ADD CONSTRAINT "talent_votes_round_id_talent_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."talent_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_votes" ADD CONSTRAINT "talent_votes_contestant_id_talent_contestants_id_fk" FOREIGN KEY ("contestant_id") REFERENCES "public"."talent_contestants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_contestants_round" ON "talent_contestants" USING btree ("round_id","sort_order");--> statement-breakpoint
CREATE INDEX "talent_rounds_year" ON "talent_rounds" USING btree ("year");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_votes_round_msisdn" ON "talent_votes" USING btree ("round_id","msisdn");--> statement-breakpoint
CREATE INDEX "talent_votes_contestant" ON "talent_votes" USING btree ("contestant_id");