ALTER TABLE "chat_messages" ADD COLUMN "translation_language" text;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "session_language_pinned" boolean DEFAULT false NOT NULL;