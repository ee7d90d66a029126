// What the term rollups of the accuracy and query reports (issue 24, migration 0031) cost the live path: the median of
// one customer message inserted into a conversation of 10 and of 400 messages, with the terms' insert trigger on and
// off (every other trigger on), in the same run, alternating. The goal is O(1) per message: with the trigger on, an
// insert at 400 messages costs no more than 1.5× one at 10 (the first version rebuilt the conversation's terms on every
// insert: 32 ms at 10, 158 ms at 400 on PGlite). Also a vote (it only marks its conversation) and the fold that
// rebuilds one marked conversation (TermFolder's job, and a report before it reads). BENCH_TERM_RUNS (default 40)
// inserts per case; PostgreSQL runs too when BENCH_DATABASE_URL or DATABASE_URL is set (a fresh database, dropped afterwards).
import { loadavg } from 'node:os';
import { createTempDatabase } from '../realtime/postgres';
import { printRows, type Row } from '../support/report';
import { runServerWorker } from '../support/server-worker';

const GROWTH_GOAL = 1.5;
const WORKER = 'apps/server/src/modules/analytics/term-writes.bench-worker.ts';

interface WorkerResult { target: string; runs: number; medians: Record<string, number> }

const runWorker = (target: string): Promise<WorkerResult> => runServerWorker<WorkerResult>(WORKER, target);

function report({ target, runs, medians: m }: WorkerResult): boolean {
  const rows: Row[] = [
    { name: 'insert at 10 messages: terms on vs off', value: m['insert at 10, terms on']!, baseline: m['insert at 10, terms off']!, unit: 'ms' },
    { name: 'insert at 400 messages: terms on vs off', value: m['insert at 400, terms on']!, baseline: m['insert at 400, terms off']!, unit: 'ms' },
    { name: 'insert, terms on: at 400 vs at 10 messages', value: m['insert at 400, terms on']!, baseline: m['insert at 10, terms on']!, unit: 'ms', goal: { ratio: GROWTH_GOAL } },
    { name: 'vote at 400 messages: terms on vs off', value: m['vote at 400, terms on']!, baseline: m['vote at 400, terms off']!, unit: 'ms' },
    { name: 'fold of one marked conversation: at 400 vs at 10 messages (job, not live)', value: m['fold of one conversation at 400']!, baseline: m['fold of one conversation at 10']!, unit: 'ms' },
  ];
  return printRows(`term rollups' writes on ${target}: medians of ${runs} each; load average ${loadavg()[0]!.toFixed(1)}`, rows);
}

export async function run(): Promise<boolean> {
  let met = report(await runWorker('pglite'));
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (!postgresUrl) {
    console.log('term-writes: PostgreSQL leg skipped (set BENCH_DATABASE_URL or DATABASE_URL).');
    return met;
  }
  const temp = await createTempDatabase(postgresUrl);
  try {
    met = report(await runWorker(temp.url)) && met;
  } finally {
    await temp.drop();
  }
  return met;
}
