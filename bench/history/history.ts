// Chat history (issue #5): POST /admin/v1/chatLogs/filtersQuery's query (the repository function
// findChatLogs) with BENCH_HISTORY_SESSIONS chats (default 100,000) × BENCH_HISTORY_MESSAGES messages
// (default 20: 2,000,000), p50/p99 over BENCH_HISTORY_RUNS runs (default 200) of several filter sets,
// against a plain indexed select of one page of chat_sessions timed in the same run, alternating.
// Runs on PGlite, and on PostgreSQL as well when BENCH_DATABASE_URL or DATABASE_URL is set (in a
// fresh database, dropped afterwards). The worker runs in its own process with the server's tsconfig.
import { loadavg } from 'node:os';
import { createTempDatabase } from '../realtime/postgres';
import { printRows, type Row } from '../support/report';
import { runServerWorker } from '../support/server-worker';

const GOAL_RATIO = 3;
const WORKER = 'apps/server/src/modules/history/filters-query.bench-worker.ts';

interface WorkerResult {
  target: string;
  sessions: number;
  messages: number;
  loadSeconds: number;
  runs: number;
  results: Record<string, { p50: number; p99: number }>;
}

const runWorker = (target: string): Promise<WorkerResult> => runServerWorker<WorkerResult>(WORKER, target);

function report(result: WorkerResult, busy: string): boolean {
  const { baseline, ...queries } = result.results;
  if (!baseline) throw new Error('The worker measured no baseline');
  const rows: Row[] = Object.entries(queries).flatMap(([name, figures]) => [
    { name: `${name}: p50`, value: figures.p50, baseline: baseline.p50, unit: 'ms' },
    // The goal is set on the default filters (what /history opens with); the others are shown beside it.
    { name: `${name}: p99`, value: figures.p99, baseline: baseline.p99, unit: 'ms', ...(name.startsWith('default') ? { goal: { ratio: GOAL_RATIO } } : {}) },
  ]);
  return printRows(
    `history filtersQuery on ${result.target}: ${result.sessions.toLocaleString('en')} sessions, ${result.messages.toLocaleString('en')} messages `
      + `(generated in ${result.loadSeconds.toFixed(0)} s), ${result.runs} runs each; baseline: one indexed page of chat_sessions; load average ${busy}`,
    rows,
  );
}

export async function run(): Promise<boolean> {
  let met = report(await runWorker('pglite'), loadavg()[0]!.toFixed(1));
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (!postgresUrl) {
    console.log('history: PostgreSQL leg skipped (set BENCH_DATABASE_URL or DATABASE_URL).');
    return met;
  }
  const temp = await createTempDatabase(postgresUrl);
  try {
    met = report(await runWorker(temp.url), loadavg()[0]!.toFixed(1)) && met;
  } finally {
    await temp.drop();
  }
  return met;
}
