CREATE TABLE "wa_broadcast_sheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"created_by" uuid,
	"filename" text NOT NULL,
	"columns" jsonb NOT NULL,
	"rows" integer NOT NULL,
	"file" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wa_broadcasts" ADD COLUMN "parameters" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "wa_broadcast_sheets" ADD CONSTRAINT "wa_broadcast_sheets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wa_broadcast_sheets_created_idx" ON "wa_broadcast_sheets" USING btree ("created_at");