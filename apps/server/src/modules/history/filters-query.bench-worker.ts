/**
 * The worker of bench/history (run with tsx and the server's tsconfig): opens a fresh database
 * (PGlite in a temp folder, or the PostgreSQL URL given), migrates and seeds it, generates
 * BENCH_HISTORY_SESSIONS chats × BENCH_HISTORY_MESSAGES messages with INSERT … SELECT generate_series
 * (indexes dropped during the load and rebuilt from their own definitions afterwards), then times
 * findChatLogs — the repository function behind POST /admin/v1/chatLogs/filtersQuery — for several
 * filter sets, and a plain indexed select of one page of chat_sessions as the baseline, alternating
 * them so machine load hits both alike. Prints one JSON line on stdout.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { filtersQueryBodySchema, HISTORY_PAGE_SIZE, type FiltersQueryBody } from '@switchboard/contracts/history/history.schemas';
import { openDatabase, rowsOf, type Database } from '@/db/client';
import { seedDemoBrand } from '@/seed/seed';
import { findChatLogs } from './history.repository';
import { daysAgo, percentile, timeAlternating, type BenchCase } from '@/testing/bench-timing';

const SESSIONS = Number(process.env.BENCH_HISTORY_SESSIONS ?? 100_000);
const PER_SESSION = Number(process.env.BENCH_HISTORY_MESSAGES ?? 20);
const RUNS = Number(process.env.BENCH_HISTORY_RUNS ?? 200);
const TABLES = ['chat_sessions', 'chat_messages', 'customers'];
const WORDS = ['order', 'refund', 'invoice', 'parcel', 'password', 'delivery', 'coupon', 'warranty'];

const target = process.argv[2] ?? 'pglite';
const dataDir = target === 'pglite' ? mkdtempSync(join(tmpdir(), 'bench-history-')) : undefined;
const handle = await openDatabase(dataDir ? { kind: 'pglite', dataDir } : { kind: 'postgres', url: target, poolSize: 2 });

async function generate(db: Database) {
  const indexes = rowsOf<{ indexname: string; indexdef: string }>(await db.execute(sql`select indexname, indexdef from pg_indexes
    where schemaname = 'public' and tablename in ('chat_sessions', 'chat_messages', 'customers') and indexname not like '%_pkey'`));
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));
  const agents = rowsOf<{ id: string }>(await db.execute(sql`select id from users order by email`)).map((row) => row.id);
  const customers = Math.max(1, Math.floor(SESSIONS / 5));
  await db.execute(sql`insert into customers (psid, channel, name, created_at, last_seen_at)
    select 'bench-' || g, (array['website','facebook','android','ios','wa','ivr'])[1 + g % 6], 'Customer ' || g, now() - interval '90 days', now()
    from generate_series(1, ${customers}) g`);
  // Spread over the last 60 days; 40% handled by the bot only.
  await db.execute(sql`insert into chat_sessions (session_id, psid, channel, chat_state, agent_id, last_seq, selected_tags, blocked, review_status, created_at, resolved_at)
    select gen_random_uuid(), 'bench-' || (1 + g % ${customers}), (array['website','facebook','android','ios','wa','ivr'])[1 + (1 + g % ${customers}) % 6], 'Resolved',
      case when g % 5 < 2 then null else (${JSON.stringify(agents)}::jsonb ->> (g % ${agents.length}))::uuid end,
      ${PER_SESSION}, (array['[]','["billing"]','["delivery"]','["refund","billing"]','["account"]'])[1 + g % 5]::jsonb, g % 97 = 0,
      case g % 7 when 1 then 'Passed' when 3 then 'Failed' else null end,
      now() - (g * interval '60 days' / ${SESSIONS}), now() - (g * interval '60 days' / ${SESSIONS}) + interval '10 minutes'
    from generate_series(1, ${SESSIONS}) g`);
  await db.execute(sql`insert into chat_messages (chatlog_id, session_id, psid, seq, sender, type, content, read_status, created_at)
    select gen_random_uuid(), s.session_id, s.psid, k, case when k % 2 = 1 then 'customer' else 'chatbot' end, 'text',
      jsonb_build_object('text', 'hello I need help with my ' || (${`{${WORDS.join(',')}}`}::text[])[1 + (abs(hashtext(s.session_id::text)) + k) % ${WORDS.length}] || ' number ' || (abs(hashtext(s.session_id::text || k)) % 1000000)),
      'seen', s.created_at + k * interval '20 seconds'
    from chat_sessions s, generate_series(1, ${PER_SESSION}) k`);
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  for (const table of TABLES) await db.execute(sql.raw(`analyze ${table}`));
}

async function timeCases(cases: BenchCase[]) {
  const times = await timeAlternating(cases, RUNS, 10);
  return Object.fromEntries([...times].map(([name, sorted]) => [name, { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) }]));
}

try {
  await handle.migrate();
  await seedDemoBrand(handle.db);
  const started = performance.now();
  await generate(handle.db);
  const loadSeconds = (performance.now() - started) / 1000;
  const counts = rowsOf<{ sessions: number; messages: number }>(await handle.db.execute(sql`select
    (select count(*)::int from chat_sessions) as sessions, (select count(*)::int from chat_messages) as messages`))[0];
  const db = handle.db;
  const query = (body: FiltersQueryBody) => {
    const filters = filtersQueryBodySchema.parse(body);
    return () => findChatLogs(db, filters, undefined, HISTORY_PAGE_SIZE + 1);
  };
  const start = `${daysAgo(1)}T00:00:00Z`;
  const cases = [
    // The baseline: one page of the same table through its created_at index, nothing else.
    { name: 'baseline', run: () => db.execute(sql`select * from chat_sessions where created_at >= ${start}::timestamptz
      order by created_at desc nulls last, session_id desc nulls last limit ${HISTORY_PAGE_SIZE + 1}`) },
    { name: 'default (1 day)', run: query({ startDate: daysAgo(1), endDate: daysAgo(0) }) },
    { name: '30 days, channel + agent-handled + Failed', run: query({ startDate: daysAgo(30), endDate: daysAgo(0), channel: 'wa', handledBy: 'agent', reviewStatus: 'Failed' }) },
    { name: '30 days, tag billing', run: query({ startDate: daysAgo(30), endDate: daysAgo(0), tags: ['billing'] }) },
    { name: '30 days, search a rare word', run: query({ startDate: daysAgo(30), endDate: daysAgo(0), search: '424242' }) },
    { name: '30 days, search a common word', run: query({ startDate: daysAgo(30), endDate: daysAgo(0), search: 'parcel' }) },
  ];
  const results = await timeCases(cases);
  process.stdout.write(`${JSON.stringify({ target: handle.kind, ...counts, loadSeconds, runs: RUNS, results })}\n`);
} finally {
  await handle.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
