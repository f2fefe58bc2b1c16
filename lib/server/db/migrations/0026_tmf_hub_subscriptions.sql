CREATE TABLE "tmf_hub_subscriptions" (
	"api" text PRIMARY KEY NOT NULL,
	"hub_id" text NOT NULL,
	"callback" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);
