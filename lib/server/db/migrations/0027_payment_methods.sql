ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'demo-card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_step" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_method_provider_ref" ON "payments" USING btree ("method","provider_ref");