CREATE TABLE "analytics_buckets" (
	"bucket_start" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"group_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"conversations" integer DEFAULT 0 NOT NULL,
	"handed_over" integer DEFAULT 0 NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"customer_messages" integer DEFAULT 0 NOT NULL,
	"nlu_messages" integer DEFAULT 0 NOT NULL,
	"recognized_messages" integer DEFAULT 0 NOT NULL,
	"bot_conversations" integer DEFAULT 0 NOT NULL,
	"fallback_conversations" integer DEFAULT 0 NOT NULL,
	"with_customer_message" integer DEFAULT 0 NOT NULL,
	"contained" integer DEFAULT 0 NOT NULL,
	"new_customers" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"queue_wait_ms" bigint DEFAULT 0 NOT NULL,
	"responded" integer DEFAULT 0 NOT NULL,
	"first_response_ms" bigint DEFAULT 0 NOT NULL,
	"frt_0" integer DEFAULT 0 NOT NULL,
	"frt_1" integer DEFAULT 0 NOT NULL,
	"frt_2" integer DEFAULT 0 NOT NULL,
	"frt_3" integer DEFAULT 0 NOT NULL,
	"frt_4" integer DEFAULT 0 NOT NULL,
	"frt_5" integer DEFAULT 0 NOT NULL,
	"handled" integer DEFAULT 0 NOT NULL,
	"handling_ms" bigint DEFAULT 0 NOT NULL,
	"handling_long" integer DEFAULT 0 NOT NULL,
	"handling_critical" integer DEFAULT 0 NOT NULL,
	"resolved" integer DEFAULT 0 NOT NULL,
	"transfers" integer DEFAULT 0 NOT NULL,
	"transferred" integer DEFAULT 0 NOT NULL,
	"rated" integer DEFAULT 0 NOT NULL,
	"satisfied" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_buckets_bucket_start_channel_group_id_agent_id_pk" PRIMARY KEY("bucket_start","channel","group_id","agent_id")
);
--> statement-breakpoint
CREATE TABLE "conversation_facts" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"psid" text NOT NULL,
	"channel" text NOT NULL,
	"group_id" uuid,
	"agent_id" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"first_customer_message_at" timestamp with time zone,
	"last_message_at" timestamp with time zone,
	"handed_over_at" timestamp with time zone,
	"first_accepted_at" timestamp with time zone,
	"first_agent_response_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"customer_messages" integer DEFAULT 0 NOT NULL,
	"bot_messages" integer DEFAULT 0 NOT NULL,
	"agent_messages" integer DEFAULT 0 NOT NULL,
	"nlu_messages" integer DEFAULT 0 NOT NULL,
	"recognized_messages" integer DEFAULT 0 NOT NULL,
	"transfers" integer DEFAULT 0 NOT NULL,
	"rating_scale" text,
	"rating_score" smallint,
	"first_of_customer" boolean DEFAULT true NOT NULL,
	"returned_within_24h" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_facts" ADD CONSTRAINT "conversation_facts_session_id_chat_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_facts_started_idx" ON "conversation_facts" USING btree ("started_at","psid");--> statement-breakpoint
