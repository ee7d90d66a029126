/**
 * The worker of bench/analytics (run with tsx and the server's tsconfig): opens a fresh database (PGlite in a temp
 * folder, or the PostgreSQL URL given), migrates and seeds it, then loads conversations in two steps with the
 * analytics triggers on (so the load records facts and buckets the way the product does): first a tenth of
 * BENCH_ANALYTICS_SESSIONS over the last 36.5 days, then the rest over the year before, at the same density. After
 * each step it times every report (the services the routes call) over the last 30 days, alternating
 * with the baseline: one indexed 100-row page of chat_sessions. Prints one JSON line on stdout.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { accuracyFilterSchema } from '@switchboard/contracts/analytics/accuracy.schemas';
import { QUERY_WORD_LIMIT } from '@switchboard/contracts/analytics/query.schemas';
import { reportFilterSchema } from '@switchboard/contracts/analytics/report-filter';
import { openDatabase, rowsOf, type Database } from '@/db/client';
import type { Scope } from '@/lib/bifurcation-scope';
import { DEMO_BRAND } from '@/seed/demo-brand';
import { seedDemoBrand } from '@/seed/seed';
import { IntentsService } from '@/modules/bot-builder/intents.service';
import { LiveStatsService } from '@/modules/live-stats/live-stats.service';
import { AccuracyService } from './accuracy.service';
import { AnalyticsService } from './analytics.service';
import { FeedbackService } from './feedback.service';
import { GenAiReportService } from './genai-report.service';
import { FractureService } from './fracture.service';
import { KpiService } from './kpi.service';
import { SessionFlowService } from './sessionflow.service';
import { QueryService } from './query.service';
import { FaqsService } from '@/modules/bot-builder/faqs.service';
import { TicketReportService } from './ticket-report.service';
import { EventReportService } from './event-report.service';
import { foldTermBuckets } from './term-buckets';
import { topWords } from './query.repository';
import { daysAgo, percentile, timeAlternating, type BenchCase } from '@/testing/bench-timing';

const SESSIONS = Number(process.env.BENCH_ANALYTICS_SESSIONS ?? 20_000);
const PER_SESSION = Number(process.env.BENCH_ANALYTICS_MESSAGES ?? 10);
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 50);
/** Only these reports (comma-separated names; the baseline always runs): a rerun of the ones a change touched. */
const ONLY = process.env.BENCH_ANALYTICS_ONLY?.split(',').map((name) => name.trim()).filter(Boolean);
const YEAR_DAYS = 365;
/**
 * The instant both load steps count back from. With now() the second step's window moved by the minutes the first
 * step's timing took, so at 200,000 conversations a year (one every 2.6 minutes) it took in sessions of the first
 * step again and wrote their messages twice (a unique-key failure).
 */
const LOAD_NOW = new Date().toISOString();

const target = process.argv[2] ?? 'pglite';
const dataDir = target === 'pglite' ? mkdtempSync(join(tmpdir(), 'bench-analytics-')) : undefined;
const handle = await openDatabase(dataDir ? { kind: 'pglite', dataDir } : { kind: 'postgres', url: target, poolSize: 2 });

