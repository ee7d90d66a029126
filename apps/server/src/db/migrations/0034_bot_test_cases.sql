CREATE TABLE "bot_test_case_tag_links" (
	"test_case_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "bot_test_case_tag_links_test_case_id_tag_id_pk" PRIMARY KEY("test_case_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "bot_test_case_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_test_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"turns" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_test_case_tag_links" ADD CONSTRAINT "bot_test_case_tag_links_test_case_id_bot_test_cases_id_fk" FOREIGN KEY ("test_case_id") REFERENCES "public"."bot_test_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_test_case_tag_links" ADD CONSTRAINT "bot_test_case_tag_links_tag_id_bot_test_case_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."bot_test_case_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_test_case_tags" ADD CONSTRAINT "bot_test_case_tags_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_test_cases" ADD CONSTRAINT "bot_test_cases_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_test_case_tag_links_tag_idx" ON "bot_test_case_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bot_test_case_tags_brand_name_idx" ON "bot_test_case_tags" USING btree ("brand_id",lower("name"));--> statement-breakpoint
CREATE INDEX "bot_test_cases_list_idx" ON "bot_test_cases" USING btree ("brand_id","updated_at");