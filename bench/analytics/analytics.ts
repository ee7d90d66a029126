// Analytics reports (issue 24): every conversation report over the last 30 days (AnalyticsService, what the routes
// call) against one indexed 100-row page of chat_sessions timed in the same run, alternating; and each report's p99
// with the whole history against its p99 with a tenth of it (the same density, a tenth of the time): cost should
// follow the range, not the history. Defaults are small (BENCH_ANALYTICS_SESSIONS=20,000 × BENCH_ANALYTICS_MESSAGES=10,
// BENCH_ANALYTICS_RUNS=50); the sizes: 100,000 × 20 on PGlite, 1,000,000 × 10 on PostgreSQL
// (BENCH_ANALYTICS_PG_SESSIONS / BENCH_ANALYTICS_PG_MESSAGES override the PostgreSQL leg). PostgreSQL runs when
// BENCH_DATABASE_URL or DATABASE_URL is set (a fresh database, dropped afterwards). BENCH_ANALYTICS_ONLY=modelAccuracy,query
// times only those reports (and the baseline).
import { loadavg } from 'node:os';
import { createTempDatabase } from '../realtime/postgres';
import { printRows, type Row } from '../support/report';
import { runServerWorker } from '../support/server-worker';

const BASELINE_GOAL = 10;
const GROWTH_GOAL = 1.5;
const WORKER = 'apps/server/src/modules/analytics/analytics.bench-worker.ts';

/** p50: the typical run, next to the p99 the goals read (on a shared machine the p99 of 50 runs is its worst pause). */
type Figures = Record<string, { p99: number; p50?: number }>;
interface WorkerResult { target: string; sessions: number; messages: number; buckets: number; loadSeconds: number; runs: number; atTenth: Figures; atFull: Figures }

const runWorker = (target: string, env: Record<string, string>): Promise<WorkerResult> => runServerWorker<WorkerResult>(WORKER, target, env);

function report(result: WorkerResult): boolean {
  const { baseline, ...reports } = result.atFull;
  if (!baseline) throw new Error('The worker measured no baseline');
  const rows: Row[] = Object.entries(reports).flatMap(([name, figures]) => [
    { name: `${name}: p99 vs 100-row page`, value: figures.p99, baseline: baseline.p99, unit: 'ms', goal: { ratio: BASELINE_GOAL } },
    { name: `${name}: p99 full vs a tenth`, value: figures.p99, baseline: result.atTenth[name]!.p99, unit: 'ms', goal: { ratio: GROWTH_GOAL } },
    ...(figures.p50 !== undefined && baseline.p50 !== undefined && result.atTenth[name]!.p50 !== undefined ? [
      { name: `${name}: p50 vs 100-row page (p50)`, value: figures.p50, baseline: baseline.p50, unit: 'ms' },
      { name: `${name}: p50 full vs a tenth`, value: figures.p50, baseline: result.atTenth[name]!.p50, unit: 'ms' },
    ] : []),
  ]);
  return printRows(
    `analytics reports on ${result.target}: ${result.sessions.toLocaleString('en')} conversations, ${result.messages.toLocaleString('en')} messages, `
      + `${result.buckets.toLocaleString('en')} buckets (loaded with the triggers on in ${result.loadSeconds.toFixed(0)} s), 30 days, ${result.runs} runs; load average ${loadavg()[0]!.toFixed(1)}`,
    rows,
  );
}

export async function run(): Promise<boolean> {
  let met = report(await runWorker('pglite', {}));
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (!postgresUrl) {
    console.log('analytics: PostgreSQL leg skipped (set BENCH_DATABASE_URL or DATABASE_URL).');
    return met;
  }
  const temp = await createTempDatabase(postgresUrl);
  try {
    const env: Record<string, string> = {};
    if (process.env.BENCH_ANALYTICS_PG_SESSIONS) env.BENCH_ANALYTICS_SESSIONS = process.env.BENCH_ANALYTICS_PG_SESSIONS;
    if (process.env.BENCH_ANALYTICS_PG_MESSAGES) env.BENCH_ANALYTICS_MESSAGES = process.env.BENCH_ANALYTICS_PG_MESSAGES;
    met = report(await runWorker(temp.url, env)) && met;
  } finally {
    await temp.drop();
  }
  return met;
}
