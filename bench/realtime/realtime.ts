// Realtime (issue #3): BENCH_CUSTOMERS customer sockets (default 2,000) each send BENCH_MESSAGES messages
// (default 5) through the product server to a staff socket, against a bare socket.io relay (its own
// process: no auth, no persistence) measured in the same run. What is timed: send → the supervisor's
// socket receives `userMessage` (the server publishes it to the `supervisors` room for every chat,
// bot-handled ones included; the customers' chats stay with the demo bot, which also answers every
// message), and send → the customer's ack (the product acks after the group-committed transaction).
// Phases per target: connect (batches of 100, websocket only), warm-up (1 message each), paced (open
// loop at BENCH_RATE messages/s in all: the latency figures) and burst (each customer sends its next
// message on the ack: the persisted messages/s). Runs on PGlite, and on PostgreSQL as well when
// BENCH_DATABASE_URL or DATABASE_URL is set (in a fresh database, dropped afterwards). BENCH_CPU_PROF=<dir>
// writes a V8 CPU profile of each product server there (BENCH_HEAP_PROF=<dir> an allocation profile); BENCH_GC_STATS=1 prints each server's GC pauses.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, repoRoot, startServer } from '@switchboard/e2e/support/server';
import { printRows } from '../support/report';
import { Load } from './load';
import { createTempDatabase } from './postgres';
import { childCpuSeconds, killChildren } from './processes';
import { printPhases, type PhaseResult } from './stats';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const CUSTOMERS = num('BENCH_CUSTOMERS', 2_000);
const MESSAGES = num('BENCH_MESSAGES', 5);
const RATE = num('BENCH_RATE', 1_000);
const BATCH = 100;
const PHASE_TIMEOUT_MS = num('BENCH_PHASE_TIMEOUT_S', 25) * 1000;
/** After a phase that ran out of time, wait at most this long for its backlog before the next phase. */
const SETTLE_MS = num('BENCH_SETTLE_S', 15) * 1000;
const WATCHDOG_MS = num('BENCH_REALTIME_MAX_S', 420) * 1000;
const THROUGHPUT_GOAL = 2_000;
/** A folder for a V8 CPU profile of each product server (written when it stops), to see where its time goes. */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF;
/** A folder for a sampled allocation profile of each product server (short-lived objects included). */
const HEAP_PROFILE_DIR = process.env.BENCH_HEAP_PROF;
/** Print each product server's garbage-collection pauses when it stops (what the delivery p99 is made of). */
const GC_STATS = !!process.env.BENCH_GC_STATS;
const STAFF = { email: 'supervisor@demo.brand', password: 'Demo@12345' };

interface TargetResult { label: string; connectSeconds: number; warmup: PhaseResult; paced: PhaseResult; burst: PhaseResult }

const totalCpu = () => [...childCpuSeconds().values()].reduce((sum, seconds) => sum + seconds, 0);

async function measure(label: string, url: string, token?: string): Promise<TargetResult> {
  const busy = loadavg()[0]!.toFixed(1); // other work on the machine skews every figure: shown with them
  const load = new Load(url, token, { customers: CUSTOMERS, batch: BATCH, phaseTimeoutMs: PHASE_TIMEOUT_MS, targetCpuSeconds: totalCpu });
  try {
    const connectSeconds = await load.connect(CUSTOMERS * (1 + 2 * MESSAGES));
    const settle = async () => {
      const left = await load.settle(SETTLE_MS);
      if (left > 0) console.log(`${label}: ${left} messages still unacked ${SETTLE_MS / 1000} s after a phase; the next phase starts anyway.`);
    };
    const warmup = await load.closed('warm-up (1 each, closed loop)', 1);
    await settle();
    const paced = await load.paced(`paced (${RATE}/s, open loop)`, MESSAGES, RATE);
    await settle();
    const burst = await load.closed(`burst (${MESSAGES} each, closed loop)`, MESSAGES);
    const result = { label, connectSeconds, warmup, paced, burst };
    printPhases(`${label}: ${CUSTOMERS} customers connected in ${connectSeconds.toFixed(1)} s (1-min load average before: ${busy})`, [warmup, paced, burst]);
    return result;
  } finally {
    load.close();
  }
}

