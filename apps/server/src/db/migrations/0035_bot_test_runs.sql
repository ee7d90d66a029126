CREATE TABLE "bot_test_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"test_case_id" uuid,
	"name" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"input" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"turns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"duration_ms" real,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bot_test_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"target" text NOT NULL,
	"selection" jsonb NOT NULL,
	"live_brand_functions" boolean DEFAULT false NOT NULL,
	"model_id" uuid,
	"model_version" integer,
	"total" integer DEFAULT 0 NOT NULL,
	"passed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"started_by" uuid,
	"started_by_name" text NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"cancelled_by_name" text,
	"error" text,
	"runner_id" text,
	"heartbeat_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bot_test_results" ADD CONSTRAINT "bot_test_results_run_id_bot_test_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."bot_test_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_test_results" ADD CONSTRAINT "bot_test_results_test_case_id_bot_test_cases_id_fk" FOREIGN KEY ("test_case_id") REFERENCES "public"."bot_test_cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_test_runs" ADD CONSTRAINT "bot_test_runs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_test_runs" ADD CONSTRAINT "bot_test_runs_model_id_bot_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."bot_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_test_runs" ADD CONSTRAINT "bot_test_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bot_test_results_position_idx" ON "bot_test_results" USING btree ("run_id","position");--> statement-breakpoint
CREATE INDEX "bot_test_results_status_idx" ON "bot_test_results" USING btree ("run_id","status","position");--> statement-breakpoint
CREATE UNIQUE INDEX "bot_test_runs_number_idx" ON "bot_test_runs" USING btree ("brand_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "bot_test_runs_one_running_idx" ON "bot_test_runs" USING btree ("brand_id") WHERE "bot_test_runs"."state" = 'running';--> statement-breakpoint
CREATE INDEX "bot_test_runs_open_idx" ON "bot_test_runs" USING btree ("state","queued_at") WHERE "bot_test_runs"."state" in ('queued', 'running');