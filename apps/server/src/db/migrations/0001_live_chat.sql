CREATE TABLE "agent_presence" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"selected_state" text DEFAULT 'accept chats' NOT NULL,
	"capacity" integer DEFAULT 3 NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"chatlog_id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"psid" text NOT NULL,
	"seq" integer NOT NULL,
	"sender" text NOT NULL,
	"type" text NOT NULL,
	"content" jsonb NOT NULL,
	"read_status" text DEFAULT 'sent' NOT NULL,
	"origin" text,
	"admin_id" text,
	"admin_name" text,
	"client_message_id" text,
	"nlp_snapshot" jsonb,
	"prev_nlp_snapshot" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"session_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"psid" text NOT NULL,
	"channel" text NOT NULL,
	"chat_state" text DEFAULT 'BotHandling' NOT NULL,
	"agent_id" uuid,
	"previous_agent_id" uuid,
	"group_id" uuid,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"selected_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"on_hold" boolean DEFAULT false NOT NULL,
	"raised_hand" boolean DEFAULT false NOT NULL,
	"client_url" text,
	"session_language" text DEFAULT 'en' NOT NULL,
	"rejected_by" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nlp_snapshot" jsonb,
	"handover_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invite_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"supervisors" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"psid" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"name" text NOT NULL,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	CONSTRAINT "group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"max_chats_per_agent" integer DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_presence" ADD CONSTRAINT "agent_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_session_id_chat_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_psid_customers_psid_fk" FOREIGN KEY ("psid") REFERENCES "public"."customers"("psid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_previous_agent_id_users_id_fk" FOREIGN KEY ("previous_agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_session_seq_unique" ON "chat_messages" USING btree ("session_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_id_unique" ON "chat_messages" USING btree ("psid","client_message_id") WHERE "chat_messages"."client_message_id" is not null;--> statement-breakpoint
CREATE INDEX "chat_messages_psid_created_idx" ON "chat_messages" USING btree ("psid","created_at");--> statement-breakpoint
CREATE INDEX "chat_sessions_psid_idx" ON "chat_sessions" USING btree ("psid","created_at");--> statement-breakpoint
CREATE INDEX "chat_sessions_state_idx" ON "chat_sessions" USING btree ("chat_state","group_id","handover_at");--> statement-breakpoint
CREATE INDEX "chat_sessions_agent_idx" ON "chat_sessions" USING btree ("agent_id","chat_state");