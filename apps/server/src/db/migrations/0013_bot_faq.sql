CREATE TABLE "bot_faq_models" (
	"model_id" uuid PRIMARY KEY NOT NULL,
	"faq_count" integer NOT NULL,
	"alternate_count" integer NOT NULL,
	"document_count" integer NOT NULL,
	"passage_count" integer NOT NULL,
	"evaluation" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"question" text NOT NULL,
	"alternates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"category" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_generative_faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"title" text NOT NULL,
	"format" text DEFAULT 'text' NOT NULL,
	"text" text NOT NULL,
	"passages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_faq_models" ADD CONSTRAINT "bot_faq_models_model_id_bot_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."bot_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_faqs" ADD CONSTRAINT "bot_faqs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_generative_faqs" ADD CONSTRAINT "bot_generative_faqs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bot_faqs_brand_question_idx" ON "bot_faqs" USING btree ("brand_id",lower("question"));--> statement-breakpoint
CREATE INDEX "bot_faqs_list_idx" ON "bot_faqs" USING btree ("brand_id","updated_at");--> statement-breakpoint
CREATE INDEX "bot_generative_faqs_list_idx" ON "bot_generative_faqs" USING btree ("brand_id","created_at");