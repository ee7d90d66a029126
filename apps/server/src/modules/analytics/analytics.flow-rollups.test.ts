/**
 * The per-conversation rollups of fracture, session flow and the conversion funnels (migration 0030), kept by
 * triggers at write time. Incremental: a new message, hand-over or event moves exactly its conversation's rows.
 * Exact: on random conversations written in random batches (out of order too, so a conversation is rebuilt), what
 * the reports and drill-downs read from the rollups (lib/analytics-*-sql.ts) equals the definitions worked out here
 * from the stored messages and events.
 */
import { createHash, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { eq, sql, type SQL } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { FRACTURE_START_STEP } from '@switchboard/contracts/analytics/fracture.schemas';
import { FLOW_LABELS, SESSION_FLOW_STEPS } from '@switchboard/contracts/analytics/sessionflow.schemas';
import { THRESHOLDS } from '@switchboard/contracts/common/constants';
import { rowsOf, type Database } from '@/db/client';
import { botEvents } from '@/db/schema/bot-integrations';
import { chatMessages } from '@/db/schema/chat-messages';
import { chatSessions } from '@/db/schema/chat-sessions';
import { conversationEvents } from '@/db/schema/conversation-events';
import { customers } from '@/db/schema/customers';
import { breaksFrom, flowColumns, reachedFrom } from '@/lib/analytics-fracture-sql';
import { funnelChain, pathInChannel } from '@/lib/analytics-event-drill';
import { flowStepsFrom } from '@/lib/analytics-sessionflow-sql';
import { describeEveryBackend } from '@/testing/backends';

type Nlp = { intent: string; confidence: number } | null;
type Message = { sender: 'customer'; nlp: Nlp } | { sender: 'chatbot'; text: string; html: boolean } | { sender: 'admin' };

const START = new Date('2026-10-10T09:00:00Z');
const KEPT_LABELS = SESSION_FLOW_STEPS.max + 1;
/** Every conversation with its flow row, as the reports read them (fracture.repository.ts, sessionflow.repository.ts). */
const all = sql`(select f.session_id, f.handed_over_at, f.resolved_at, f.last_message_at, ${flowColumns}, w.labels
  from conversation_facts f left join conversation_flow w on w.session_id = f.session_id)`;

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

async function openSession(db: Database, at = START, channel: 'website' | 'wa' = 'website'): Promise<{ sessionId: string; psid: string }> {
  const psid = `rollup-${randomUUID()}`;
  await db.insert(customers).values({ psid, channel, name: 'Rollup customer' });
  const [session] = await db.insert(chatSessions).values({ psid, channel, createdAt: at }).returning();
  return { sessionId: session!.sessionId, psid };
}

/** Messages numbered from `seq`, one second apart from the start plus seq seconds, in one insert. */
async function write(db: Database, conversation: { sessionId: string; psid: string }, seq: number, messages: Message[], at = START) {
  if (messages.length === 0) return;
  await db.insert(chatMessages).values(messages.map((message, index) => ({
    chatlogId: randomUUID(), sessionId: conversation.sessionId, psid: conversation.psid, seq: seq + index, sender: message.sender, type: 'text' as const,
    createdAt: new Date(at.getTime() + (seq + index) * 1000),
    content: message.sender === 'chatbot' ? { text: message.text, ...(message.html ? { format: 'html' as const } : {}) } : { text: `message ${seq + index}` },
    ...(message.sender === 'customer' && message.nlp ? { nlpSnapshot: { ...message.nlp, text: 'hi' } } : {}),
  })));
}

const customer = (intent: string | null, confidence = 0.9): Message => ({ sender: 'customer', nlp: intent === null ? { intent: 'None', confidence: 0.2 } : { intent, confidence } });
const botSays = (text: string, html = false): Message => ({ sender: 'chatbot', text, html });

// --- The definitions, from the stored rows -------------------------------------------------------------------------

interface Stored { session_id: string; seq: number; sender: string; type: string; content: { text?: string; format?: string }; nlp_snapshot: unknown; created_at: string | Date }

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
function shownText(message: Stored): string {
  const raw = message.content.text ?? '';
  const text = message.content.format === 'html' ? raw.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ') : raw;
  return text.replace(/^ +| +$/g, '') || `[${message.type}]`;
}
function read(message: Stored): Nlp | undefined {
  const nlp = message.nlp_snapshot;
  return nlp !== null && typeof nlp === 'object' && !Array.isArray(nlp) ? nlp as { intent: string; confidence: number } : undefined;
}
function understood(nlp: { intent?: string; confidence?: unknown }): boolean {
  return (nlp.intent ?? 'None') !== 'None' && (typeof nlp.confidence === 'number' ? nlp.confidence : 0) >= THRESHOLDS.intentScore;
}

interface Expected { breaks: string[]; reached: string[]; labels: string[]; texts: Map<string, string> }

async function expected(db: Database): Promise<Expected> {
  const facts = await rows<{ session_id: string; handed_over_at: string | Date | null }>(db, sql`select session_id, handed_over_at from conversation_facts`);
  const stored = await rows<Stored>(db, sql`select session_id, seq, sender, type, content, nlp_snapshot, created_at from chat_messages
    where sender in ('customer', 'chatbot') order by session_id, seq`);
  const out: Expected = { breaks: [], reached: [], labels: [], texts: new Map() };
  for (const fact of facts) {
    const messages = stored.filter((message) => message.session_id === fact.session_id);
    const handedOver = fact.handed_over_at === null ? null : new Date(fact.handed_over_at).getTime();
    let lastBot: string | null = null;
    let afterLastBot = false;
    let askedAfter: string | null | undefined;
    let botBefore: string | null = null;
    let n = 0;
    const row = (kind: string, step: string) => `${fact.session_id} ${kind} ${step}`;
    const fallbacks = new Set<string>();
    for (const message of messages) {
      const by = handedOver !== null && new Date(message.created_at).getTime() <= handedOver;
      if (message.sender === 'chatbot') {
        const text = shownText(message);
        lastBot = md5(text);
        out.texts.set(lastBot, text);
        out.reached.push(`${fact.session_id} ${lastBot} ${message.type}`);
        afterLastBot = false;
        if (by) botBefore = lastBot;
        continue;
      }
      afterLastBot = true;
      if (by) askedAfter = lastBot;
      const nlp = read(message);
      if (nlp === undefined || nlp === null) continue;
      if (!understood(nlp)) fallbacks.add(row('fallback', lastBot ?? FRACTURE_START_STEP));
      n += 1;
      if (n <= KEPT_LABELS) out.labels.push(`${fact.session_id} ${n} ${understood(nlp) ? nlp.intent : FLOW_LABELS.fallback}`);
    }
    out.breaks.push(...fallbacks);
    // The fixtures are in the past: a conversation is quiet long enough to count as abandoned.
    if (handedOver === null && lastBot !== null && !afterLastBot) out.breaks.push(row('abandoned', lastBot));
    if (handedOver !== null) out.breaks.push(row('handover', (askedAfter === undefined ? botBefore : askedAfter) ?? FRACTURE_START_STEP));
  }
  out.reached = [...new Set(out.reached)];
  return out;
}

/** Of each conversation's events in recording order, how many steps of the funnel it reached (of one channel if given). */
async function expectedFunnel(db: Database, steps: string[], channel?: string): Promise<string[]> {
  const events = await rows<{ session_id: string; event_id: string; channel: string }>(db, sql`select session_id, event_id::text as event_id, channel
    from conversation_events order by id`);
  const bySession = new Map<string, string[]>();
  for (const event of events) {
    if (channel && event.channel !== channel) continue;
    bySession.set(event.session_id, [...(bySession.get(event.session_id) ?? []), event.event_id]);
  }
  const out: string[] = [];
  for (const [sessionId, path] of bySession) {
    let at = -1;
    let reached = 0;
    for (const step of steps) {
      at = path.indexOf(step, at + 1);
      if (at < 0) break;
      reached += 1;
    }
    out.push(`${sessionId} ${reached}`);
  }
  return out.sort();
}

async function fromRollups(db: Database): Promise<Expected> {
  const breaks = await rows<{ session_id: string; kind: string; step: string }>(db, sql`select distinct x.session_id, x.kind, x.step from ${breaksFrom(all)} x`);
  const reached = await rows<{ session_id: string; step: string; type: string }>(db, sql`select r.session_id, r.step, r.type from ${reachedFrom(all)} r`);
  const labels = await rows<{ session_id: string; n: number; label: string }>(db, sql`select x.session_id, x.n, x.label from ${flowStepsFrom(all, KEPT_LABELS)} x`);
  const texts = await rows<{ step: string; text: string }>(db, sql`select step, text from fracture_step_texts`);
  return {
    breaks: breaks.map((row) => `${row.session_id} ${row.kind} ${row.step}`), reached: reached.map((row) => `${row.session_id} ${row.step} ${row.type}`),
    labels: labels.map((row) => `${row.session_id} ${Number(row.n)} ${row.label}`), texts: new Map(texts.map((row) => [row.step, row.text])),
  };
}

async function funnelFromRollups(db: Database, steps: string[], channel?: string): Promise<string[]> {
  const chain = funnelChain(steps, channel);
  const depth = sql.join(steps.map((_, index) => sql`(${chain.reached(index)})::int`), sql` + `);
  const where = pathInChannel(channel) ?? sql`true`;
  const result = await rows<{ session_id: string; depth: number }>(db, sql`select p.session_id, ${depth} as depth from ${chain.from} where ${where}`);
  return result.map((row) => `${row.session_id} ${Number(row.depth)}`).sort();
}

// --- Snapshots of every rollup row, for the incremental test ------------------------------------------------------

async function snapshot(db: Database): Promise<Map<string, string>> {
  const snap = new Map<string, string>();
  const add = (table: string, list: Array<Record<string, unknown>>, key: (row: Record<string, unknown>) => string) => {
    for (const row of list) snap.set(`${table} ${key(row)}`, JSON.stringify(row));
  };
  add('flow', await rows(db, sql`select * from conversation_flow`), (row) => String(row.session_id));
  add('texts', await rows(db, sql`select * from fracture_step_texts`), (row) => String(row.step));
  add('paths', await rows(db, sql`select session_id, channel, event_ids::text[] as event_ids, event_channels from conversation_event_paths`), (row) => String(row.session_id));
  return snap;
}

/** The rows a write added or changed: key → row after (JSON), or null for a row removed. */
function changed(before: Map<string, string>, after: Map<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, row] of after) if (before.get(key) !== row) out[key] = JSON.parse(row) as unknown;
  for (const key of before.keys()) if (!after.has(key)) out[key] = null;
  return out;
}

