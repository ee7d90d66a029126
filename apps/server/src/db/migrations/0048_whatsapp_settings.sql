CREATE TABLE "wa_settings" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"graph_url" text NOT NULL,
	"phone_number_id" text NOT NULL,
	"app_id" text,
	"access_token" text NOT NULL,
	"app_secret" text NOT NULL,
	"verify_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wa_settings_phone_number_id_unique" UNIQUE("phone_number_id")
);
--> statement-breakpoint
ALTER TABLE "wa_settings" ADD CONSTRAINT "wa_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_contacts" ADD COLUMN "brand_id" uuid;--> statement-breakpoint
ALTER TABLE "wa_contacts" ADD CONSTRAINT "wa_contacts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
