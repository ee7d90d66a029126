CREATE TABLE "report_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"owner_id" uuid,
	"name" text NOT NULL,
	"dataset" text NOT NULL,
	"filters" jsonb NOT NULL,
	"granularity" text NOT NULL,
	"period" text NOT NULL,
	"schedule" jsonb NOT NULL,
	"recipients" jsonb NOT NULL,
	"format" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"bifurcation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"next_run_at" timestamp with time zone,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"config_id" uuid,
	"config_name" text NOT NULL,
	"dataset" text NOT NULL,
	"format" text NOT NULL,
	"trigger" text NOT NULL,
	"scheduled_for" timestamp with time zone,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"bifurcation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"rows" integer,
	"size_bytes" integer,
	"duration_ms" integer,
	"file_name" text,
	"requested_by" uuid,
	"runner_id" text,
	"heartbeat_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_configs" ADD CONSTRAINT "report_configs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_configs" ADD CONSTRAINT "report_configs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_config_id_report_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."report_configs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_configs_brand_idx" ON "report_configs" USING btree ("brand_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "report_configs_due_idx" ON "report_configs" USING btree ("next_run_at") WHERE "report_configs"."enabled";--> statement-breakpoint
CREATE UNIQUE INDEX "report_runs_slot_unique" ON "report_runs" USING btree ("config_id","scheduled_for");--> statement-breakpoint
CREATE INDEX "report_runs_brand_idx" ON "report_runs" USING btree ("brand_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "report_runs_queue_idx" ON "report_runs" USING btree ("status","created_at") WHERE "report_runs"."status" in ('queued', 'running');