CREATE TABLE "wa_broadcast_recipients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"broadcast_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"phone" text NOT NULL,
	"variables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text NOT NULL,
	"status_rank" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"wamid" text,
	"error_code" integer,
	"reason" text,
	"sending_at" timestamp with time zone,
	"not_before" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wa_broadcast_recipients_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "wa_broadcast_recipients_wamid_unique" UNIQUE("wamid")
);
--> statement-breakpoint
CREATE TABLE "wa_broadcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"template_name" text NOT NULL,
	"template_language" text NOT NULL,
	"template_category" text NOT NULL,
	"variables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"state" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"delivered_count" integer DEFAULT 0 NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wa_runner_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wa_broadcast_recipients" ADD CONSTRAINT "wa_broadcast_recipients_broadcast_id_wa_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."wa_broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_broadcasts" ADD CONSTRAINT "wa_broadcasts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wa_broadcast_recipients_queue_idx" ON "wa_broadcast_recipients" USING btree ("broadcast_id","state","id");--> statement-breakpoint
CREATE INDEX "wa_broadcast_recipients_phone_idx" ON "wa_broadcast_recipients" USING btree ("phone","sending_at");--> statement-breakpoint
CREATE INDEX "wa_broadcast_recipients_sent_at_idx" ON "wa_broadcast_recipients" USING btree ("sending_at");--> statement-breakpoint
CREATE INDEX "wa_broadcast_recipients_sending_idx" ON "wa_broadcast_recipients" USING btree ("sending_at") WHERE "wa_broadcast_recipients"."state" = 'sending';--> statement-breakpoint
CREATE INDEX "wa_broadcasts_brand_idx" ON "wa_broadcasts" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "wa_broadcasts_state_idx" ON "wa_broadcasts" USING btree ("state","scheduled_at");