ALTER TABLE "sso_identities" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD COLUMN "refresh_token" text;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD COLUMN "refresh_due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sso_identities_refresh_due_at_idx" ON "sso_identities" USING btree ("refresh_due_at");
