CREATE TABLE "bot_try_it_conversations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"state" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_try_it_conversations" ADD CONSTRAINT "bot_try_it_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_try_it_conversations" ADD CONSTRAINT "bot_try_it_conversations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;