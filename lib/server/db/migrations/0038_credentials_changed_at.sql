ALTER TABLE "accounts" ADD COLUMN "credentials_changed_at" timestamp with time zone;
