CREATE TABLE "conversation_event_paths" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"channel" text,
	"event_ids" uuid[] NOT NULL,
	"event_channels" text[],
	"max_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_flow" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"max_seq" integer NOT NULL,
	"last_bot_seq" integer,
	"last_bot_key" text,
	"last_customer_seq" integer,
	"handover_asked" boolean DEFAULT false NOT NULL,
	"handover_after_key" text,
	"handover_bot_key" text,
	"reached" text[] NOT NULL,
	"reached_types" text[] NOT NULL,
	"fallbacks" text[] NOT NULL,
	"labels" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fracture_step_texts" (
	"step" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_event_paths" ADD CONSTRAINT "conversation_event_paths_session_id_chat_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_event_paths" ADD CONSTRAINT "conversation_event_paths_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_flow" ADD CONSTRAINT "conversation_flow_session_id_chat_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_event_paths_brand_started_idx" ON "conversation_event_paths" USING btree ("brand_id","started_at");--> statement-breakpoint
CREATE INDEX "conversation_flow_started_idx" ON "conversation_flow" USING btree ("started_at");--> statement-breakpoint
-- Issue 24: the per-conversation rollups of fracture, session flow and the conversion funnels, kept by triggers in the
-- writer's transaction (written by hand below the generated tables; drizzle-kit does not model triggers). The reports
-- and history's drill-down read the same rows (lib/analytics-fracture-sql.ts, lib/analytics-sessionflow-sql.ts,
-- lib/analytics-event-drill.ts). Messages and events are only ever added (a conversation's are deleted with it).
--
-- A fracture step is a bot message told apart by its shown text: the text (rich text: tags and repeated spaces
-- removed; plain text as sent, trimmed), or `[type]` for a message without text; the step key is its md5.
CREATE FUNCTION analytics_step_text(content jsonb, type text) RETURNS text LANGUAGE sql IMMUTABLE AS
$$ SELECT coalesce(nullif(btrim(CASE WHEN content->>'format' = 'html'
  THEN regexp_replace(regexp_replace(content->>'text', '<[^>]*>', ' ', 'g'), '\s+', ' ', 'g') ELSE content->>'text' END), ''), '[' || type || ']') $$;
--> statement-breakpoint
-- A customer message's NLU result the bot did not recognise: no intent, None, or scored below THRESHOLDS.intentScore
-- (0.5; 0024's facts count the recognised ones the same way). Null when the bot did not read the message.
CREATE FUNCTION analytics_unrecognized(nlp jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE AS
$$ SELECT CASE WHEN jsonb_typeof(nlp) = 'object' THEN NOT (coalesce(nlp->>'intent', 'None') <> 'None'
  AND (CASE WHEN jsonb_typeof(nlp->'confidence') = 'number' THEN (nlp->>'confidence')::float8 ELSE 0 END) >= 0.5) END $$;
--> statement-breakpoint
-- Merges two lists of steps with their message types (each step once, in key order, with its least type).
CREATE FUNCTION analytics_steps_merge(keys text[], types text[], more_keys text[], more_types text[]) RETURNS TABLE (merged_keys text[], merged_types text[])
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(x.k ORDER BY x.k), '{}'), coalesce(array_agg(x.t ORDER BY x.k), '{}') FROM (
    SELECT s.k, min(s.t) AS t FROM (SELECT * FROM unnest(keys, types) UNION ALL SELECT * FROM unnest(more_keys, more_types)) s(k, t) GROUP BY s.k
  ) x
$$;
--> statement-breakpoint
-- Adds customer and bot messages that come after the ones recorded for their conversations (a whole conversation's
-- messages when it has no row yet). Per message: its step key (bot), the step it came after (the last bot message
-- up to it: in this batch, else the one recorded), not understood (customer). Then one upsert per conversation, in
-- key order (concurrent writers lock rows in one order).
CREATE FUNCTION analytics_flow_apply(msgs chat_messages[]) RETURNS void LANGUAGE sql AS $$
  WITH m0 AS (
    SELECT x.session_id, x.seq, x.sender, x.type, x.created_at, c.started_at, w.last_bot_key AS prev_key, c.handed_over_at AS h,
      CASE WHEN x.sender = 'chatbot' THEN analytics_step_text(x.content, x.type) END AS text,
      x.sender = 'customer' AND coalesce(analytics_unrecognized(x.nlp_snapshot), false) AS unrec,
      -- Session flow's label of a customer message the bot read.
      CASE WHEN x.sender = 'customer' AND jsonb_typeof(x.nlp_snapshot) = 'object'
        THEN CASE WHEN analytics_unrecognized(x.nlp_snapshot) THEN '~fallback' ELSE x.nlp_snapshot->>'intent' END END AS label
    FROM unnest(msgs) x
    JOIN conversation_facts c ON c.session_id = x.session_id
    LEFT JOIN conversation_flow w ON w.session_id = x.session_id
    WHERE x.sender IN ('customer', 'chatbot')
  ), m1 AS (
    -- bot_ord numbers each message by the batch's bot messages up to it: its partition holds the bot message it came after.
    SELECT m0.*, md5(m0.text) AS key, count(*) FILTER (WHERE m0.sender = 'chatbot') OVER (PARTITION BY m0.session_id ORDER BY m0.seq) AS bot_ord
    FROM m0
  ), m AS (
    SELECT m1.*, CASE WHEN m1.bot_ord = 0 THEN m1.prev_key ELSE max(m1.key) OVER (PARTITION BY m1.session_id, m1.bot_ord) END AS after_key FROM m1
  ), texts AS (
    INSERT INTO fracture_step_texts (step, text) SELECT DISTINCT ON (m.key) m.key, m.text FROM m WHERE m.key IS NOT NULL ORDER BY m.key
    ON CONFLICT (step) DO NOTHING
  ), reached AS (
    SELECT r.session_id, array_agg(r.key ORDER BY r.key) AS keys, array_agg(r.type ORDER BY r.key) AS types
    FROM (SELECT m.session_id, m.key, min(m.type) AS type FROM m WHERE m.key IS NOT NULL GROUP BY 1, 2) r GROUP BY 1
  ), fallbacks AS (
    -- FRACTURE_START_STEP: not understood before any bot message.
    SELECT b.session_id, array_agg(b.step ORDER BY b.step) AS steps
    FROM (SELECT DISTINCT m.session_id, coalesce(m.after_key, 'start') AS step FROM m WHERE m.unrec) b GROUP BY 1
  ), walk AS (
    SELECT m.session_id, min(m.started_at) AS started_at, max(m.seq) AS max_seq, max(m.seq) FILTER (WHERE m.sender = 'chatbot') AS last_bot_seq,
      (array_agg(m.key ORDER BY m.seq DESC) FILTER (WHERE m.sender = 'chatbot'))[1] AS last_bot_key,
      max(m.seq) FILTER (WHERE m.sender = 'customer') AS last_customer_seq,
      -- The hand-over: the customer messages and bot messages written by then.
      coalesce(bool_or(m.sender = 'customer' AND m.created_at <= m.h), false) AS handover_asked,
      (array_agg(m.after_key ORDER BY m.seq DESC) FILTER (WHERE m.sender = 'customer' AND m.created_at <= m.h))[1] AS handover_after_key,
      (array_agg(m.key ORDER BY m.seq DESC) FILTER (WHERE m.sender = 'chatbot' AND m.created_at <= m.h))[1] AS handover_bot_key,
      -- SESSION_FLOW_STEPS.max + 1 labels: enough for every step and for "no step after it".
      coalesce((array_agg(m.label ORDER BY m.seq) FILTER (WHERE m.label IS NOT NULL))[1:7], '{}') AS labels
    FROM m GROUP BY m.session_id
  )
  INSERT INTO conversation_flow AS w (session_id, started_at, max_seq, last_bot_seq, last_bot_key, last_customer_seq, handover_asked,
    handover_after_key, handover_bot_key, reached, reached_types, fallbacks, labels)
  SELECT k.session_id, k.started_at, k.max_seq, k.last_bot_seq, k.last_bot_key, k.last_customer_seq, k.handover_asked, k.handover_after_key,
    k.handover_bot_key, coalesce(r.keys, '{}'), coalesce(r.types, '{}'), coalesce(b.steps, '{}'), k.labels
  FROM walk k LEFT JOIN reached r ON r.session_id = k.session_id LEFT JOIN fallbacks b ON b.session_id = k.session_id
  ORDER BY k.session_id
  ON CONFLICT (session_id) DO UPDATE SET max_seq = greatest(w.max_seq, excluded.max_seq),
    last_bot_seq = greatest(w.last_bot_seq, excluded.last_bot_seq), last_bot_key = coalesce(excluded.last_bot_key, w.last_bot_key),
    last_customer_seq = greatest(w.last_customer_seq, excluded.last_customer_seq),
    handover_asked = w.handover_asked OR excluded.handover_asked,
    handover_after_key = CASE WHEN excluded.handover_asked THEN excluded.handover_after_key ELSE w.handover_after_key END,
    handover_bot_key = coalesce(excluded.handover_bot_key, w.handover_bot_key),
    (reached, reached_types) = (SELECT s.merged_keys, s.merged_types FROM analytics_steps_merge(w.reached, w.reached_types, excluded.reached, excluded.reached_types) s),
    fallbacks = ARRAY(SELECT DISTINCT f.step FROM unnest(w.fallbacks || excluded.fallbacks) f(step) ORDER BY 1),
    labels = (w.labels || excluded.labels)[1:7]
$$;
--> statement-breakpoint
-- Rebuilds the rows of these conversations from all their messages.
CREATE FUNCTION analytics_flow_rebuild(sessions uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM conversation_flow WHERE session_id = ANY(sessions);
  PERFORM analytics_flow_apply(ARRAY(SELECT ROW(x.*)::chat_messages FROM chat_messages x
    WHERE x.session_id = ANY(sessions) AND x.sender IN ('customer', 'chatbot')));
END $$;
--> statement-breakpoint
CREATE FUNCTION analytics_flow_messages_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  redo uuid[];
BEGIN
  -- A conversation given a message below its recorded ones (seeds or imports written out of order) is rebuilt.
  redo := ARRAY(SELECT n.session_id FROM new_messages n JOIN conversation_flow w ON w.session_id = n.session_id
    WHERE n.sender IN ('customer', 'chatbot') GROUP BY n.session_id, w.max_seq HAVING min(n.seq) <= w.max_seq);
  IF cardinality(redo) > 0 THEN
    PERFORM analytics_flow_rebuild(redo);
  END IF;
  PERFORM analytics_flow_apply(ARRAY(SELECT ROW(n.*)::chat_messages FROM new_messages n
    WHERE n.sender IN ('customer', 'chatbot') AND n.session_id <> ALL(redo)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_flow_messages_insert AFTER INSERT ON chat_messages REFERENCING NEW TABLE AS new_messages FOR EACH STATEMENT EXECUTE FUNCTION analytics_flow_messages_added();
--> statement-breakpoint
-- The hand-over's step depends on which messages were written by then: recorded again when the facts get it
-- (once per handed-over conversation; messages added after that are placed by analytics_flow_apply).
CREATE FUNCTION analytics_flow_handed_over() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_flow_rebuild(ARRAY[NEW.session_id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_flow_handover AFTER UPDATE OF handed_over_at ON conversation_facts FOR EACH ROW
  WHEN (OLD.handed_over_at IS DISTINCT FROM NEW.handed_over_at) EXECUTE FUNCTION analytics_flow_handed_over();
--> statement-breakpoint
-- Appends events recorded after a conversation's recorded ones (a whole conversation's when it has no row yet).
-- channel stays set while every event has the same one; from the first other one, event_channels has each event's.
CREATE FUNCTION analytics_event_paths_apply(evs conversation_events[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO conversation_event_paths AS p (session_id, brand_id, started_at, channel, event_ids, event_channels, max_id)
  SELECT e.session_id, (array_agg(e.brand_id ORDER BY e.id))[1], min(e.started_at),
    CASE WHEN count(DISTINCT e.channel) = 1 THEN min(e.channel) END, array_agg(e.event_id ORDER BY e.id),
    CASE WHEN count(DISTINCT e.channel) > 1 THEN array_agg(e.channel ORDER BY e.id) END, max(e.id)
  FROM unnest(evs) e GROUP BY e.session_id ORDER BY e.session_id
  ON CONFLICT (session_id) DO UPDATE SET event_ids = p.event_ids || excluded.event_ids,
    channel = CASE WHEN p.channel = excluded.channel THEN p.channel END,
    event_channels = CASE WHEN p.channel = excluded.channel THEN NULL
      ELSE coalesce(p.event_channels, array_fill(p.channel, ARRAY[cardinality(p.event_ids)]))
        || coalesce(excluded.event_channels, array_fill(excluded.channel, ARRAY[cardinality(excluded.event_ids)])) END,
    max_id = greatest(p.max_id, excluded.max_id)
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_event_paths_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  redo uuid[];
BEGIN
  -- A conversation given an event below its recorded ones is rebuilt from all its events.
  redo := ARRAY(SELECT n.session_id FROM new_events n JOIN conversation_event_paths p ON p.session_id = n.session_id
    GROUP BY n.session_id, p.max_id HAVING min(n.id) <= p.max_id);
  IF cardinality(redo) > 0 THEN
    DELETE FROM conversation_event_paths WHERE session_id = ANY(redo);
  END IF;
  PERFORM analytics_event_paths_apply(ARRAY(SELECT ROW(n.*)::conversation_events FROM new_events n WHERE n.session_id <> ALL(redo)
    UNION ALL SELECT ROW(e.*)::conversation_events FROM conversation_events e WHERE e.session_id = ANY(redo)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_event_paths_insert AFTER INSERT ON conversation_events REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION analytics_event_paths_added();
--> statement-breakpoint
-- Backfill: the conversations stored before this migration, 5,000 at a time.
DO $$
DECLARE
  sessions uuid[];
BEGIN
  FOR sessions IN SELECT array_agg(c.session_id) FROM (SELECT session_id, (row_number() OVER (ORDER BY session_id) - 1) / 5000 AS chunk FROM chat_sessions) c
    GROUP BY c.chunk LOOP
    PERFORM analytics_flow_apply(ARRAY(SELECT ROW(x.*)::chat_messages FROM chat_messages x WHERE x.session_id = ANY(sessions) AND x.sender IN ('customer', 'chatbot')));
    PERFORM analytics_event_paths_apply(ARRAY(SELECT ROW(e.*)::conversation_events FROM conversation_events e WHERE e.session_id = ANY(sessions)));
  END LOOP;
END $$;
