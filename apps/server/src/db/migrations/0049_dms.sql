CREATE TABLE "dms_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"intents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"entities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fallback_action_id" uuid,
	"threshold" double precision DEFAULT 0.6 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dms_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"domain_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dms_stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"domain_id" uuid NOT NULL,
	"name" text NOT NULL,
	"boxes" jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dms_trainings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"domain_id" uuid NOT NULL,
	"domain_name" text NOT NULL,
	"status" text NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"started_by" uuid,
	"started_by_name" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"stories" integer DEFAULT 0 NOT NULL,
	"examples" integer DEFAULT 0 NOT NULL,
	"accuracy" double precision,
	"dialogue_accuracy" double precision,
	"conflicts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"policy" jsonb,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "dms_domains" ADD CONSTRAINT "dms_domains_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_actions" ADD CONSTRAINT "dms_actions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_actions" ADD CONSTRAINT "dms_actions_domain_id_dms_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."dms_domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_stories" ADD CONSTRAINT "dms_stories_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_stories" ADD CONSTRAINT "dms_stories_domain_id_dms_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."dms_domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_trainings" ADD CONSTRAINT "dms_trainings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_trainings" ADD CONSTRAINT "dms_trainings_domain_id_dms_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."dms_domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_trainings" ADD CONSTRAINT "dms_trainings_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dms_domains_brand_name_idx" ON "dms_domains" USING btree ("brand_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "dms_actions_domain_name_idx" ON "dms_actions" USING btree ("domain_id",lower("name"));--> statement-breakpoint
CREATE INDEX "dms_stories_domain_idx" ON "dms_stories" USING btree ("brand_id","domain_id","updated_at");--> statement-breakpoint
CREATE INDEX "dms_trainings_brand_idx" ON "dms_trainings" USING btree ("brand_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dms_trainings_one_running_idx" ON "dms_trainings" USING btree ("brand_id") WHERE "dms_trainings"."status" = 'training';