/** Sessions first..last (of SESSIONS, newest first) spread evenly over the year: g days ago = g × 365 / SESSIONS. */
async function load(db: Database, first: number, last: number, agents: string[], groups: string[], brandId: string) {
  const customers = Math.max(1, Math.floor(SESSIONS / 4));
  await db.execute(sql`insert into customers (psid, channel, name, created_at, last_seen_at)
    select 'bench-' || g, 'website', 'Customer ' || g, now() - interval '400 days', now() from generate_series(1, ${customers}::int) g
    on conflict do nothing`);
  // A third handed over (to one of the agents, in one of the groups), most of those resolved; the rest bot only. Regions
  // in turn: the default (no values), south, international (the scoped cases read a third).
  await db.execute(sql`insert into chat_sessions (session_id, psid, channel, chat_state, agent_id, group_id, last_seq, created_at, handover_at, accepted_at, resolved_at,
      bifurcation)
    select gen_random_uuid(), 'bench-' || (1 + g % ${customers}), (array['website','facebook','android','ios','wa','ivr'])[1 + g % 6],
      case when g % 3 = 0 then 'Resolved' else 'BotHandling' end,
      case when g % 3 = 0 then (${JSON.stringify(agents)}::jsonb ->> (g % ${agents.length}))::uuid end,
      case when g % 3 = 0 then (${JSON.stringify(groups)}::jsonb ->> (g % ${groups.length}))::uuid end,
      ${PER_SESSION}, t, case when g % 3 = 0 then t + interval '30 seconds' end, case when g % 3 = 0 then t + (g % 200) * interval '1 second' end,
      case when g % 3 = 0 then t + (100 + g % 500) * interval '1 second' end,
      (array['{}', '{"region":"south"}', '{"region":"international"}'])[1 + g / 3 % 3]::jsonb
    from generate_series(${first}::int, ${last}::int) g, lateral (select ${LOAD_NOW}::timestamptz - (g * interval '1 day' * ${YEAR_DAYS}::int / ${SESSIONS}::int)) as at(t)`);
  await db.execute(sql`insert into chat_messages (chatlog_id, session_id, psid, seq, sender, type, content, read_status, nlp_snapshot, created_at, vote)
    select gen_random_uuid(), s.session_id, s.psid, k, case when k % 2 = 1 then 'customer' else 'chatbot' end, 'text',
      jsonb_build_object('text', 'message ' || k), 'seen',
      case when k % 2 = 1 then jsonb_build_object('intent', case when k % 5 = 0 then 'None' else 'order' end, 'confidence', (k % 10) / 10.0) end,
      s.created_at + k * interval '20 seconds',
      -- One answer voted in a fifth of the conversations (the feedback report), 3 up for 1 down.
      case when k = 2 and abs(hashtext(s.session_id::text)) % 5 = 0 then case when abs(hashtext(s.psid)) % 4 = 0 then 'downvote' else 'upvote' end end
    from chat_sessions s, generate_series(1, ${PER_SESSION}::int) k
    where s.created_at <= ${LOAD_NOW}::timestamptz - (${first}::int * interval '1 day' * ${YEAR_DAYS}::int / ${SESSIONS}::int) and s.created_at >= ${LOAD_NOW}::timestamptz - (${last}::int * interval '1 day' * ${YEAR_DAYS}::int / ${SESSIONS}::int)`);
  // A rating on every second resolved chat (comments on half of them), and a ticket per 20 conversations, most resolved within two days.
  const window = sql`s.created_at <= ${LOAD_NOW}::timestamptz - (${first}::int * interval '1 day' * ${YEAR_DAYS}::int / ${SESSIONS}::int)
    and s.created_at >= ${LOAD_NOW}::timestamptz - (${last}::int * interval '1 day' * ${YEAR_DAYS}::int / ${SESSIONS}::int)`;
  await db.execute(sql`insert into chat_ratings (session_id, psid, scale, score, comment, created_at)
    select s.session_id, s.psid, 'stars', 1 + abs(hashtext(s.session_id::text)) % 5, case when abs(hashtext(s.psid)) % 2 = 0 then 'Comment' end,
      s.resolved_at + interval '1 minute'
    from chat_sessions s where s.resolved_at is not null and abs(hashtext(s.session_id::text)) % 2 = 0 and ${window}`);
  await db.execute(sql`insert into tickets (brand_id, psid, channel, contact_type, priority, priority_rank, group_id, status, chat_state, subject, source, created_at, resolved_at)
    select ${brandId}::uuid, 'bench-' || (1 + g % ${customers}), 'website', (array['call','chat','email'])[1 + g % 3], (array['urgent','high','medium','low'])[1 + g % 4],
      1 + g % 4, (${JSON.stringify(groups)}::jsonb ->> (g % ${groups.length}))::uuid,
      case when g % 100 < 80 then 'resolved' else 'open' end, case when g % 100 < 80 then 'Resolved' else 'Inqueue' end, 'Ticket ' || g, 'console', t,
      case when g % 100 < 80 then t + (g % 48) * interval '1 hour' end
    from generate_series(${first}::int, ${last}::int) g, lateral (select ${LOAD_NOW}::timestamptz - (g * interval '1 day' * ${YEAR_DAYS}::int / ${SESSIONS}::int)) as at(t)
    where g % 20 = 0`);
  // Two generative FAQ questions in a quarter of the conversations (/analytics/genai): mostly answered, some failed.
  await db.execute(sql`insert into genai_answers (session_id, session_started_at, channel, question, outcome, passage_count, passage_ids,
      model, tokens_in, tokens_out, latency_ms, failure_reason)
    select s.session_id, s.created_at, s.channel, 'question ' || k, case when k = 2 and abs(hashtext(s.psid)) % 5 = 0 then 'failed' else 'answered' end,
      3, '["Doc#1","Doc#2","Doc#3"]'::jsonb, 'bench-model', 400 + k, 60 + k, 200 + abs(hashtext(s.session_id::text)) % 800,
      case when k = 2 and abs(hashtext(s.psid)) % 5 = 0 then 'timeout' end
    from chat_sessions s, generate_series(1, 2) k where abs(hashtext(s.session_id::text)) % 4 = 0 and ${window}`);
  // Each of the demo brand's bot events in about two conversations of three, in name order (the event report, funnels).
  await db.execute(sql`insert into conversation_events (session_id, brand_id, event_id, name, event_type, event_tags, channel, started_at, at)
    select s.session_id, e.brand_id, e.event_id, e.name, e.event_type, e.event_tags, s.channel, s.created_at, s.created_at + interval '1 minute'
    from chat_sessions s cross join bot_events e where abs(hashtext(s.session_id::text || e.name)) % 3 <> 0 and ${window}
    order by s.session_id, e.name`);
  for (const table of ['chat_sessions', 'chat_messages', 'conversation_facts', 'analytics_buckets', 'chat_ratings', 'tickets', 'genai_answers', 'conversation_events',
    'conversation_flow', 'fracture_step_texts', 'conversation_event_paths', 'conversation_terms', 'term_buckets']) await db.execute(sql.raw(`analyze ${table}`));
}

