// Automated testing (issue 26): a test run of BENCH_TESTING_CASES cases (default 1,000) of 5 turns each against the
// demo bot's draft, from startTestRun to its end (queue, runner, checks, batched result writes, progress events),
// beside the raw rate of the same turns through the bot runtime alone (BotSandbox.converse with the same doubles,
// nothing checked or stored), measured in the same process before and after the run. Goals: the run reaches at
// least 0.8 of the raw rate (the machinery adds at most a quarter) and the whole suite takes under 30 s.
// On PGlite, and on PostgreSQL as well when BENCH_DATABASE_URL or DATABASE_URL is set (a fresh database).
import { loadavg } from 'node:os';
import { benchPostgresUrl, withTempDatabase } from '../realtime/postgres';
import { printRows } from '../support/report';
import { runServerWorker } from '../support/server-worker';

const WORKER = 'apps/server/src/modules/automated-testing/test-runs.bench-worker.ts';
const RATIO_GOAL = 0.8;
const WALL_GOAL_SECONDS = 30;

interface WorkerResult {
  target: string; cases: number; turns: number; rawBefore: number; rawAfter: number;
  runSeconds: number; runCasesPerSecond: number; runDurationMs: number | null; state: string; passed: number; failed: number;
  /** Time inside the cases (runtime and checks), summed; from the start call until the runner took the run. */
  inCasesMs: number | null; queuedMs: number | null;
}

function report(result: WorkerResult, load: string): boolean {
  const rawRate = (result.rawBefore + result.rawAfter) / 2;
  return printRows(
    `Automated testing on ${result.target}: a run of ${result.cases.toLocaleString('en')} cases × 5 turns against the draft `
      + `(${result.state}: ${result.passed} passed, ${result.failed} failed; queued ${((result.queuedMs ?? 0) / 1000).toFixed(2)} s, then ran `
      + `${((result.runDurationMs ?? 0) / 1000).toFixed(2)} s of which ${((result.inCasesMs ?? 0) / 1000).toFixed(2)} s inside the cases, the rest reading and writing results); `
      + `raw rate before ${result.rawBefore.toFixed(0)}, after ${result.rawAfter.toFixed(0)} cases/s; load average ${load}`,
    [
      { name: 'test run cases/s / raw runtime cases/s', value: result.runCasesPerSecond, baseline: rawRate, unit: 'cases/s', goal: { ratio: RATIO_GOAL, higherIsBetter: true } },
      { name: 'test run turns/s / raw runtime turns/s', value: result.runCasesPerSecond * 5, baseline: rawRate * 5, unit: 'turns/s' },
      { name: 'run wall time (start to end) / raw time of the same turns', value: result.runSeconds, baseline: result.cases / rawRate, unit: 's', goal: { absolute: WALL_GOAL_SECONDS } },
    ],
  );
}

export async function run(): Promise<boolean> {
  const met = report(await runServerWorker<WorkerResult>(WORKER, 'pglite'), loadavg()[0]!.toFixed(1));
  const postgresUrl = benchPostgresUrl('testing: PostgreSQL leg skipped');
  if (!postgresUrl) return met;
  return withTempDatabase(postgresUrl, async (temp) => report(await runServerWorker<WorkerResult>(WORKER, temp.url), loadavg()[0]!.toFixed(1)) && met);
}
