CREATE TABLE "wa_template_presses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"wamid" text NOT NULL,
	"context_wamid" text NOT NULL,
	"template_name" text NOT NULL,
	"template_language" text NOT NULL,
	"broadcast_id" uuid,
	"recipient_id" bigint,
	"phone" text NOT NULL,
	"button" text NOT NULL,
	"payload" text,
	"reply_type" text NOT NULL,
	"pressed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wa_template_presses_wamid_unique" UNIQUE("wamid")
);
--> statement-breakpoint
ALTER TABLE "wa_outbound" ADD COLUMN "template_name" text;--> statement-breakpoint
ALTER TABLE "wa_outbound" ADD COLUMN "template_language" text;--> statement-breakpoint
ALTER TABLE "wa_outbound" ADD COLUMN "brand_id" uuid;--> statement-breakpoint
ALTER TABLE "wa_template_presses" ADD CONSTRAINT "wa_template_presses_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_template_presses" ADD CONSTRAINT "wa_template_presses_broadcast_id_wa_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."wa_broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_template_presses" ADD CONSTRAINT "wa_template_presses_recipient_id_wa_broadcast_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."wa_broadcast_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wa_template_presses_brand_idx" ON "wa_template_presses" USING btree ("brand_id","pressed_at");--> statement-breakpoint
CREATE INDEX "wa_template_presses_broadcast_idx" ON "wa_template_presses" USING btree ("broadcast_id","pressed_at");--> statement-breakpoint
CREATE INDEX "wa_template_presses_template_idx" ON "wa_template_presses" USING btree ("brand_id","template_name","template_language","pressed_at");--> statement-breakpoint
ALTER TABLE "wa_outbound" ADD CONSTRAINT "wa_outbound_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;