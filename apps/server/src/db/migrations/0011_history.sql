ALTER TABLE "chat_messages" ADD COLUMN "vote" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "translation" text;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "review_status" text;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_search_idx" ON "chat_messages" USING gin (to_tsvector('simple', coalesce("content"->>'text', '')));--> statement-breakpoint
CREATE INDEX "chat_sessions_created_idx" ON "chat_sessions" USING btree ("created_at" DESC NULLS LAST,"session_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_sessions_agent_created_idx" ON "chat_sessions" USING btree ("agent_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_sessions_tags_idx" ON "chat_sessions" USING gin ("selected_tags");--> statement-breakpoint
CREATE INDEX "customers_last_seen_idx" ON "customers" USING btree ("last_seen_at" DESC NULLS LAST,"psid");