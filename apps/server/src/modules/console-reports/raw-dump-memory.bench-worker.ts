/**
 * The worker of bench/console/raw-dump-memory (run with tsx and the server's tsconfig, on PostgreSQL only).
 * `load <url>`: migrates and seeds the database, then generates BENCH_RAW_DUMP_SESSIONS chats × 20 messages
 * (default 50,000: 1,000,000 messages, over the last 20 days) with INSERT … SELECT generate_series, indexes dropped
 * during the load and rebuilt from their own definitions afterwards, the analytics rollup triggers off meanwhile.
 * `measure <url> export|cursor [days]`: builds the whole server (buildApp) over that database, signs in and saves a raw
 * dump configuration through the API, then samples this process's memory every 50 ms while, over the last `days`
 * days (default: all the messages), either
 * - `export`: the library's on-demand generation (POST /admin/v1/console/reports/onDemand) builds the file through
 *   the report runner, exactly as the server does (keyset pages → exceljs's streaming writer → the file), or
 * - `cursor`: the baseline, the same rows read in pages of 2,000 by a bare cursor and thrown away.
 * Prints one JSON line: the resident size and heap before, their peaks during the work, its rows and duration.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { REPORT_PATHS, reportRunSchema } from '@switchboard/contracts/console/reports.schemas';
import { buildApp } from '@/app';
import { loadConfig } from '@/config/config';
import { openDatabase, rowsOf, type Database } from '@/db/client';
import type { App } from '@/plugins/type-provider';
import { DEMO_PASSWORD } from '@/seed/demo-brand';
import { seedDemoBrand } from '@/seed/seed';

const SESSIONS = Number(process.env.BENCH_RAW_DUMP_SESSIONS ?? 50_000);
const PER_SESSION = 20;
const DAYS = 20;
const FETCH = 2_000;
const WORDS = ['order', 'refund', 'invoice', 'parcel', 'password', 'delivery', 'coupon', 'warranty'];

const [mode, url, what, days] = process.argv.slice(2) as ['load' | 'measure', string, 'export' | 'cursor' | undefined, string | undefined];
const out = (result: object) => process.stdout.write(`${JSON.stringify(result)}\n`);

async function load(db: Database) {
  const tables = ['customers', 'chat_sessions', 'chat_messages'];
  const indexes = rowsOf<{ indexname: string; indexdef: string }>(await db.execute(sql`select indexname, indexdef from pg_indexes
    where schemaname = 'public' and tablename in ('customers', 'chat_sessions', 'chat_messages') and indexname not like '%_pkey'`));
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));
  // The analytics rollups' statement triggers would fold a million messages into buckets no raw dump reads.
  for (const table of tables) await db.execute(sql.raw(`alter table ${table} disable trigger user`));
  const agents = rowsOf<{ id: string }>(await db.execute(sql`select id from users order by email`)).map((row) => row.id);
  const groups = rowsOf<{ id: string }>(await db.execute(sql`select id from groups order by name`)).map((row) => row.id);
  const customers = Math.max(1, Math.floor(SESSIONS / 5));
  await db.execute(sql`insert into customers (psid, channel, name, created_at, last_seen_at)
    select 'bench-' || g, (array['website','facebook','android','ios','wa','ivr'])[1 + g % 6], 'Customer ' || g, now() - interval '90 days', now()
    from generate_series(1, ${customers}) g`);
  // Spread over the period; 40% handled by the bot only, the rest by an agent of a group.
  await db.execute(sql`insert into chat_sessions (session_id, psid, channel, chat_state, agent_id, group_id, last_seq, created_at, resolved_at)
    select gen_random_uuid(), 'bench-' || (1 + g % ${customers}), (array['website','facebook','android','ios','wa','ivr'])[1 + (1 + g % ${customers}) % 6], 'Resolved',
      case when g % 5 < 2 then null else (${JSON.stringify(agents)}::jsonb ->> (g % ${agents.length}))::uuid end,
      case when g % 5 < 2 or ${groups.length} = 0 then null else (${JSON.stringify(groups)}::jsonb ->> (g % greatest(${groups.length}, 1)))::uuid end,
      ${PER_SESSION}, now() - (g * interval '${sql.raw(String(DAYS))} days' / ${SESSIONS}) - interval '1 hour',
      now() - (g * interval '${sql.raw(String(DAYS))} days' / ${SESSIONS}) - interval '50 minutes'
    from generate_series(1, ${SESSIONS}) g`);
  await db.execute(sql`insert into chat_messages (chatlog_id, session_id, psid, seq, sender, type, content, read_status, created_at)
    select gen_random_uuid(), s.session_id, s.psid, k, case when k % 2 = 1 then 'customer' when k % 4 = 0 and s.agent_id is not null then 'admin' else 'chatbot' end,
      'text', jsonb_build_object('text', 'hello I need help with my ' || (${`{${WORDS.join(',')}}`}::text[])[1 + (abs(hashtext(s.session_id::text)) + k) % ${WORDS.length}]
        || ' number ' || (abs(hashtext(s.session_id::text || k)) % 1000000) || ', it was due last week and nobody answered my mail'),
      'seen', s.created_at + k * interval '20 seconds'
    from chat_sessions s, generate_series(1, ${PER_SESSION}) k`);
  for (const table of tables) await db.execute(sql.raw(`alter table ${table} enable trigger user`));
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  for (const table of tables) await db.execute(sql.raw(`analyze ${table}`));
}

interface Memory { rss: number; heapUsed: number; external: number }
const memory = (): Memory => {
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, external: external + arrayBuffers };
};

/** Runs `work` while sampling memory every 50 ms; answers the peak of each figure. */
async function sampled<T>(work: () => Promise<T>): Promise<{ result: T; peak: Memory; samples: number }> {
  const peak = memory();
  let samples = 0;
  const sample = () => {
    const now = memory();
    samples += 1;
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
    peak.external = Math.max(peak.external, now.external);
  };
  const timer = setInterval(sample, 50);
  try {
    const result = await work();
    sample();
    return { result, peak, samples };
  } finally {
    clearInterval(timer);
  }
}