async function startRelay(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'bench/realtime/bare-relay.ts')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`The relay exited with code ${code}`)));
  });
  const stop = () => new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
  return { url: `http://127.0.0.1:${port}`, stop };
}

async function measureServer(label: string, env: Record<string, string>): Promise<TargetResult> {
  const preloads = [
    ...(CPU_PROFILE_DIR ? ['cpu-profile.mjs'] : []),
    ...(GC_STATS ? ['gc-stats.mjs'] : []),
    ...(HEAP_PROFILE_DIR ? ['heap-profile.mjs'] : []),
  ].map((file) => `--import ${pathToFileURL(join(repoRoot, 'bench/realtime', file)).href}`);
  const profile: Record<string, string> = preloads.length > 0 ? { NODE_OPTIONS: [process.env.NODE_OPTIONS ?? '', ...preloads].join(' ').trim() } : {};
  const server = await startServer({ ...env, ...profile });
  try {
    const login = await fetch(`${server.url}/users/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(STAFF),
    });
    if (!login.ok) throw new Error(`Sign-in as ${STAFF.email} failed: ${login.status}`);
    const { data } = (await login.json()) as { data: { token: string } };
    return await measure(label, server.url, data.token);
  } finally {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

function rows(product: TargetResult, relay: TargetResult) {
  const lost = (r: PhaseResult) => CUSTOMERS * MESSAGES - r.delivered;
  if (lost(product.paced) + lost(product.burst) + product.paced.failed + product.burst.failed > 0) {
    console.log(`\n${product.label}: NOT every message was acked and delivered (see the phases above).`);
  }
  const bound = (r: PhaseResult) => (lost(r) > 0 ? ' (lower bound)' : '');
  const complete = [product.paced, product.burst, relay.paced, relay.burst].every((r) => r.failed === 0 && lost(r) === 0);
  const met = printRows(`${product.label} vs bare socket.io relay: ${CUSTOMERS} customers × ${MESSAGES} messages`, [
    { name: `delivery p50 at ${RATE} msg/s${bound(product.paced)}`, value: product.paced.p50, baseline: relay.paced.p50, unit: 'ms' },
    { name: `delivery p99 at ${RATE} msg/s${bound(product.paced)}`, value: product.paced.p99, baseline: relay.paced.p99, unit: 'ms', goal: { ratio: 2 } },
    { name: `delivery p99, burst${bound(product.burst)}`, value: product.burst.p99, baseline: relay.burst.p99, unit: 'ms' },
    { name: 'acks/s, burst (product / relay)', value: product.burst.ackRate, baseline: relay.burst.ackRate, unit: 'msg/s' },
    {
      name: `persisted msg/s vs the ${THROUGHPUT_GOAL}/s goal`, value: product.burst.ackRate, baseline: THROUGHPUT_GOAL, unit: 'msg/s',
      goal: { ratio: 1, higherIsBetter: true },
    },
  ]);
  return met && complete;
}

export async function run(): Promise<boolean> {
  const watchdog = setTimeout(() => {
    console.error(`realtime: still running after ${WATCHDOG_MS / 1000} s; stopping the servers and giving up.`);
    killChildren();
    process.exit(1);
  }, WATCHDOG_MS).unref();
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  try {
    const relayProcess = await startRelay();
    let relay: TargetResult;
    try {
      relay = await measure('bare socket.io relay', relayProcess.url);
    } finally {
      await relayProcess.stop();
    }
    let met = rows(await measureServer('product server on PGlite', {}), relay);
    if (postgresUrl) {
      const database = await createTempDatabase(postgresUrl);
      try {
        met = rows(await measureServer(`product server on PostgreSQL (${database.name})`, { DATABASE_URL: database.url }), relay) && met;
      } finally {
        await database.drop();
      }
    }
    return met;
  } finally {
    clearTimeout(watchdog);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  run().then((met) => process.exit(met ? 0 : 1), (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