CREATE INDEX "conversation_facts_psid_idx" ON "conversation_facts" USING btree ("psid","started_at");--> statement-breakpoint
-- Issue 24: the facts and buckets are kept by triggers, in the writer's transaction (drizzle-kit does not model
-- triggers; this part is written by hand below the generated tables). The conditions here are the drill-down
-- conditions of apps/server/src/lib/analytics-drill.ts: the drill-down test keeps them equal.
CREATE FUNCTION analytics_ms(later timestamptz, earlier timestamptz) RETURNS bigint LANGUAGE sql IMMUTABLE AS
$$ SELECT greatest(0, round(extract(epoch FROM (later - earlier)) * 1000))::bigint $$;
--> statement-breakpoint
-- Takes the contribution of `minus` out of the buckets and puts that of `plus` in, in one statement per change
-- (grouped by bucket, so a bulk write costs one upsert per bucket, not per conversation).
CREATE FUNCTION analytics_apply(minus conversation_facts[], plus conversation_facts[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO analytics_buckets AS b (
    bucket_start, channel, group_id, agent_id, conversations, handed_over, messages, customer_messages, nlu_messages, recognized_messages,
    bot_conversations, fallback_conversations, with_customer_message, contained, new_customers, accepted, queue_wait_ms, responded,
    first_response_ms, frt_0, frt_1, frt_2, frt_3, frt_4, frt_5, handled, handling_ms, handling_long, handling_critical, resolved,
    transfers, transferred, rated, satisfied
  )
  SELECT date_bin('15 minutes', x.started_at, timestamptz '2000-01-01T00:00:00Z'), x.channel,
    coalesce(x.group_id, '00000000-0000-0000-0000-000000000000'), coalesce(x.agent_id, '00000000-0000-0000-0000-000000000000'),
    sum(x.sign), sum(x.sign * x.handed::int), sum(x.sign * (x.customer_messages + x.bot_messages + x.agent_messages)), sum(x.sign * x.customer_messages),
    sum(x.sign * x.nlu_messages), sum(x.sign * x.recognized_messages),
    sum(x.sign * (x.nlu_messages > 0)::int), sum(x.sign * (x.nlu_messages > x.recognized_messages)::int), sum(x.sign * (x.customer_messages > 0)::int),
    sum(x.sign * (NOT x.handed AND x.customer_messages > 0 AND NOT x.returned_within_24h)::int), sum(x.sign * x.first_of_customer::int),
    sum(x.sign * (x.wait IS NOT NULL)::int), sum(x.sign * coalesce(x.wait, 0)),
    sum(x.sign * (x.frt IS NOT NULL)::int), sum(x.sign * coalesce(x.frt, 0)),
    sum(x.sign * coalesce(x.frt < 30000, false)::int), sum(x.sign * coalesce(x.frt >= 30000 AND x.frt < 60000, false)::int),
    sum(x.sign * coalesce(x.frt >= 60000 AND x.frt < 120000, false)::int), sum(x.sign * coalesce(x.frt >= 120000 AND x.frt < 300000, false)::int),
    sum(x.sign * coalesce(x.frt >= 300000 AND x.frt < 600000, false)::int), sum(x.sign * coalesce(x.frt >= 600000, false)::int),
    sum(x.sign * (x.handling IS NOT NULL)::int), sum(x.sign * coalesce(x.handling, 0)),
    sum(x.sign * coalesce(x.handling >= 120000 AND x.handling < 300000, false)::int), sum(x.sign * coalesce(x.handling >= 300000, false)::int),
    sum(x.sign * (x.handed AND x.resolved_at IS NOT NULL)::int),
    sum(x.sign * x.transfers), sum(x.sign * (x.transfers > 0)::int), sum(x.sign * (x.rating_score IS NOT NULL)::int),
    sum(x.sign * coalesce((x.rating_scale = 'stars' AND x.rating_score >= 4) OR (x.rating_scale = 'thumbs' AND x.rating_score = 1), false)::int)
  FROM (
    SELECT f.*, f.handed_over_at IS NOT NULL AS handed,
      CASE WHEN f.handed_over_at IS NOT NULL AND f.first_accepted_at IS NOT NULL THEN analytics_ms(f.first_accepted_at, f.handed_over_at) END AS wait,
      CASE WHEN f.handed_over_at IS NOT NULL AND f.first_agent_response_at IS NOT NULL THEN analytics_ms(f.first_agent_response_at, f.handed_over_at) END AS frt,
      CASE WHEN f.handed_over_at IS NOT NULL AND f.first_accepted_at IS NOT NULL AND f.resolved_at IS NOT NULL
        THEN analytics_ms(f.resolved_at, f.first_accepted_at) END AS handling
    FROM (SELECT -1 AS sign, m.* FROM unnest(minus) m UNION ALL SELECT 1 AS sign, p.* FROM unnest(plus) p) f
  ) x
  GROUP BY 1, 2, 3, 4
  -- Bucket rows locked in one order by every writer: two concurrent batches wait for each other instead of deadlocking.
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (bucket_start, channel, group_id, agent_id) DO UPDATE SET
    conversations = b.conversations + excluded.conversations, handed_over = b.handed_over + excluded.handed_over,
    messages = b.messages + excluded.messages, customer_messages = b.customer_messages + excluded.customer_messages,
    nlu_messages = b.nlu_messages + excluded.nlu_messages, recognized_messages = b.recognized_messages + excluded.recognized_messages,
    bot_conversations = b.bot_conversations + excluded.bot_conversations,
    fallback_conversations = b.fallback_conversations + excluded.fallback_conversations,
    with_customer_message = b.with_customer_message + excluded.with_customer_message, contained = b.contained + excluded.contained,
    new_customers = b.new_customers + excluded.new_customers, accepted = b.accepted + excluded.accepted,
    queue_wait_ms = b.queue_wait_ms + excluded.queue_wait_ms, responded = b.responded + excluded.responded,
    first_response_ms = b.first_response_ms + excluded.first_response_ms,
    frt_0 = b.frt_0 + excluded.frt_0, frt_1 = b.frt_1 + excluded.frt_1, frt_2 = b.frt_2 + excluded.frt_2,
    frt_3 = b.frt_3 + excluded.frt_3, frt_4 = b.frt_4 + excluded.frt_4, frt_5 = b.frt_5 + excluded.frt_5,
    handled = b.handled + excluded.handled, handling_ms = b.handling_ms + excluded.handling_ms,
    handling_long = b.handling_long + excluded.handling_long, handling_critical = b.handling_critical + excluded.handling_critical,
    resolved = b.resolved + excluded.resolved, transfers = b.transfers + excluded.transfers,
    transferred = b.transferred + excluded.transferred, rated = b.rated + excluded.rated, satisfied = b.satisfied + excluded.satisfied
$$;
--> statement-breakpoint
-- Statement triggers with transition tables (one per event: PostgreSQL allows transition tables on single-event triggers only).
CREATE FUNCTION analytics_facts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_apply('{}'::conversation_facts[], ARRAY(SELECT ROW(n.*)::conversation_facts FROM new_facts n));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION analytics_facts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_apply(ARRAY(SELECT ROW(o.*)::conversation_facts FROM old_facts o), '{}'::conversation_facts[]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION analytics_facts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Every old row out, every new row in: a row that did not change cancels out in its bucket (no join of the two tables,
  -- which have no statistics and would be planned as a nested loop).
  PERFORM analytics_apply(ARRAY(SELECT ROW(o.*)::conversation_facts FROM old_facts o), ARRAY(SELECT ROW(n.*)::conversation_facts FROM new_facts n));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_facts_insert AFTER INSERT ON conversation_facts REFERENCING NEW TABLE AS new_facts FOR EACH STATEMENT EXECUTE FUNCTION analytics_facts_inserted();
--> statement-breakpoint
CREATE TRIGGER analytics_facts_delete AFTER DELETE ON conversation_facts REFERENCING OLD TABLE AS old_facts FOR EACH STATEMENT EXECUTE FUNCTION analytics_facts_deleted();
--> statement-breakpoint
CREATE TRIGGER analytics_facts_update AFTER UPDATE ON conversation_facts REFERENCING OLD TABLE AS old_facts NEW TABLE AS new_facts FOR EACH STATEMENT EXECUTE FUNCTION analytics_facts_updated();
--> statement-breakpoint
CREATE FUNCTION analytics_sessions_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO conversation_facts (session_id, psid, channel, group_id, agent_id, started_at, handed_over_at, first_accepted_at, resolved_at, first_of_customer, returned_within_24h)
  SELECT s.session_id, s.psid, s.channel, s.group_id, s.agent_id, s.created_at, s.handover_at, s.accepted_at, s.resolved_at,
    NOT EXISTS (SELECT 1 FROM conversation_facts p WHERE p.psid = s.psid AND p.started_at < s.created_at),
    EXISTS (SELECT 1 FROM conversation_facts n WHERE n.psid = s.psid AND n.started_at > s.created_at AND n.started_at <= s.created_at + interval '24 hours')
  FROM new_sessions s;
  -- Several chats of a customer in one statement, or written out of order (seeds, imports): a later chat is not their first,
  -- and an earlier one they came back to within 24 h is not contained.
  UPDATE conversation_facts f SET first_of_customer = false FROM new_sessions s
    WHERE f.psid = s.psid AND f.started_at > s.created_at AND f.first_of_customer;
  UPDATE conversation_facts f SET returned_within_24h = true FROM new_sessions s
    WHERE f.psid = s.psid AND f.session_id <> s.session_id AND f.started_at < s.created_at AND NOT f.returned_within_24h
      AND coalesce(f.last_message_at, f.started_at) + interval '24 hours' >= s.created_at;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_session_insert AFTER INSERT ON chat_sessions REFERENCING NEW TABLE AS new_sessions FOR EACH STATEMENT EXECUTE FUNCTION analytics_sessions_inserted();
--> statement-breakpoint
CREATE FUNCTION analytics_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversation_facts SET channel = NEW.channel, group_id = NEW.group_id, agent_id = NEW.agent_id,
    handed_over_at = coalesce(handed_over_at, NEW.handover_at), first_accepted_at = coalesce(first_accepted_at, NEW.accepted_at),
    resolved_at = NEW.resolved_at,
    transfers = transfers + CASE WHEN OLD.agent_id IS NOT NULL AND NEW.agent_id IS DISTINCT FROM OLD.agent_id AND NEW.chat_state <> 'Resolved' THEN 1 ELSE 0 END
  WHERE session_id = NEW.session_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_session_update AFTER UPDATE ON chat_sessions FOR EACH ROW WHEN (
  OLD.channel IS DISTINCT FROM NEW.channel OR OLD.group_id IS DISTINCT FROM NEW.group_id OR OLD.agent_id IS DISTINCT FROM NEW.agent_id
  OR OLD.handover_at IS DISTINCT FROM NEW.handover_at OR OLD.accepted_at IS DISTINCT FROM NEW.accepted_at OR OLD.resolved_at IS DISTINCT FROM NEW.resolved_at
) EXECUTE FUNCTION analytics_session_changed();
--> statement-breakpoint
CREATE FUNCTION analytics_messages_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Recognized: an intent other than None scored at or above THRESHOLDS.intentScore (0.5; analytics.facts test checks both sides).
  UPDATE conversation_facts f SET
    customer_messages = f.customer_messages + d.customer, bot_messages = f.bot_messages + d.bot, agent_messages = f.agent_messages + d.agent,
    nlu_messages = f.nlu_messages + d.nlu, recognized_messages = f.recognized_messages + d.recognized,
    first_customer_message_at = least(f.first_customer_message_at, d.first_customer),
    first_agent_response_at = least(f.first_agent_response_at, d.first_agent),
    last_message_at = greatest(f.last_message_at, d.last_at),
    returned_within_24h = f.returned_within_24h OR EXISTS (SELECT 1 FROM conversation_facts n WHERE n.psid = f.psid AND n.started_at > f.started_at
      AND n.started_at <= coalesce(greatest(f.last_message_at, d.last_at), f.started_at) + interval '24 hours')
  FROM (
    SELECT session_id,
      count(*) FILTER (WHERE sender = 'customer') AS customer,
      count(*) FILTER (WHERE sender = 'chatbot') AS bot,
      count(*) FILTER (WHERE sender = 'admin' AND type <> 'whisper') AS agent,
      count(*) FILTER (WHERE sender = 'customer' AND jsonb_typeof(nlp_snapshot) = 'object') AS nlu,
      count(*) FILTER (WHERE sender = 'customer' AND jsonb_typeof(nlp_snapshot) = 'object' AND coalesce(nlp_snapshot->>'intent', 'None') <> 'None'
        AND jsonb_typeof(nlp_snapshot->'confidence') = 'number' AND (nlp_snapshot->>'confidence')::float8 >= 0.5) AS recognized,
      min(created_at) FILTER (WHERE sender = 'customer') AS first_customer,
      min(created_at) FILTER (WHERE sender = 'admin' AND type <> 'whisper') AS first_agent,
      max(created_at) FILTER (WHERE sender IN ('customer', 'chatbot') OR (sender = 'admin' AND type <> 'whisper')) AS last_at
    FROM new_messages GROUP BY session_id
  ) d
  WHERE f.session_id = d.session_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_messages_insert AFTER INSERT ON chat_messages REFERENCING NEW TABLE AS new_messages FOR EACH STATEMENT EXECUTE FUNCTION analytics_messages_added();
--> statement-breakpoint
CREATE FUNCTION analytics_rating_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE conversation_facts SET rating_scale = NULL, rating_score = NULL WHERE session_id = OLD.session_id;
  ELSE
    UPDATE conversation_facts SET rating_scale = NEW.scale, rating_score = NEW.score WHERE session_id = NEW.session_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_rating_facts AFTER INSERT OR UPDATE OR DELETE ON chat_ratings FOR EACH ROW EXECUTE FUNCTION analytics_rating_changed();
--> statement-breakpoint
-- Backfill: the chats stored before this migration (transfers before it are not known: 0).
INSERT INTO conversation_facts (
  session_id, psid, channel, group_id, agent_id, started_at, first_customer_message_at, last_message_at, handed_over_at, first_accepted_at,
  first_agent_response_at, resolved_at, customer_messages, bot_messages, agent_messages, nlu_messages, recognized_messages, rating_scale,
  rating_score, first_of_customer, returned_within_24h
)
SELECT s.session_id, s.psid, s.channel, s.group_id, s.agent_id, s.created_at, m.first_customer, m.last_at, s.handover_at, s.accepted_at,
  m.first_agent, s.resolved_at, coalesce(m.customer, 0), coalesce(m.bot, 0), coalesce(m.agent, 0), coalesce(m.nlu, 0), coalesce(m.recognized, 0),
  r.scale, r.score,
  NOT EXISTS (SELECT 1 FROM chat_sessions p WHERE p.psid = s.psid AND p.created_at < s.created_at),
  EXISTS (SELECT 1 FROM chat_sessions n WHERE n.psid = s.psid AND n.created_at > s.created_at AND n.created_at <= coalesce(m.last_at, s.created_at) + interval '24 hours')
FROM chat_sessions s
LEFT JOIN (
  SELECT session_id,
    count(*) FILTER (WHERE sender = 'customer') AS customer,
    count(*) FILTER (WHERE sender = 'chatbot') AS bot,
    count(*) FILTER (WHERE sender = 'admin' AND type <> 'whisper') AS agent,
    count(*) FILTER (WHERE sender = 'customer' AND jsonb_typeof(nlp_snapshot) = 'object') AS nlu,
    count(*) FILTER (WHERE sender = 'customer' AND jsonb_typeof(nlp_snapshot) = 'object' AND coalesce(nlp_snapshot->>'intent', 'None') <> 'None'
      AND jsonb_typeof(nlp_snapshot->'confidence') = 'number' AND (nlp_snapshot->>'confidence')::float8 >= 0.5) AS recognized,
    min(created_at) FILTER (WHERE sender = 'customer') AS first_customer,
    min(created_at) FILTER (WHERE sender = 'admin' AND type <> 'whisper') AS first_agent,
    max(created_at) FILTER (WHERE sender IN ('customer', 'chatbot') OR (sender = 'admin' AND type <> 'whisper')) AS last_at
  FROM chat_messages GROUP BY session_id
) m ON m.session_id = s.session_id
LEFT JOIN chat_ratings r ON r.session_id = s.session_id;
