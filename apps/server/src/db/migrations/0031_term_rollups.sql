CREATE TABLE "conversation_terms" (
	"session_id" uuid NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"group_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"review_status" text NOT NULL,
	"bifurcation" jsonb NOT NULL,
	"kind" text NOT NULL,
	"term" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"scored" integer DEFAULT 0 NOT NULL,
	"confidence_sum" double precision DEFAULT 0 NOT NULL,
	"cells" integer[] NOT NULL,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"downvotes" integer DEFAULT 0 NOT NULL,
	"downvoted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversation_terms_pk" PRIMARY KEY("session_id","kind","term","detail")
);
--> statement-breakpoint
CREATE TABLE "conversation_terms_dirty" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "term_buckets" (
	"bucket_start" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"group_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"review_status" text NOT NULL,
	"bifurcation" jsonb NOT NULL,
	"kind" text NOT NULL,
	"term" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"conversations" integer DEFAULT 0 NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"scored" integer DEFAULT 0 NOT NULL,
	"confidence_sum" double precision DEFAULT 0 NOT NULL,
	"cells" integer[] NOT NULL,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"downvotes" integer DEFAULT 0 NOT NULL,
	"downvoted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "term_buckets_pk" PRIMARY KEY("kind","bucket_start","channel","group_id","agent_id","review_status","bifurcation","term","detail")
);
--> statement-breakpoint
ALTER TABLE "conversation_terms" ADD CONSTRAINT "conversation_terms_session_id_chat_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "term_buckets_detail_idx" ON "term_buckets" USING btree ("kind","detail","bucket_start");--> statement-breakpoint
CREATE FUNCTION analytics_stop_words() RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT string_to_array('a about above after again against all also am an and any are aren''t as at be because been before being below between both but by can can''t cannot could couldn''t did didn''t do does doesn''t doing don''t down during each few for from further get got had hadn''t has hasn''t have haven''t having he he''s her here hers herself him himself his how how''s i i''d i''ll i''m i''ve if in into is isn''t it it''s its itself just let''s me more most much mustn''t my myself no nor not now of off ok okay on once only or other ought our ours ourselves out over own please pls plz same shan''t she she''s should shouldn''t so some such than thank thanks that that''s the their theirs them themselves then there there''s these they they''re this those through to too u under until up ur us very was wasn''t we we''re we''ve were weren''t what what''s when when''s where where''s which while who who''s whom why why''s will with won''t would wouldn''t yes yet you you''d you''ll you''re you''ve your yours yourself yourselves', ' ')
$$;
--> statement-breakpoint
-- Issue 24: the model-accuracy and query reports read these rollups, not the range's messages. Written by hand below the
-- generated tables (drizzle-kit does not model functions or triggers). The conditions are the reports' own
-- (accuracy.repository.ts, query.repository.ts): their API tests read the same numbers from these tables.
--
-- The live path stays O(1) per message, whatever the conversation's length: a message written after its
-- conversation's stored ones adds only its own term rows (its intent, sentence, close call and words; the sums of a
-- row it shares with earlier messages grow), which is exact because a message's terms depend only on itself and the
-- votes of the answers after it. What changes earlier messages' terms (a vote, an edit, a removal) only marks the
-- conversation in conversation_terms_dirty; analytics_terms_fold() rebuilds the marked conversations from their
-- messages, run by a job (TermFolder) and by every report just before it reads, so reports stay exact. A message
-- written below the stored ones (seeds, imports) rebuilds its conversation at once, as migration 0030 does.
--
-- The query report's word split (lib/analytics-words.ts): lower case, a curly apostrophe read as a straight one, runs of
-- digits and letters with apostrophes or hyphens inside, each word once, at least 2 characters, no digit, no stop word
-- (contracts STOP_WORDS; analytics.query.api.test.ts checks this list and the split against the TypeScript twin).
CREATE FUNCTION analytics_words(content jsonb) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w[1] FROM regexp_matches(replace(lower(coalesce(content->>'text', '')), '’', ''''),
    '[0-9a-z\u00e0-\u024f\u0400-\u04ff\u0900-\u097f]+(?:[''-][0-9a-z\u00e0-\u024f\u0400-\u04ff\u0900-\u097f]+)*', 'g') AS w
  WHERE char_length(w[1]) >= 2 AND w[1] !~ '[0-9]' AND w[1] <> ALL (analytics_stop_words())
$$;
--> statement-breakpoint
-- A scored message's confidence cell (conversation_terms.cells): the greatest k in 0..100 with k/100 <= confidence (as
-- float8, the same numbers a threshold on the 0.01 grid is), so "below the threshold K/100" is "cell < K" exactly
-- (element K + 1 of the cumulative cells).
CREATE FUNCTION analytics_cell(confidence float8) RETURNS int LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN confidence IS NULL THEN NULL WHEN confidence < 0 THEN 1 ELSE least(100, CASE
    WHEN (floor(confidence * 100) + 1) / 100 <= confidence THEN floor(confidence * 100)::int + 1
    WHEN floor(confidence * 100) / 100 > confidence THEN floor(confidence * 100)::int - 1
    ELSE floor(confidence * 100)::int END) + 2 END
$$;
--> statement-breakpoint
-- Cells are cumulative: a message in cell c adds one to elements c..102.
CREATE FUNCTION analytics_cells_count(state int[], cell int) RETURNS int[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN cell IS NULL THEN state ELSE state[1:cell - 1] || ARRAY(SELECT x + 1 FROM unnest(state[cell:102]) WITH ORDINALITY AS t(x, i) ORDER BY i) END
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_cells_add(a int[], b int[]) RETURNS int[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_agg(x + y ORDER BY i) FROM unnest(a, b) WITH ORDINALITY AS t(x, y, i)
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_cells_times(a int[], factor int) RETURNS int[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_agg(x * factor ORDER BY i) FROM unnest(a) WITH ORDINALITY AS t(x, i)
$$;
--> statement-breakpoint
-- The cells of a set of confidences, and the element-wise sum of cells.
CREATE AGGREGATE analytics_cells_of(int) (SFUNC = analytics_cells_count, STYPE = int[],
  INITCOND = '{0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0}');
--> statement-breakpoint
CREATE AGGREGATE analytics_cells_sum(int[]) (SFUNC = analytics_cells_add, STYPE = int[],
  INITCOND = '{0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0}');
--> statement-breakpoint
-- The terms of these messages, per conversation (accuracy.repository.ts's msgs and answers, query.repository.ts's
-- words): the customer messages the bot read (an NLU snapshot object) by the intent it names and all together, each
-- bot answer's vote counted for the customer message it followed (among these messages), close calls (the two best
-- candidates less than CLOSE_CALL_MARGIN, 0.1, apart), sentences by intent and the counted words of every customer
-- message. Each row carries its conversation's bucket key as stored now.
CREATE FUNCTION analytics_message_terms(msgs chat_messages[]) RETURNS SETOF conversation_terms LANGUAGE sql STABLE AS $$
  WITH m AS (
    SELECT x.session_id, x.seq, x.sender, x.vote, x.content, x.nlp_snapshot,
      max(x.seq) FILTER (WHERE x.sender = 'customer') OVER (PARTITION BY x.session_id ORDER BY x.seq ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS asked
    FROM unnest(msgs) x
  ), s AS (
    SELECT session_id, date_bin('15 minutes', created_at, timestamptz '2000-01-01T00:00:00Z') AS bucket_start, channel,
      coalesce(group_id, '00000000-0000-0000-0000-000000000000') AS group_id, coalesce(agent_id, '00000000-0000-0000-0000-000000000000') AS agent_id,
      coalesce(review_status, '') AS review_status, bifurcation
    FROM chat_sessions WHERE session_id IN (SELECT DISTINCT session_id FROM m)
  ), v AS (
    SELECT session_id, asked AS seq, count(*) FILTER (WHERE vote = 'upvote') AS up, count(*) FILTER (WHERE vote = 'downvote') AS down
    FROM m WHERE sender = 'chatbot' AND vote IS NOT NULL AND asked IS NOT NULL GROUP BY 1, 2
  ), q AS (
    SELECT m.session_id, coalesce(m.nlp_snapshot->>'intent', 'None') AS intent,
      CASE WHEN jsonb_typeof(m.nlp_snapshot->'confidence') = 'number' THEN (m.nlp_snapshot->>'confidence')::float8 END AS confidence,
      coalesce(m.content->>'text', '') AS text, m.nlp_snapshot->'candidates' AS candidates, coalesce(v.up, 0) AS up, coalesce(v.down, 0) AS down
    FROM m LEFT JOIN v ON v.session_id = m.session_id AND v.seq = m.seq
    WHERE m.sender = 'customer' AND jsonb_typeof(m.nlp_snapshot) = 'object'
  ), t AS (
    SELECT session_id, 'intent' AS kind, intent AS term, '' AS detail, count(*)::int AS messages, count(confidence)::int AS scored,
      coalesce(sum(confidence), 0) AS confidence_sum, analytics_cells_of(analytics_cell(confidence)) AS cells,
      sum(up)::int AS upvotes, sum(down)::int AS downvotes, (count(*) FILTER (WHERE down > 0))::int AS downvoted
    FROM q GROUP BY session_id, intent
    UNION ALL
    SELECT session_id, 'all', '', '', count(*)::int, count(confidence)::int, coalesce(sum(confidence), 0), analytics_cells_of(analytics_cell(confidence)),
      sum(up)::int, sum(down)::int, (count(*) FILTER (WHERE down > 0))::int
    FROM q GROUP BY session_id
    UNION ALL
    SELECT session_id, 'text', intent, md5(lower(btrim(text))), count(*)::int, 0, 0, array_fill(0, ARRAY[102]), 0, 0, (count(*) FILTER (WHERE down > 0))::int
    FROM q GROUP BY session_id, intent, md5(lower(btrim(text)))
    UNION ALL
    SELECT session_id, 'close', coalesce(candidates->0->>'intent', ''), coalesce(candidates->1->>'intent', ''), count(*)::int, 0, 0, array_fill(0, ARRAY[102]), 0, 0, 0
    FROM q WHERE jsonb_typeof(candidates) = 'array' AND jsonb_array_length(candidates) >= 2
      AND jsonb_typeof(candidates->0->'score') = 'number' AND jsonb_typeof(candidates->1->'score') = 'number'
      AND (candidates->0->>'score')::float8 - (candidates->1->>'score')::float8 < 0.1
    GROUP BY 1, 2, 3, 4
    UNION ALL
    SELECT m.session_id, 'word', w.word, '', count(*)::int, 0, 0, array_fill(0, ARRAY[102]), 0, 0, 0
    FROM m CROSS JOIN LATERAL analytics_words(m.content) AS w(word) WHERE m.sender = 'customer'
    GROUP BY 1, 2, 3, 4
  )
  SELECT t.session_id, s.bucket_start, s.channel, s.group_id, s.agent_id, s.review_status, s.bifurcation, t.kind, t.term, t.detail,
    t.messages, t.scored, t.confidence_sum, t.cells, t.upvotes, t.downvotes, t.downvoted
  FROM t JOIN s ON s.session_id = t.session_id
$$;
--> statement-breakpoint
-- The terms of whole conversations, from all their stored messages (the rebuild, and the tests' recount).
CREATE FUNCTION analytics_terms_of(ids uuid[]) RETURNS SETOF conversation_terms LANGUAGE sql STABLE AS $$
  SELECT * FROM analytics_message_terms(ARRAY(SELECT ROW(x.*)::chat_messages FROM chat_messages x WHERE x.session_id = ANY (ids)))
$$;
--> statement-breakpoint
-- Takes turns with every other writer of these conversations' terms on their session rows (in session order; FOR NO
-- KEY UPDATE does not wait for the messages' foreign-key checks): a rebuild then reads the messages and term rows of
-- the writer before it (each statement of a function takes a new snapshot), and a message's own rows are added to
-- the rows of the rebuild before it, instead of a rebuild deleting rows it cannot see yet.
CREATE FUNCTION analytics_terms_lock(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  SELECT count(*) FROM (SELECT 1 FROM chat_sessions WHERE session_id = ANY (ids) ORDER BY session_id FOR NO KEY UPDATE) locked;
$$;
--> statement-breakpoint
-- Takes the terms `minus` out of the buckets and puts `plus` in, one upsert per bucket row (ordered: concurrent writers
-- lock rows in one order). A conversation counts once per term row; only intents and totals have confidence cells
-- (the other kinds' stay zero, and are not summed). Every write of conversation_terms below moves
-- the buckets in one such call, i.e. one ordered pass per statement: two passes of one statement (say an insert's
-- new rows, then its updated ones) could each wait for the other's rows held by a writer of a conversation in the
-- same quarter hour.
CREATE FUNCTION analytics_terms_apply(minus conversation_terms[], plus conversation_terms[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO term_buckets AS b (bucket_start, channel, group_id, agent_id, review_status, bifurcation, kind, term, detail,
    conversations, messages, scored, confidence_sum, cells, upvotes, downvotes, downvoted)
  SELECT x.bucket_start, x.channel, x.group_id, x.agent_id, x.review_status, x.bifurcation, x.kind, x.term, x.detail,
    sum(x.sign), sum(x.sign * x.messages), sum(x.sign * x.scored), sum(x.sign * x.confidence_sum),
    analytics_cells_sum(analytics_cells_times(x.cells, x.sign)) FILTER (WHERE x.kind IN ('intent', 'all')), sum(x.sign * x.upvotes), sum(x.sign * x.downvotes), sum(x.sign * x.downvoted)
  FROM (SELECT -1 AS sign, o.* FROM unnest(minus) o UNION ALL SELECT 1 AS sign, n.* FROM unnest(plus) n) x
  GROUP BY x.kind, x.bucket_start, x.channel, x.group_id, x.agent_id, x.review_status, x.bifurcation, x.term, x.detail
  ORDER BY x.kind, x.bucket_start, x.channel, x.group_id, x.agent_id, x.review_status, x.bifurcation, x.term, x.detail
  ON CONFLICT (kind, bucket_start, channel, group_id, agent_id, review_status, bifurcation, term, detail) DO UPDATE SET
    conversations = b.conversations + excluded.conversations, messages = b.messages + excluded.messages, scored = b.scored + excluded.scored,
    confidence_sum = b.confidence_sum + excluded.confidence_sum,
    cells = CASE WHEN excluded.kind IN ('intent', 'all') THEN analytics_cells_add(b.cells, excluded.cells) ELSE b.cells END,
    upvotes = b.upvotes + excluded.upvotes, downvotes = b.downvotes + excluded.downvotes, downvoted = b.downvoted + excluded.downvoted
$$;
--> statement-breakpoint
-- Conversations' terms again from their messages: old rows out, new rows in, and the buckets moved in one pass (the
-- delete trigger below, there for a conversation's removal, stands aside meanwhile).
CREATE FUNCTION analytics_terms_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  old_rows conversation_terms[];
  new_rows conversation_terms[];
BEGIN
  PERFORM analytics_terms_lock(ids);
  new_rows := ARRAY(SELECT t FROM analytics_terms_of(ids) t);
  PERFORM set_config('analytics.terms_moving', 'on', true);
  WITH gone AS (DELETE FROM conversation_terms WHERE session_id = ANY (ids) RETURNING *)
  SELECT coalesce(array_agg(ROW(gone.*)::conversation_terms), '{}') INTO old_rows FROM gone;
  PERFORM set_config('analytics.terms_moving', 'off', true);
  INSERT INTO conversation_terms SELECT * FROM unnest(new_rows);
  PERFORM analytics_terms_apply(old_rows, new_rows);
END $$;
--> statement-breakpoint
-- Adds terms to their conversations' rows: a new row, or its sums added to the stored row's (in key order), and moves
-- the buckets by the rows' old versions out and new ones in (a row already there keeps its conversation count). The
-- caller holds the conversations' session rows, so no other writer changes their rows in between.
CREATE FUNCTION analytics_terms_add(plus conversation_terms[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  old_rows conversation_terms[];
  new_rows conversation_terms[];
BEGIN
  old_rows := ARRAY(SELECT t FROM conversation_terms t JOIN unnest(plus) p
    ON p.session_id = t.session_id AND p.kind = t.kind AND p.term = t.term AND p.detail = t.detail);
  WITH merged AS (
    INSERT INTO conversation_terms AS t SELECT * FROM unnest(plus) n ORDER BY n.session_id, n.kind, n.term, n.detail
    ON CONFLICT (session_id, kind, term, detail) DO UPDATE SET messages = t.messages + excluded.messages, scored = t.scored + excluded.scored,
      confidence_sum = t.confidence_sum + excluded.confidence_sum,
      cells = CASE WHEN excluded.kind IN ('intent', 'all') THEN analytics_cells_add(t.cells, excluded.cells) ELSE t.cells END,
      upvotes = t.upvotes + excluded.upvotes, downvotes = t.downvotes + excluded.downvotes, downvoted = t.downvoted + excluded.downvoted
    RETURNING t.*
  )
  SELECT coalesce(array_agg(ROW(merged.*)::conversation_terms), '{}') INTO new_rows FROM merged;
  PERFORM analytics_terms_apply(old_rows, new_rows);
END $$;
--> statement-breakpoint
-- A conversation's rows deleted with it (the foreign key's cascade): out of the buckets.
CREATE FUNCTION analytics_terms_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('analytics.terms_moving', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM analytics_terms_apply(ARRAY(SELECT ROW(o.*)::conversation_terms FROM old_terms o), '{}'::conversation_terms[]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_terms_delete AFTER DELETE ON conversation_terms REFERENCING OLD TABLE AS old_terms FOR EACH STATEMENT EXECUTE FUNCTION analytics_terms_deleted();
--> statement-breakpoint
-- Marks conversations for the fold. A mark already there is updated, not left alone: a fold taking it waits for this
-- writer's commit and then rebuilds with what it wrote (a mark skipped as present could be taken by a fold that
-- cannot see the change yet, and the change would never be counted).
CREATE FUNCTION analytics_terms_mark(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO conversation_terms_dirty AS d (session_id) SELECT DISTINCT i FROM unnest(ids) i WHERE i IS NOT NULL ORDER BY 1
  ON CONFLICT (session_id) DO UPDATE SET marked_at = excluded.marked_at
$$;
--> statement-breakpoint
-- Rebuilds up to `batch` marked conversations (in session order) and drops their marks; returns how many. The marks
-- are locked first, then the sessions (analytics_terms_refresh): a message's writer locks only the session and never
-- a mark, so the two cannot wait for each other in a circle.
CREATE FUNCTION analytics_terms_fold(batch int) RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  SELECT coalesce(array_agg(d.session_id ORDER BY d.session_id), '{}') INTO ids
  FROM (SELECT session_id FROM conversation_terms_dirty ORDER BY session_id LIMIT batch FOR UPDATE) d;
  IF cardinality(ids) = 0 THEN
    RETURN 0;
  END IF;
  DELETE FROM conversation_terms_dirty WHERE session_id = ANY (ids);
  PERFORM analytics_terms_refresh(ids);
  RETURN cardinality(ids);
END $$;
--> statement-breakpoint
-- Messages added (in bulk: one statement). Those after their conversation's stored ones add their own terms. A
-- conversation given a message at or below a stored one, or a voted answer before the batch's first customer message
-- (its vote counts for a stored message), must be rebuilt: then the batch's conversations are all rebuilt, in one
-- pass over the buckets (such batches are seeds and imports). A batch with no customer message and no vote changes
-- no term.
CREATE FUNCTION analytics_terms_messages_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  redo uuid[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM new_messages n WHERE n.sender = 'customer' OR n.vote IS NOT NULL) THEN
    RETURN NULL;
  END IF;
  ids := ARRAY(SELECT DISTINCT n.session_id FROM new_messages n);
  PERFORM analytics_terms_lock(ids);
  redo := ARRAY(SELECT b.session_id FROM (
      SELECT n.session_id, min(n.seq) AS first_seq, count(*) AS added, min(n.seq) FILTER (WHERE n.sender = 'customer') AS first_customer,
        min(n.seq) FILTER (WHERE n.sender = 'chatbot' AND n.vote IS NOT NULL) AS first_vote
      FROM new_messages n GROUP BY n.session_id
    ) b
    WHERE b.first_vote < coalesce(b.first_customer, b.first_vote + 1)
      OR (SELECT count(*) FROM chat_messages c WHERE c.session_id = b.session_id AND c.seq >= b.first_seq) > b.added);
  IF cardinality(redo) > 0 THEN
    PERFORM analytics_terms_refresh(ids);
  ELSE
    PERFORM analytics_terms_add(ARRAY(SELECT t FROM analytics_message_terms(ARRAY(SELECT ROW(n.*)::chat_messages FROM new_messages n)) t));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Messages removed: their conversations are marked (one deleted with its conversation is not: its terms went with it).
CREATE FUNCTION analytics_terms_messages_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_terms_mark(ARRAY(SELECT DISTINCT o.session_id FROM old_messages o
    WHERE (o.sender = 'customer' OR o.vote IS NOT NULL) AND EXISTS (SELECT 1 FROM chat_sessions s WHERE s.session_id = o.session_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A message changed in what the terms read (a vote, an edit, a move): its conversation(s) are marked.
CREATE FUNCTION analytics_terms_message_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_terms_mark(ARRAY[OLD.session_id, NEW.session_id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_terms_messages_insert AFTER INSERT ON chat_messages REFERENCING NEW TABLE AS new_messages FOR EACH STATEMENT EXECUTE FUNCTION analytics_terms_messages_added();
--> statement-breakpoint
CREATE TRIGGER analytics_terms_messages_delete AFTER DELETE ON chat_messages REFERENCING OLD TABLE AS old_messages FOR EACH STATEMENT EXECUTE FUNCTION analytics_terms_messages_removed();
--> statement-breakpoint
CREATE TRIGGER analytics_terms_message_update AFTER UPDATE ON chat_messages FOR EACH ROW WHEN (
  OLD.content IS DISTINCT FROM NEW.content OR OLD.nlp_snapshot IS DISTINCT FROM NEW.nlp_snapshot OR OLD.vote IS DISTINCT FROM NEW.vote
  OR OLD.sender IS DISTINCT FROM NEW.sender OR OLD.seq IS DISTINCT FROM NEW.seq OR OLD.session_id IS DISTINCT FROM NEW.session_id
) EXECUTE FUNCTION analytics_terms_message_changed();
--> statement-breakpoint
-- The conversation's bucket key changed (hand-over to an agent, QA's verdict, …): its terms move with it.
CREATE FUNCTION analytics_terms_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_rows conversation_terms[];
  new_rows conversation_terms[];
BEGIN
  old_rows := ARRAY(SELECT t FROM conversation_terms t WHERE t.session_id = NEW.session_id);
  WITH moved AS (
    UPDATE conversation_terms SET bucket_start = date_bin('15 minutes', NEW.created_at, timestamptz '2000-01-01T00:00:00Z'), channel = NEW.channel,
      group_id = coalesce(NEW.group_id, '00000000-0000-0000-0000-000000000000'), agent_id = coalesce(NEW.agent_id, '00000000-0000-0000-0000-000000000000'),
      review_status = coalesce(NEW.review_status, ''), bifurcation = NEW.bifurcation
    WHERE session_id = NEW.session_id RETURNING *
  )
  SELECT coalesce(array_agg(ROW(moved.*)::conversation_terms), '{}') INTO new_rows FROM moved;
  PERFORM analytics_terms_apply(old_rows, new_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_terms_session_update AFTER UPDATE ON chat_sessions FOR EACH ROW WHEN (
  OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.channel IS DISTINCT FROM NEW.channel OR OLD.group_id IS DISTINCT FROM NEW.group_id
  OR OLD.agent_id IS DISTINCT FROM NEW.agent_id OR OLD.review_status IS DISTINCT FROM NEW.review_status OR OLD.bifurcation IS DISTINCT FROM NEW.bifurcation
) EXECUTE FUNCTION analytics_terms_session_changed();
--> statement-breakpoint
-- Backfill: the conversations stored before this migration.
SELECT analytics_terms_refresh(ARRAY(SELECT session_id FROM chat_sessions));
