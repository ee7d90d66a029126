/**
 * The worker of bench/analytics/term-writes.ts (run with tsx and the server's tsconfig): what the term rollups
 * (migration 0031) cost a writer. A fresh database (PGlite in a temp folder, or the PostgreSQL URL given), migrated
 * and seeded; conversations of SIZES messages (customer messages read by the bot, answers, a vote now and then) are
 * loaded in bulk; then one customer message is inserted into each (one statement, as the product writes a message),
 * alternating between conversations with the terms' insert trigger on and ones with it off (every other trigger
 * stays on, so "off" is the product before migration 0031). Also a vote with the trigger on and off (it only marks
 * the conversation) and the fold that rebuilds one marked conversation. Prints one JSON line of medians on stdout.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type Database } from '@/db/client';
import { chatMessages } from '@/db/schema/chat-messages';
import { seedDemoBrand } from '@/seed/seed';
import { percentile } from '@/testing/bench-timing';
import { foldTermBuckets } from './term-buckets';

const SIZES = (process.env.BENCH_TERM_SIZES ?? '10,400').split(',').map(Number);
const RUNS = Number(process.env.BENCH_TERM_RUNS ?? 40);
const WARMUP = 5;

const target = process.argv[2] ?? 'pglite';
const dataDir = target === 'pglite' ? mkdtempSync(join(tmpdir(), 'bench-terms-')) : undefined;
const handle = await openDatabase(dataDir ? { kind: 'pglite', dataDir } : { kind: 'postgres', url: target, poolSize: 2 });

/** `count` conversations of `size` messages each (odd seq: a customer message the bot read; even: its answer). */
async function conversations(db: Database, count: number, size: number): Promise<Array<{ sessionId: string; psid: string }>> {
  const tag = randomUUID().slice(0, 8);
  await db.execute(sql`insert into customers (psid, channel, name) select 'terms-' || ${tag} || '-' || g, 'website', 'Customer ' || g
    from generate_series(1, ${count}::int) g`);
  const sessions = rowsOf<{ session_id: string; psid: string }>(await db.execute(sql`insert into chat_sessions (psid, channel, last_seq, created_at)
    select 'terms-' || ${tag} || '-' || g, 'website', ${size}::int, now() - interval '1 hour' from generate_series(1, ${count}::int) g
    returning session_id, psid`));
  await db.execute(sql`insert into chat_messages (chatlog_id, session_id, psid, seq, sender, type, content, nlp_snapshot, created_at, vote)
    select gen_random_uuid(), s.session_id, s.psid, k, case when k % 2 = 1 then 'customer' else 'chatbot' end, 'text',
      jsonb_build_object('text', (array['where is my order', 'refund my parcel please', 'talk to support about billing', 'hello'])[1 + k % 4] || ' ' || k),
      case when k % 2 = 1 then jsonb_build_object('intent', (array['order', 'refund', 'None'])[1 + k % 3], 'confidence', (k % 10) / 10.0) end,
      now() - interval '1 hour' + k * interval '1 second', case when k % 2 = 0 and k % 10 = 0 then 'upvote' end
    from chat_sessions s, generate_series(1, ${size}::int) k where s.psid like 'terms-' || ${tag} || '-%'`);
  return sessions.map((row) => ({ sessionId: row.session_id, psid: row.psid }));
}

const trigger = (db: Database, table: string, name: string, on: boolean) => db.execute(sql.raw(`alter table ${table} ${on ? 'enable' : 'disable'} trigger ${name}`));

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const median = (list: number[]) => percentile([...list].sort((a, b) => a - b), 0.5);

try {
  await handle.migrate();
  await seedDemoBrand(handle.db);
  const db = handle.db;
  const result: Record<string, number> = {};
  for (const size of SIZES) {
    const withTrigger = await conversations(db, RUNS + WARMUP, size);
    const withoutTrigger = await conversations(db, RUNS + WARMUP, size);
    await db.execute(sql`analyze chat_messages`);
    const times = { on: [] as number[], off: [] as number[] };
    // One customer message after the stored ones, into a conversation of `size` messages.
    const insert = (conversation: { sessionId: string; psid: string }) => db.insert(chatMessages).values({
      chatlogId: randomUUID(), sessionId: conversation.sessionId, psid: conversation.psid, seq: size + 1, sender: 'customer', type: 'text',
      content: { text: 'Where is my refund for order 2041?' }, nlpSnapshot: { intent: 'refund', confidence: 0.73, text: 'refund' },
    });
    for (let i = 0; i < RUNS + WARMUP; i++) {
      await trigger(db, 'chat_messages', 'analytics_terms_messages_insert', true);
      const on = await timed(() => insert(withTrigger[i]!));
      await trigger(db, 'chat_messages', 'analytics_terms_messages_insert', false);
      const off = await timed(() => insert(withoutTrigger[i]!));
      if (i >= WARMUP) { times.on.push(on); times.off.push(off); }
    }
    await trigger(db, 'chat_messages', 'analytics_terms_messages_insert', true);
    result[`insert at ${size}, terms on`] = median(times.on);
    result[`insert at ${size}, terms off`] = median(times.off);

    // A vote on an answer (the update trigger only marks the conversation), and the fold of one marked conversation.
    const votes = { on: [] as number[], off: [] as number[], fold: [] as number[] };
    const vote = (conversation: { sessionId: string }) => db.execute(sql`update chat_messages set vote = 'downvote'
      where session_id = ${conversation.sessionId}::uuid and seq = 2`);
    for (let i = 0; i < RUNS + WARMUP; i++) {
      await trigger(db, 'chat_messages', 'analytics_terms_message_update', true);
      const on = await timed(() => vote(withTrigger[i]!));
      const fold = await timed(() => foldTermBuckets(db));
      await trigger(db, 'chat_messages', 'analytics_terms_message_update', false);
      const off = await timed(() => vote(withoutTrigger[i]!));
      if (i >= WARMUP) { votes.on.push(on); votes.off.push(off); votes.fold.push(fold); }
    }
    await trigger(db, 'chat_messages', 'analytics_terms_message_update', true);
    result[`vote at ${size}, terms on`] = median(votes.on);
    result[`vote at ${size}, terms off`] = median(votes.off);
    result[`fold of one conversation at ${size}`] = median(votes.fold);
  }
  process.stdout.write(`${JSON.stringify({ target: handle.kind, runs: RUNS, medians: result })}\n`);
} finally {
  await handle.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
