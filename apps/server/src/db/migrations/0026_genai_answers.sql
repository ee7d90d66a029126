CREATE TABLE "genai_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"session_started_at" timestamp with time zone NOT NULL,
	"brand_id" uuid,
	"channel" text NOT NULL,
	"question" text NOT NULL,
	"outcome" text NOT NULL,
	"passage_count" integer DEFAULT 0 NOT NULL,
	"passage_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"model" text,
	"tokens_in" integer,
	"tokens_out" integer,
	"latency_ms" integer,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "genai_answers" ADD CONSTRAINT "genai_answers_session_id_chat_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "genai_answers_started_idx" ON "genai_answers" USING btree ("session_started_at","session_id");