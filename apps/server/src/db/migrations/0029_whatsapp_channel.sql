CREATE TABLE "wa_contacts" (
	"wa_id" text PRIMARY KEY NOT NULL,
	"psid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wa_contacts_psid_unique" UNIQUE("psid")
);
--> statement-breakpoint
CREATE TABLE "wa_outbound" (
	"wamid" text PRIMARY KEY NOT NULL,
	"chatlog_id" uuid,
	"psid" text,
	"session_id" uuid,
	"seq" integer,
	"status" text NOT NULL,
	"status_rank" integer NOT NULL,
	"error_code" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wa_contacts" ADD CONSTRAINT "wa_contacts_psid_customers_psid_fk" FOREIGN KEY ("psid") REFERENCES "public"."customers"("psid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wa_outbound_chatlog_idx" ON "wa_outbound" USING btree ("chatlog_id");