CREATE TABLE "bss_resources" (
	"id" text PRIMARY KEY NOT NULL,
	"api" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"body" jsonb NOT NULL,
	"pending" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bss_resources_reference" ON "bss_resources" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "bss_resources_api" ON "bss_resources" USING btree ("api","created_at");