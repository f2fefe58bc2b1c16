CREATE TABLE "devices" (
	"tac" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"supports_4g" boolean NOT NULL,
	"supports_volte" boolean NOT NULL,
	"bands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"addresses" jsonb NOT NULL,
	"governorate" text NOT NULL,
	"category" text NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hours" jsonb NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"phone" text
);
--> statement-breakpoint
CREATE INDEX "shops_governorate" ON "shops" USING btree ("governorate");