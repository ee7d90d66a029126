ALTER TABLE "chat_sessions" ADD COLUMN "admin_stall_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "customer_stall_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "stall_seq" integer DEFAULT 0 NOT NULL;