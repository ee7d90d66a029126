ALTER TABLE "sso_providers" ADD COLUMN "client_auth" text DEFAULT 'secret' NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD COLUMN "client_private_key" text;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD COLUMN "client_certificate" text;
