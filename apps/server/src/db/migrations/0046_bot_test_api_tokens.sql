CREATE TABLE "bot_test_api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by_name" text
);
--> statement-breakpoint
ALTER TABLE "bot_test_api_tokens" ADD CONSTRAINT "bot_test_api_tokens_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_test_api_tokens" ADD CONSTRAINT "bot_test_api_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bot_test_api_tokens_hash_idx" ON "bot_test_api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "bot_test_api_tokens_brand_idx" ON "bot_test_api_tokens" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "bot_test_results_case_idx" ON "bot_test_results" USING btree ("test_case_id","status");
