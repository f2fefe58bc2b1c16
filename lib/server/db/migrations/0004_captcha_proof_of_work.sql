CREATE TABLE "used_captcha_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_captcha_challenges_expires" ON "used_captcha_challenges" USING btree ("expires_at");