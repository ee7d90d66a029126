// WhatsApp broadcasts (issue 25): BENCH_WA_RECIPIENTS recipients (default 100,000) sent by the server's own
// broadcast runner to the Graph API double at BENCH_WA_PER_SECOND (default 1,000) messages per second. The double
// runs in a process of its own (its receipt times are not the server's event loop's) and posts each message's
// `sent` status webhook back, as Meta does. Figures: the rate reached against the limit, the most messages the
// double received in any one second, duplicates, the server's RSS before and after, and the p95 of a staff call
// (a broadcast's progress) while the broadcast runs against the same call idle, in the same run.
// On PGlite, and on PostgreSQL as well when BENCH_DATABASE_URL or DATABASE_URL is set (a fresh database).
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { repoRoot } from '@switchboard/e2e/support/server';
import { createTempDatabase } from '../realtime/postgres';
import { printRows } from '../support/report';

const DIR = 'apps/server/src/modules/whatsapp/broadcasts';

interface ServerResult {
  target: string; recipients: number; perSecond: number; insertSeconds: number; seconds: number; sentCount: number;
  idleP95: number; duringP95: number; duringCalls: number; rssStart: number; rssPeak: number; rssEnd: number;
}
interface DoubleResult { received: number; duplicates: number; refused: number; first: number; last: number; maxInWindow: number; statusAnswers: number; statusCodes: number[] }

function start(script: string, args: string[]): { child: ChildProcess; lines: AsyncIterator<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', join(DIR, script), ...args], {
    cwd: repoRoot, stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, TSX_TSCONFIG_PATH: join(repoRoot, 'apps/server/tsconfig.json') },
  });
  return { child, lines: createInterface({ input: child.stdout! })[Symbol.asyncIterator]() };
}

async function jsonLine<T>(lines: AsyncIterator<string>, what: string): Promise<T> {
  for (;;) {
    const next = await lines.next();
    if (next.done) throw new Error(`${what} ended without its figures`);
    if (next.value.startsWith('{')) return JSON.parse(next.value) as T;
  }
}

async function runOnce(target: string): Promise<boolean> {
  const double = start('broadcasts.bench-double.ts', []);
  const { graphUrl } = await jsonLine<{ graphUrl: string }>(double.lines, 'the double');
  const server = start('broadcasts.bench-worker.ts', [target, graphUrl]);
  try {
    const { webhookUrl } = await jsonLine<{ webhookUrl: string }>(server.lines, 'the server');
    double.child.stdin!.write(`webhook ${webhookUrl}\n`);
    server.child.stdin!.write('go\n');
    const result = await jsonLine<ServerResult>(server.lines, 'the server');
    double.child.stdin!.write('report\n');
    const received = await jsonLine<DoubleResult>(double.lines, 'the double');
    const rate = (received.received - 1) / ((received.last - received.first) / 1000);
    const mb = (bytes: number) => bytes / 1024 / 1024;
    return printRows(
      `WhatsApp broadcast on ${result.target}: ${result.recipients.toLocaleString('en')} recipients at ${result.perSecond}/s `
        + `(inserted in ${result.insertSeconds.toFixed(1)} s, sent in ${result.seconds.toFixed(1)} s; ${received.received} received, `
        + `${received.refused} refused, ${received.statusAnswers} status webhooks not answered 200 (answers: ${received.statusCodes.join(", ")}); ${result.duringCalls} staff calls during)`,
      [
        { name: 'rate reached (double receipts) / limit', value: rate, baseline: result.perSecond, unit: 'msg/s', goal: { ratio: 0.95, higherIsBetter: true } },
        { name: 'most received in any one second / limit', value: received.maxInWindow, baseline: result.perSecond, unit: 'msg', goal: { ratio: 1 } },
        { name: 'recipients sent more than once', value: received.duplicates, baseline: 1, unit: '', goal: { absolute: 0 } },
        { name: 'recipients received / recipients', value: received.received, baseline: result.recipients, unit: '', goal: { ratio: 1, higherIsBetter: true } },
        { name: 'server RSS after / before', value: mb(result.rssEnd), baseline: mb(result.rssStart), unit: 'MB', goal: { ratio: 1.5 } },
        { name: 'server RSS peak / before', value: mb(result.rssPeak), baseline: mb(result.rssStart), unit: 'MB' },
        { name: 'staff call p95 during / idle', value: result.duringP95, baseline: result.idleP95, unit: 'ms', goal: { ratio: 2 } },
      ],
    );
  } finally {
    server.child.kill();
    double.child.kill();
  }
}

export async function run(): Promise<boolean> {
  let met = await runOnce('pglite');
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (!postgresUrl) {
    console.log('whatsapp: PostgreSQL leg skipped (set BENCH_DATABASE_URL or DATABASE_URL).');
    return met;
  }
  const temp = await createTempDatabase(postgresUrl);
  try {
    met = (await runOnce(temp.url)) && met;
  } finally {
    await temp.drop();
  }
  return met;
}