describeEveryBackend('analytics flow rollups', (context) => {
  it('moves exactly the rows of the conversation a new message, hand-over or event belongs to', async () => {
    const db = context.database.db;
    const a = await openSession(db);
    const b = await openSession(db);
    const [G, A, S] = ['How can I help?', 'Your order number?', 'It has shipped'];
    await write(db, a, 1, [botSays(G), customer('order'), botSays(A)]);
    await write(db, b, 1, [botSays(G), customer('greet')]);
    const event = (await db.select().from(botEvents))[0]!;
    const record = (session: { sessionId: string }) => db.insert(conversationEvents).values({
      sessionId: session.sessionId, brandId: event.brandId, eventId: event.eventId, name: event.name, eventType: event.eventType,
      eventTags: event.eventTags, channel: 'website', startedAt: START,
    });
    await record(b);

    const flowA = () => rows<Record<string, unknown>>(db, sql`select * from conversation_flow where session_id = ${a.sessionId}::uuid`).then((list) => list[0]!);
    expect(await flowA()).toMatchObject({ max_seq: 3, last_bot_seq: 3, last_bot_key: md5(A), last_customer_seq: 2, reached: [md5(G), md5(A)].sort(),
      reached_types: ['text', 'text'], fallbacks: [], labels: ['order'], handover_asked: false });

    // A customer message not understood after A: a fallback after A in its conversation's row, and nothing else.
    let before = await snapshot(db);
    await write(db, a, 4, [customer(null)]);
    expect(changed(before, await snapshot(db))).toEqual({
      [`flow ${a.sessionId}`]: { ...JSON.parse(before.get(`flow ${a.sessionId}`)!) as object, max_seq: 4, last_customer_seq: 4, fallbacks: [md5(A)], labels: ['order', FLOW_LABELS.fallback] },
    });

    // A new bot message: a new step reached, its text recorded once, the row's last bot message.
    before = await snapshot(db);
    await write(db, a, 5, [botSays(`<p>It  has <b>shipped</b></p>`, true)]);
    expect(changed(before, await snapshot(db))).toEqual({
      [`texts ${md5(S)}`]: { step: md5(S), text: S },
      [`flow ${a.sessionId}`]: { ...JSON.parse(before.get(`flow ${a.sessionId}`)!) as object, max_seq: 5, last_bot_seq: 5, last_bot_key: md5(S),
        reached: [md5(G), md5(A), md5(S)].sort(), reached_types: ['text', 'text', 'text'] },
    });

    // An agent's message moves nothing here; the hand-over records its step (after A: the last customer message's) and nothing else.
    before = await snapshot(db);
    await db.insert(chatMessages).values({ chatlogId: randomUUID(), sessionId: a.sessionId, psid: a.psid, seq: 6, sender: 'admin', type: 'text', content: { text: 'hello' } });
    await db.update(chatSessions).set({ chatState: 'Inqueue', handoverAt: new Date(START.getTime() + 4500) }).where(eq(chatSessions.sessionId, a.sessionId));
    expect(changed(before, await snapshot(db))).toEqual({
      [`flow ${a.sessionId}`]: { ...JSON.parse(before.get(`flow ${a.sessionId}`)!) as object, handover_asked: true, handover_after_key: md5(A), handover_bot_key: md5(A) },
    });

    // An event: its conversation's path only.
    before = await snapshot(db);
    await record(a);
    await record(b);
    expect(changed(before, await snapshot(db))).toEqual({
      [`paths ${a.sessionId}`]: { session_id: a.sessionId, channel: 'website', event_ids: [event.eventId], event_channels: null },
      [`paths ${b.sessionId}`]: { session_id: b.sessionId, channel: 'website', event_ids: [event.eventId, event.eventId], event_channels: null },
    });

    // Deleting a conversation takes its rows with it.
    before = await snapshot(db);
    await db.delete(chatSessions).where(eq(chatSessions.sessionId, b.sessionId));
    expect(changed(before, await snapshot(db))).toEqual({
      [`flow ${b.sessionId}`]: null, [`paths ${b.sessionId}`]: null,
    });
  });

  const botTexts = ['How can I help?', 'Your order number?', '<p>It  has <b>shipped</b></p>', '  Sorry  ', ''];
  const message: fc.Arbitrary<Message> = fc.oneof(
    fc.record({ sender: fc.constant('customer' as const), nlp: fc.option(fc.record({ intent: fc.constantFrom('greet', 'order', 'None'), confidence: fc.constantFrom(0.2, 0.5, 0.9) }), { nil: null }) }),
    fc.record({ sender: fc.constant('chatbot' as const), text: fc.constantFrom(...botTexts), html: fc.boolean() }),
    fc.constant({ sender: 'admin' as const }),
  );
  const conversation = fc.record({
    messages: fc.array(message, { maxLength: 12 }),
    // Cut points of the insert statements, and whether they are written last first (a rebuild).
    cuts: fc.array(fc.integer({ min: 1, max: 11 }), { maxLength: 3 }),
    reversed: fc.boolean(),
    // The hand-over: after which message it happened, and before which insert it was written.
    handover: fc.option(fc.record({ after: fc.integer({ min: 0, max: 12 }), writtenBefore: fc.integer({ min: 0, max: 4 }) }), { nil: undefined }),
    resolved: fc.boolean(),
    events: fc.array(fc.record({ event: fc.integer({ min: 0, max: 2 }), otherChannel: fc.boolean() }), { maxLength: 6 }),
    eventCut: fc.integer({ min: 0, max: 6 }),
    eventsReversed: fc.boolean(),
  });

  it('reads from the rollups exactly what the messages and events say, however they were written', async () => {
    const db = context.database.db;
    const events = (await db.select().from(botEvents)).slice(0, 3);
    const eventIds = events.map((event) => event.eventId);
    for (const seed of [28, 2028, 4]) {
      await db.execute(sql`delete from chat_sessions`);
      const fixture = fc.sample(fc.array(conversation, { minLength: 6, maxLength: 10 }), { seed, numRuns: 1 })[0]!;
      for (const spec of fixture) {
        const session = await openSession(db);
        const cuts = [...new Set([0, ...spec.cuts.filter((cut) => cut < spec.messages.length), spec.messages.length])].sort((x, y) => x - y);
        const batches = cuts.slice(1).map((end, index) => ({ from: cuts[index]!, messages: spec.messages.slice(cuts[index]!, end) }));
        const handover = async () => {
          if (spec.handover === undefined) return;
          await db.update(chatSessions).set({ chatState: 'Inqueue', handoverAt: new Date(START.getTime() + (spec.handover.after + 0.5) * 1000) })
            .where(eq(chatSessions.sessionId, session.sessionId));
        };
        const order = spec.reversed ? [...batches].reverse() : batches;
        for (const [index, batch] of order.entries()) {
          if (spec.handover?.writtenBefore === index) await handover();
          await write(db, session, batch.from + 1, batch.messages);
        }
        if (spec.handover !== undefined && spec.handover.writtenBefore >= order.length) await handover();
        if (spec.resolved) await db.update(chatSessions).set({ chatState: 'Resolved', resolvedAt: new Date(START.getTime() + 60_000) }).where(eq(chatSessions.sessionId, session.sessionId));
        // Events: ids taken in order, the later ones written first when reversed (a rebuild of the path).
        const ids = await rows<{ id: number }>(db, sql`select nextval(pg_get_serial_sequence('conversation_events', 'id'))::int as id
          from generate_series(1, ${spec.events.length}::int) order by 1`);
        const values = spec.events.map((recorded, index) => {
          const event = events[recorded.event]!;
          return sql`(${ids[index]!.id}::bigint, ${session.sessionId}::uuid, ${event.brandId}::uuid, ${event.eventId}::uuid, ${event.name}, ${event.eventType},
            ${recorded.otherChannel ? 'wa' : 'website'}, ${START.toISOString()}::timestamptz)`;
        });
        const parts = [values.slice(0, spec.eventCut), values.slice(spec.eventCut)].filter((part) => part.length > 0);
        for (const part of spec.eventsReversed ? parts.reverse() : parts) {
          await db.execute(sql`insert into conversation_events (id, session_id, brand_id, event_id, name, event_type, channel, started_at)
            overriding system value values ${sql.join(part, sql`, `)}`);
        }
      }
      const want = await expected(db);
      const got = await fromRollups(db);
      expect(got.breaks.sort(), `seed ${seed}: breaks`).toEqual(want.breaks.sort());
      expect(got.reached.sort(), `seed ${seed}: steps reached`).toEqual(want.reached.sort());
      expect(got.labels.sort(), `seed ${seed}: session-flow labels`).toEqual(want.labels.sort());
      for (const [step, text] of want.texts) expect(got.texts.get(step), `seed ${seed}: text of ${step}`).toBe(text);
      for (const steps of [[0, 1, 2], [1, 0], [0, 0], [2, 1, 0, 2]].map((list) => list.map((index) => eventIds[index]!))) {
        for (const channel of [undefined, 'wa']) {
          expect(await funnelFromRollups(db, steps, channel), `seed ${seed}: funnel ${steps.join('→')} ${channel ?? ''}`).toEqual(await expectedFunnel(db, steps, channel));
        }
      }
    }
  });
});
