CREATE TABLE "profile_widget_values" (
	"psid" text NOT NULL,
	"widget_id" text NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" uuid,
	"updated_by_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_widget_values_psid_widget_id_pk" PRIMARY KEY("psid","widget_id")
);
--> statement-breakpoint
ALTER TABLE "agent_notes" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile_widget_values" ADD CONSTRAINT "profile_widget_values_psid_customers_psid_fk" FOREIGN KEY ("psid") REFERENCES "public"."customers"("psid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_widget_values" ADD CONSTRAINT "profile_widget_values_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;