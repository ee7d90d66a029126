CREATE TABLE "api_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"brand_id" uuid,
	"direction" text NOT NULL,
	"target" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer,
	"duration_ms" real NOT NULL,
	"actor_type" text,
	"actor_id" text,
	"actor_name" text,
	"request_id" text,
	"session_id" text,
	"chatlog_id" text,
	"ticket_id" text,
	"request_body" text,
	"response_body" text,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "api_logs_at_idx" ON "api_logs" USING btree ("at");--> statement-breakpoint
CREATE INDEX "api_logs_request_idx" ON "api_logs" USING btree ("request_id") WHERE "api_logs"."request_id" is not null;--> statement-breakpoint
CREATE INDEX "api_logs_session_idx" ON "api_logs" USING btree ("session_id") WHERE "api_logs"."session_id" is not null;--> statement-breakpoint
CREATE INDEX "api_logs_chatlog_idx" ON "api_logs" USING btree ("chatlog_id") WHERE "api_logs"."chatlog_id" is not null;--> statement-breakpoint
CREATE INDEX "api_logs_ticket_idx" ON "api_logs" USING btree ("ticket_id") WHERE "api_logs"."ticket_id" is not null;