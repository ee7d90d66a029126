CREATE TABLE "bot_entities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pattern" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_intents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"reply" text NOT NULL,
	"handover" boolean DEFAULT false NOT NULL,
	"quick_replies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_utterances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"intent_id" uuid NOT NULL,
	"text" text NOT NULL,
	"kind" text DEFAULT 'utterance' NOT NULL,
	"entities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_deployments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"action" text NOT NULL,
	"model_id" uuid NOT NULL,
	"previous_model_id" uuid,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'training' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"utterance_count" integer DEFAULT 0 NOT NULL,
	"intent_count" integer DEFAULT 0 NOT NULL,
	"bundle" jsonb,
	"evaluation" jsonb,
	"logs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"trained_by" uuid,
	"trained_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bot_published" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"model_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_entities" ADD CONSTRAINT "bot_entities_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_intents" ADD CONSTRAINT "bot_intents_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_utterances" ADD CONSTRAINT "bot_utterances_intent_id_bot_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."bot_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_deployments" ADD CONSTRAINT "bot_deployments_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_deployments" ADD CONSTRAINT "bot_deployments_model_id_bot_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."bot_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_deployments" ADD CONSTRAINT "bot_deployments_previous_model_id_bot_models_id_fk" FOREIGN KEY ("previous_model_id") REFERENCES "public"."bot_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_models" ADD CONSTRAINT "bot_models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_models" ADD CONSTRAINT "bot_models_trained_by_users_id_fk" FOREIGN KEY ("trained_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_published" ADD CONSTRAINT "bot_published_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_published" ADD CONSTRAINT "bot_published_model_id_bot_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."bot_models"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bot_entities_brand_name_idx" ON "bot_entities" USING btree ("brand_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "bot_intents_brand_name_idx" ON "bot_intents" USING btree ("brand_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "bot_utterances_text_idx" ON "bot_utterances" USING btree ("intent_id","kind",lower("text"));--> statement-breakpoint
CREATE INDEX "bot_utterances_list_idx" ON "bot_utterances" USING btree ("intent_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "bot_deployments_brand_idx" ON "bot_deployments" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bot_models_version_idx" ON "bot_models" USING btree ("brand_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "bot_models_one_training_idx" ON "bot_models" USING btree ("brand_id") WHERE "bot_models"."status" = 'training';