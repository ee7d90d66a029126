// A raw dump report of 1,000,000 messages (issue 27): the server's memory growth while the library's on-demand
// generation builds the XLSX through the report runner, beside the growth while a bare cursor reads the same rows
// in pages of 2,000 and throws them away, each in a fresh server process over the same database (so one's garbage
// is not the other's), and beside a report of a quarter of the rows (streamed, memory does not follow the row count).
// Goal: the report's peak extra resident memory stays under 200 MB.
// PostgreSQL only (a fresh database from BENCH_DATABASE_URL or DATABASE_URL, dropped afterwards); the messages
// are generated with INSERT … SELECT generate_series by the worker, not the app's insert path.
import { loadavg } from 'node:os';
import { benchPostgresUrl, withTempDatabase } from '../realtime/postgres';
import { printRows } from '../support/report';
import { runServerWorker } from '../support/server-worker';

const WORKER = 'apps/server/src/modules/console-reports/raw-dump-memory.bench-worker.ts';
const GOAL_MB = 200;
const MB = 1024 * 1024;

interface Memory { rss: number; heapUsed: number; external: number }
interface Measured { work: string; before: Memory; peak: Memory; samples: number; seconds: number; rows: number; sizeBytes?: number }

const extra = (m: Measured, key: keyof Memory) => (m.peak[key] - m.before[key]) / MB;

export async function run(): Promise<boolean> {
  const postgresUrl = benchPostgresUrl('raw-dump-memory: skipped');
  if (!postgresUrl) return true;
  return withTempDatabase(postgresUrl, async (temp) => {
    const loaded = await runServerWorker<{ messages: number; loadSeconds: number }>(WORKER, 'load', {}, [temp.url]);
    const env = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc`.trim() };
    const cursor = await runServerWorker<Measured>(WORKER, 'measure', env, [temp.url, 'cursor']);
    const report = await runServerWorker<Measured>(WORKER, 'measure', env, [temp.url, 'export']);
    // The messages span 20 days: a 5-day report holds about a quarter of them. Streaming, memory does not follow rows.
    const quarter = await runServerWorker<Measured>(WORKER, 'measure', env, [temp.url, 'export', '5']);
    if (report.rows !== loaded.messages || cursor.rows !== loaded.messages) {
      throw new Error(`Rows: ${loaded.messages} generated, ${report.rows} in the report, ${cursor.rows} read by the cursor`);
    }
    return printRows(
      `Raw dump report of ${loaded.messages.toLocaleString('en')} messages on PostgreSQL (generated in ${loaded.loadSeconds.toFixed(0)} s), `
        + `XLSX of ${((report.sizeBytes ?? 0) / MB).toFixed(0)} MB in ${report.seconds.toFixed(0)} s (cursor: ${cursor.seconds.toFixed(0)} s); `
        + `baseline: the same rows read by a bare cursor and discarded; load average ${loadavg()[0]!.toFixed(1)}`,
      [
        { name: 'peak extra resident memory (report / cursor)', value: extra(report, 'rss'), baseline: extra(cursor, 'rss'), unit: 'MB', goal: { absolute: GOAL_MB } },
        {
          name: `peak extra resident memory (report of ${report.rows.toLocaleString('en')} rows / of ${quarter.rows.toLocaleString('en')} rows)`,
          value: extra(report, 'rss'), baseline: extra(quarter, 'rss'), unit: 'MB',
        },
        { name: 'peak extra JS heap (report / cursor)', value: extra(report, 'heapUsed'), baseline: extra(cursor, 'heapUsed'), unit: 'MB' },
        { name: 'peak extra buffers (report / cursor)', value: extra(report, 'external'), baseline: extra(cursor, 'external'), unit: 'MB' },
      ],
    );
  });
}