async function timeCases(all: BenchCase[]) {
  const cases = ONLY ? all.filter((item) => item.name === 'baseline' || ONLY.includes(item.name)) : all;
  const times = await timeAlternating(cases, RUNS, 5);
  return Object.fromEntries([...times].map(([name, sorted]) => [name, { p99: percentile(sorted, 0.99), p50: percentile(sorted, 0.5) }]));
}

function cases(db: Database, brandId: string, steps: string[]) {
  const service = new AnalyticsService(db);
  const tickets = new TicketReportService(db);
  const feedback = new FeedbackService(db);
  const kpi = new KpiService(db, new LiveStatsService(db, 0));
  const genAi = new GenAiReportService(db);
  const accuracy = new AccuracyService(db, new IntentsService(db));
  const fracture = new FractureService(db);
  const sessionFlow = new SessionFlowService(db);
  const events = new EventReportService(db);
  const training = { intents: new IntentsService(db), faqs: new FaqsService(db) };
  const query = new QueryService(db, training);
  const filter = (granularity: 'hour' | 'day') => reportFilterSchema.parse({ startDate: daysAgo(29), endDate: daysAgo(0), granularity, timeZone: 'Asia/Kolkata' });
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const south: Scope = { filters: DEMO_BRAND.bifurcationFilters, values: { region: 'south' } };
  return [
    { name: 'baseline', run: () => db.execute(sql`select * from chat_sessions where created_at >= ${since}::timestamptz
      order by created_at desc, session_id desc limit 100`) },
    { name: 'chatSessionsTimeSeries (hour)', run: () => service.chatSessionsTimeSeries(filter('hour'), undefined) },
    { name: 'userEngagementStats', run: () => service.userEngagementStats(filter('day'), undefined) },
    { name: 'retentionCohorts', run: () => service.retentionCohorts(filter('day'), undefined) },
    { name: 'botSuccessMetrics', run: () => service.botSuccessMetrics(filter('day'), undefined) },
    { name: 'liveChatMetrics', run: () => service.liveChatMetrics(filter('day'), undefined) },
    { name: 'ticketMetrics', run: () => tickets.ticketMetrics({ brandId }, filter('day')) },
    { name: 'feedback', run: () => feedback.feedback({ ...filter('day'), votesPage: 1, ratingsPage: 1 }, undefined) },
    { name: 'kpiMetrics', run: () => kpi.kpiMetrics(filter('day'), undefined) },
    { name: 'genAiMetrics', run: () => genAi.genAiMetrics(filter('day'), brandId, undefined) },
    // Reads the term buckets (migration 0031) at a threshold on their 0.01 grid, after folding the marked conversations.
    { name: 'modelAccuracy', run: () => accuracy.modelAccuracy(accuracyFilterSchema.parse({ ...filter('day') }), { brandId, threshold: 0.5, scope: undefined }) },
    { name: 'fracture', run: () => fracture.fracture(filter('day'), undefined) },
    { name: 'sessionFlow', run: () => sessionFlow.sessionFlow({ ...filter('day'), steps: 4, perStep: 5 }, undefined) },
    { name: 'eventMetrics (hour)', run: () => events.eventMetrics(brandId, filter('hour'), undefined) },
    { name: 'conversionFunnel', run: () => events.conversionFunnel(brandId, { ...filter('day'), steps }, undefined) },
    // As the route answers: the clusters computed once per version of their input (the warm-up runs computed them).
    { name: 'query', run: () => query.query(filter('day'), undefined) },
    // The same with nothing cached: what the first member to open the range (or the first after a new unanswered
    // message) waits for.
    { name: 'query (clusters not cached)', run: () => new QueryService(db, training).query(filter('day'), undefined) },
    // Of the query report, the word cloud alone (term buckets); the rest is the clusters' input and clustering.
    { name: 'query: word cloud', run: () => topWords(db, filter('day'), undefined, QUERY_WORD_LIMIT) },
    // What the two reports above run before they read: the fold of the conversations marked since (none here).
    { name: 'termFold (nothing marked)', run: () => foldTermBuckets(db) },
    // A member scoped to one region of three (the buckets' values key, the facts' values).
    { name: 'chatSessionsTimeSeries (hour, scoped)', run: () => service.chatSessionsTimeSeries(filter('hour'), south) },
    { name: 'userEngagementStats (scoped)', run: () => service.userEngagementStats(filter('day'), south) },
    { name: 'liveChatMetrics (scoped)', run: () => service.liveChatMetrics(filter('day'), south) },
    { name: 'genAiMetrics (scoped)', run: () => genAi.genAiMetrics(filter('day'), brandId, south) },
    { name: 'eventMetrics (hour, scoped)', run: () => events.eventMetrics(brandId, filter('hour'), south) },
  ];
}

