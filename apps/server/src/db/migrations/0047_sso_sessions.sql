ALTER TABLE "sso_handoffs" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "sso_handoffs" ADD COLUMN "issuer" text;--> statement-breakpoint
ALTER TABLE "sso_handoffs" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "sso_handoffs" ADD COLUMN "sid" text;--> statement-breakpoint
ALTER TABLE "sso_handoffs" ADD COLUMN "id_token" text;--> statement-breakpoint
CREATE TABLE "sso_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"sid" text,
	"id_token" text
);
--> statement-breakpoint
ALTER TABLE "sso_sessions" ADD CONSTRAINT "sso_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_sessions_issuer_sid_idx" ON "sso_sessions" USING btree ("issuer","sid");--> statement-breakpoint
CREATE INDEX "sso_sessions_issuer_subject_idx" ON "sso_sessions" USING btree ("issuer","subject");