/** The baseline: the raw dump's rows (same tables, joins and period) fetched by a bare cursor, 2,000 at a time, discarded. */
async function readWithCursor(db: Database, start: Date, end: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`declare raw_dump no scroll cursor for
      select m.created_at, m.chatlog_id, m.session_id, s.channel, m.sender, coalesce(m.admin_name, u.first_name || ' ' || u.last_name) as agent, g.name as group_name,
        coalesce(m.content->>'text', m.type) as text
      from chat_messages m join chat_sessions s on s.session_id = m.session_id
        left join users u on u.id = s.agent_id left join groups g on g.id = s.group_id
      where m.created_at >= ${start.toISOString()} and m.created_at < ${end.toISOString()}
      order by m.created_at, m.chatlog_id`);
    let rows = 0;
    for (;;) {
      const page = rowsOf(await tx.execute(sql.raw(`fetch ${FETCH} from raw_dump`))).length;
      if (!page) return rows;
      rows += page;
    }
  });
}

async function call(app: App, token: string, method: 'GET' | 'POST', path: string, payload?: object) {
  const response = await app.inject({ method, url: path, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  if (response.statusCode !== 200) throw new Error(`${method} ${path}: ${response.statusCode} ${response.body}`);
  return response.json<{ data: Record<string, unknown> }>().data;
}

/** `periodDays`: the period read, ending now (the messages span the last DAYS days). */
async function measure(db: Database, app: App, work: 'export' | 'cursor', periodDays: number) {
  const login = await app.inject({ method: 'POST', url: '/users/login', payload: { email: 'admin@demo.brand', password: DEMO_PASSWORD } });
  const { token } = login.json<{ data: { token: string } }>().data;
  const config = await call(app, token, 'POST', REPORT_PATHS.configs, {
    name: 'Raw dump, 1M messages', dataset: 'chatRawDump', period: 'last7Days', format: 'xlsx', enabled: false,
    schedule: { frequency: 'daily', time: '09:00', timeZone: 'UTC' },
  });
  const end = new Date();
  const start = new Date(end.getTime() - periodDays * 86_400_000);
  globalThis.gc?.();
  await new Promise((settle) => setTimeout(settle, 1_000));
  const before = memory();
  const started = performance.now();
  const { result: rows, peak, samples } = await sampled(async () => {
    if (work === 'cursor') return readWithCursor(db, start, end);
    const queued = await call(app, token, 'POST', REPORT_PATHS.onDemand, { configId: config.id, periodStart: start.toISOString(), periodEnd: end.toISOString() });
    await app.services.reports.runner.tick();
    const run = reportRunSchema.parse(await call(app, token, 'GET', REPORT_PATHS.run.replace(':id', String(queued.id))));
    if (run.status !== 'ready') throw new Error(`The report run ended ${run.status}: ${run.reason}`);
    return { rows: run.rows, sizeBytes: run.sizeBytes };
  });
  const seconds = (performance.now() - started) / 1000;
  return { work, before, peak, samples, seconds, ...(typeof rows === 'number' ? { rows } : rows) };
}

if (mode === 'load') {
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    await handle.migrate();
    await seedDemoBrand(handle.db);
    const started = performance.now();
    await load(handle.db);
    const [counts] = rowsOf<{ messages: number }>(await handle.db.execute(sql`select count(*)::int as messages from chat_messages`));
    out({ messages: counts?.messages ?? 0, loadSeconds: (performance.now() - started) / 1000 });
  } finally {
    await handle.close();
  }
} else {
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-raw-dump-'));
  const config = loadConfig({
    PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://console.bench', DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'no-console'),
    DATABASE_URL: url,
  });
  const app = await buildApp({ config, database: handle, logger: false, reportErrors: false, termFolds: false, reportRunner: { autoStart: false } });
  try {
    await app.ready();
    out(await measure(handle.db, app, what ?? 'export', Number(days ?? DAYS + 1)));
  } finally {
    await app.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