try {
  await handle.migrate();
  await seedDemoBrand(handle.db);
  const db = handle.db;
  const agents = rowsOf<{ id: string }>(await db.execute(sql`select id from users order by email`)).map((row) => row.id);
  const groups = rowsOf<{ id: string }>(await db.execute(sql`select id from groups order by name`)).map((row) => row.id);
  const brandId = rowsOf<{ id: string }>(await db.execute(sql`select id from brands limit 1`))[0]!.id;
  const steps = rowsOf<{ id: string }>(await db.execute(sql`select event_id::text as id from bot_events order by name`)).map((row) => row.id);
  const tenth = Math.floor(SESSIONS / 10);
  let started = performance.now();
  await load(db, 1, tenth, agents, groups, brandId);
  const tenthLoad = (performance.now() - started) / 1000;
  const atTenth = await timeCases(cases(db, brandId, steps));
  started = performance.now();
  await load(db, tenth + 1, SESSIONS, agents, groups, brandId);
  const fullLoad = (performance.now() - started) / 1000;
  const atFull = await timeCases(cases(db, brandId, steps));
  const counts = rowsOf<{ sessions: number; messages: number; buckets: number }>(await db.execute(sql`select (select count(*)::int from chat_sessions) as sessions,
    (select count(*)::int from chat_messages) as messages, (select count(*)::int from analytics_buckets) as buckets`))[0];
  process.stdout.write(`${JSON.stringify({ target: handle.kind, ...counts, loadSeconds: tenthLoad + fullLoad, runs: RUNS, atTenth, atFull })}\n`);
} finally {
  await handle.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
