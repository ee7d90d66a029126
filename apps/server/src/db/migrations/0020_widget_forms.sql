CREATE TABLE "chat_ratings" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"psid" text NOT NULL,
	"scale" text NOT NULL,
	"score" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_ratings_score_check" CHECK (("chat_ratings"."scale" = 'stars' and "chat_ratings"."score" between 1 and 5) or ("chat_ratings"."scale" = 'thumbs' and "chat_ratings"."score" in (0, 1)))
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "linked_psid" text;--> statement-breakpoint
ALTER TABLE "chat_ratings" ADD CONSTRAINT "chat_ratings_session_id_chat_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_ratings" ADD CONSTRAINT "chat_ratings_psid_customers_psid_fk" FOREIGN KEY ("psid") REFERENCES "public"."customers"("psid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_ratings_created_idx" ON "chat_ratings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "chat_ratings_psid_idx" ON "chat_ratings" USING btree ("psid","created_at");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_linked_psid_customers_psid_fk" FOREIGN KEY ("linked_psid") REFERENCES "public"."customers"("psid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_email_idx" ON "customers" USING btree ("email") WHERE "customers"."linked_psid" is null;--> statement-breakpoint
CREATE INDEX "customers_linked_idx" ON "customers" USING btree ("linked_psid");--> statement-breakpoint
UPDATE "customers" SET "email" = lower(btrim(coalesce("profile"->>'email', "profile"->>'Email'))) WHERE btrim(coalesce("profile"->>'email', "profile"->>'Email')) ~ '^[A-Za-z0-9._%]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$';
