ALTER TABLE "analytics_buckets" ADD COLUMN "bifurcation" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_facts" ADD COLUMN "bifurcation" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_buckets" DROP CONSTRAINT "analytics_buckets_bucket_start_channel_group_id_agent_id_pk";--> statement-breakpoint
ALTER TABLE "analytics_buckets" ADD CONSTRAINT "analytics_buckets_bucket_start_channel_group_id_agent_id_bifurcation_pk" PRIMARY KEY("bucket_start","channel","group_id","agent_id","bifurcation");
--> statement-breakpoint
-- Issue 24 / issue 21: the analytics reports follow the member's bifurcation scope. The facts carry their chat's values
-- and the buckets have them as a key dimension (like channel), so a scoped report still reads only the range's buckets
-- and applies scopeCondition() to b.bifurcation. Written by hand below the generated part (drizzle-kit wrote the new key
-- before the column it names: the two column statements were moved first).
CREATE OR REPLACE FUNCTION analytics_apply(minus conversation_facts[], plus conversation_facts[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO analytics_buckets AS b (
    bucket_start, channel, group_id, agent_id, bifurcation, conversations, handed_over, messages, customer_messages, nlu_messages, recognized_messages,
    bot_conversations, fallback_conversations, with_customer_message, contained, new_customers, accepted, queue_wait_ms, responded,
    first_response_ms, frt_0, frt_1, frt_2, frt_3, frt_4, frt_5, handled, handling_ms, handling_long, handling_critical, resolved,
    transfers, transferred, rated, satisfied
  )
  SELECT date_bin('15 minutes', x.started_at, timestamptz '2000-01-01T00:00:00Z'), x.channel,
    coalesce(x.group_id, '00000000-0000-0000-0000-000000000000'), coalesce(x.agent_id, '00000000-0000-0000-0000-000000000000'), x.bifurcation,
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
  GROUP BY 1, 2, 3, 4, 5
  -- Bucket rows locked in one order by every writer: two concurrent batches wait for each other instead of deadlocking.
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (bucket_start, channel, group_id, agent_id, bifurcation) DO UPDATE SET
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
CREATE OR REPLACE FUNCTION analytics_sessions_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO conversation_facts (session_id, psid, channel, group_id, agent_id, started_at, handed_over_at, first_accepted_at, resolved_at, first_of_customer,
    returned_within_24h, bifurcation)
  SELECT s.session_id, s.psid, s.channel, s.group_id, s.agent_id, s.created_at, s.handover_at, s.accepted_at, s.resolved_at,
    NOT EXISTS (SELECT 1 FROM conversation_facts p WHERE p.psid = s.psid AND p.started_at < s.created_at),
    EXISTS (SELECT 1 FROM conversation_facts n WHERE n.psid = s.psid AND n.started_at > s.created_at AND n.started_at <= s.created_at + interval '24 hours'),
    s.bifurcation
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
CREATE OR REPLACE FUNCTION analytics_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversation_facts SET channel = NEW.channel, group_id = NEW.group_id, agent_id = NEW.agent_id, bifurcation = NEW.bifurcation,
    handed_over_at = coalesce(handed_over_at, NEW.handover_at), first_accepted_at = coalesce(first_accepted_at, NEW.accepted_at),
    resolved_at = NEW.resolved_at,
    transfers = transfers + CASE WHEN OLD.agent_id IS NOT NULL AND NEW.agent_id IS DISTINCT FROM OLD.agent_id AND NEW.chat_state <> 'Resolved' THEN 1 ELSE 0 END
  WHERE session_id = NEW.session_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A chat whose values change (an import, a correction) moves its facts' buckets with it, as a channel change does.
CREATE OR REPLACE TRIGGER analytics_session_update AFTER UPDATE ON chat_sessions FOR EACH ROW WHEN (
  OLD.channel IS DISTINCT FROM NEW.channel OR OLD.group_id IS DISTINCT FROM NEW.group_id OR OLD.agent_id IS DISTINCT FROM NEW.agent_id
  OR OLD.handover_at IS DISTINCT FROM NEW.handover_at OR OLD.accepted_at IS DISTINCT FROM NEW.accepted_at OR OLD.resolved_at IS DISTINCT FROM NEW.resolved_at
  OR OLD.bifurcation IS DISTINCT FROM NEW.bifurcation
) EXECUTE FUNCTION analytics_session_changed();
--> statement-breakpoint
-- Backfill: the facts of chats with values take them. The facts' update trigger moves each one's contribution out of the
-- '{}' buckets (where every existing bucket row now is) into its values' buckets: exact, and no rebuild of the buckets.
UPDATE conversation_facts f SET bifurcation = s.bifurcation FROM chat_sessions s
  WHERE s.session_id = f.session_id AND s.bifurcation <> '{}'::jsonb;
