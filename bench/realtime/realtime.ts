// Realtime (issue #3): BENCH_CUSTOMERS customer sockets (default 2,000) each send BENCH_MESSAGES messages
// (default 5) through the product server to a staff socket, against a bare socket.io relay (its own
// process: no auth, no persistence) measured in the same run. What is timed: send → the staff socket
// receives `userMessage`, and send → the customer's ack (the product acks after the group-committed
// transaction). Two kinds of chat (BENCH_CHATS, default "agent,bot"): "agent" is the scenario,
// customers sending messages to a person — the staff member (a supervisor) takes every chat over from the
// bot before the phases, and is then the chats' agent; "bot" leaves the chats with the demo bot, which
// answers every message (a bot turn and a second group commit per message; the supervisor socket still
// gets every `userMessage` through the `supervisors` room). The goals are judged on the agent chats.
// Phases per target: connect (batches of 100, websocket only), warm-up (1 message each), paced (open
// loop at BENCH_RATE messages/s in all: the latency figures), in BENCH_ROUNDS rounds (default 3) taking turns
// with the relay, which stays connected for the whole run (see compare), and burst (each customer sends its
// next message on the ack: the persisted messages/s). Runs on PGlite, and on PostgreSQL as well when
// BENCH_DATABASE_URL or DATABASE_URL is set (in a fresh database, dropped afterwards). BENCH_CPU_PROF=<dir>
// writes a V8 CPU profile of each product server there (of the first paced round alone with
// BENCH_CPU_PROF_PACED=1; BENCH_HEAP_PROF=<dir> an allocation profile of the paced phase, of what no
// scavenge collected with BENCH_HEAP_PROF_PROMOTED=1);
// BENCH_GC_STATS=1 prints each server's GC pauses.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import { freePort, repoRoot, startServer } from '@switchboard/e2e/support/server';
// eslint-disable-next-line no-restricted-imports -- scripts/ is no package: the server's V8 settings live beside start.mjs
import { V8_FLAGS } from '../../scripts/build-server.mjs';
import { printRows } from '../support/report';
import { Load } from './load';
import { createTempDatabase } from './postgres';
import { childCpuSeconds, killChildren } from './processes';
import { pooled, printPhases, type PhaseResult } from './stats';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const CUSTOMERS = num('BENCH_CUSTOMERS', 2_000);
const MESSAGES = num('BENCH_MESSAGES', 5);
/** Paced rounds per target, the relay's and the product's taking turns (see compare). */
const ROUNDS = num('BENCH_ROUNDS', 3);
const RATE = num('BENCH_RATE', 1_000);
const BATCH = 100;
const PHASE_TIMEOUT_MS = num('BENCH_PHASE_TIMEOUT_S', 25) * 1000;
/** After a phase that ran out of time, wait at most this long for its backlog before the next phase. */
const SETTLE_MS = num('BENCH_SETTLE_S', 15) * 1000;
const WATCHDOG_MS = num('BENCH_REALTIME_MAX_S', 900) * 1000;
type Chats = 'agent' | 'bot';
const CHATS = (process.env.BENCH_CHATS ?? 'agent,bot').split(',').map((kind) => kind.trim()).filter((kind): kind is Chats => kind === 'agent' || kind === 'bot');
const CHAT_LABELS: Record<Chats, string> = { agent: 'agent chats', bot: 'bot chats' };
const THROUGHPUT_GOAL = 2_000;
/** A folder for a V8 CPU profile of each product server (written when it stops), to see where its time goes. */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF;
/** BENCH_CPU_PROF_PACED=1: the CPU profile covers the paced phase only. */
const CPU_PROFILE_PACED = !!CPU_PROFILE_DIR && !!process.env.BENCH_CPU_PROF_PACED;
/** A folder for a sampled allocation profile of each product server (short-lived objects included). */
const HEAP_PROFILE_DIR = process.env.BENCH_HEAP_PROF;
/** Print each product server's garbage-collection pauses when it stops (what the delivery p99 is made of). */
const GC_STATS = !!process.env.BENCH_GC_STATS;
const STAFF = { email: 'supervisor@demo.brand', password: 'Demo@12345' };

interface TargetResult { label: string; connectSeconds: number; warmup: PhaseResult; paced: PhaseResult; rounds: PhaseResult[]; burst: PhaseResult }

const totalCpu = () => [...childCpuSeconds().values()].reduce((sum, seconds) => sum + seconds, 0);

/** Tells a server's heap-profile and GC-stats preloads that a paced phase starts or ends. */
const signalProfiler = (pid: number | undefined) => {
  if ((HEAP_PROFILE_DIR || GC_STATS || CPU_PROFILE_PACED) && pid !== undefined) process.kill(pid, 'SIGUSR2');
};

interface Target { url: string; token?: string; pid?: number; takeOver?: boolean }

/** A target with its customers connected and warmed up, ready for phases. */
interface Connected { label: string; load: Load; pid: number | undefined; connectSeconds: number; warmup: PhaseResult; busy: string }

async function connectTarget(label: string, { url, token, pid, takeOver = false }: Target, messages: number): Promise<Connected> {
  const busy = loadavg()[0]!.toFixed(1); // other work on the machine skews every figure: shown with them
  const load = new Load(url, token, { customers: CUSTOMERS, batch: BATCH, phaseTimeoutMs: PHASE_TIMEOUT_MS, targetCpuSeconds: totalCpu });
  try {
    const connectSeconds = await load.connect(messages);
    if (takeOver) await load.takeOverChats();
    const target: Connected = { label, load, pid, connectSeconds, warmup: await load.closed('warm-up (1 each, closed loop)', 1), busy };
    await settle(target);
    return target;
  } catch (error) {
    load.close();
    throw error;
  }
}

async function settle({ label, load }: Connected): Promise<void> {
  const left = await load.settle(SETTLE_MS);
  if (left > 0) console.log(`${label}: ${left} messages still unacked ${SETTLE_MS / 1000} s after a phase; the next phase starts anyway.`);
}

async function pacedPhase(target: Connected, round: number): Promise<PhaseResult> {
  signalProfiler(target.pid);
  const result = await target.load.paced(`paced (${RATE}/s, open loop), round ${round}`, MESSAGES, RATE);
  signalProfiler(target.pid);
  await settle(target);
  return result;
}

async function burstPhase(target: Connected): Promise<PhaseResult> {
  const result = await target.load.closed(`burst (${MESSAGES} each, closed loop)`, MESSAGES);
  await settle(target);
  return result;
}

/**
 * The paced phase in ROUNDS rounds, the relay's and the product's taking turns (who goes first alternates),
 * then a burst each. The machine's speed drifts over minutes (other work on a shared host): measured side
 * by side, both targets see the same drift, and each one's p99 is taken over all its rounds' deliveries.
 */
async function compare(relay: Connected, product: Connected): Promise<{ relay: TargetResult; product: TargetResult }> {
  const rounds = new Map<Connected, PhaseResult[]>([[relay, []], [product, []]]);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const target of round % 2 === 1 ? [relay, product] : [product, relay]) rounds.get(target)!.push(await pacedPhase(target, round));
  }
  const bursts = new Map<Connected, PhaseResult>();
  for (const target of [relay, product]) bursts.set(target, await burstPhase(target));
  const result = (target: Connected): TargetResult => {
    const paced = pooled(`paced, ${ROUNDS} rounds together`, rounds.get(target)!);
    const phases = [target.warmup, ...(ROUNDS > 1 ? rounds.get(target)! : []), paced, bursts.get(target)!];
    printPhases(`${target.label}: ${CUSTOMERS} customers connected in ${target.connectSeconds.toFixed(1)} s (1-min load average before: ${target.busy})`, phases);
    return { label: target.label, connectSeconds: target.connectSeconds, warmup: target.warmup, paced, rounds: rounds.get(target)!, burst: bursts.get(target)! };
  };
  return { relay: result(relay), product: result(product) };
}

const preload = (file: string) => `--import ${pathToFileURL(join(repoRoot, 'bench/realtime', file)).href}`;

/** The relay compiled to JavaScript and run by plain Node, as the product's server bundle is (in the repository: its packages resolve). */
function buildRelay(): string {
  const outfile = join(repoRoot, 'bench/.results/bare-relay.mjs');
  buildSync({ entryPoints: [join(repoRoot, 'bench/realtime/bare-relay.ts')], outfile, bundle: true, packages: 'external', platform: 'node', format: 'esm', logLevel: 'warning' });
  return outfile;
}

export async function startRelay(): Promise<{ url: string; pid: number | undefined; stop: () => Promise<void> }> {
  const port = await freePort();
  // The relay's pauses beside the product's: same preload, same phase signals.
  const options = GC_STATS ? { NODE_OPTIONS: [process.env.NODE_OPTIONS ?? '', preload('gc-stats.mjs')].join(' ').trim() } : {};
  // The product server's V8 settings too: the two differ in what they run, not in how Node runs them.
  const child = spawn(process.execPath, [...V8_FLAGS, buildRelay()], {
    env: { ...process.env, ...options, PORT: String(port) },
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
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop };
}

/**
 * Every simulated customer connects from 127.0.0.1: the widget's per-address limits (issue 20: 30 connections and 120
 * messages a minute, 60 new chats an hour) would refuse all but the first few, and the run waited for them for ever.
 * Raised for the load, as a brand behind one corporate proxy would; the per-customer limit is raised to the run's pace.
 */
const ONE_ADDRESS_LIMITS: Record<string, string> = {
  WEBCHAT_ADDRESS_CONNECTIONS_PER_MINUTE: String(CUSTOMERS * 10),
  WEBCHAT_ADDRESS_MESSAGES_PER_MINUTE: String(CUSTOMERS * MESSAGES * (ROUNDS + 1) * 10),
  WEBCHAT_ADDRESS_NEW_CHATS_PER_HOUR: String(CUSTOMERS * 10),
  WEBCHAT_MESSAGES_PER_MINUTE: String(MESSAGES * (ROUNDS + 1) * 10),
};

async function measureServer(label: string, env: Record<string, string>, chats: Chats, relay: Connected): Promise<boolean> {
  const preloads = [
    ...(CPU_PROFILE_DIR ? ['cpu-profile.mjs'] : []),
    ...(GC_STATS ? ['gc-stats.mjs'] : []),
    ...(HEAP_PROFILE_DIR ? ['heap-profile.mjs'] : []),
  ].map(preload);
  const profile: Record<string, string> = preloads.length > 0 ? { NODE_OPTIONS: [process.env.NODE_OPTIONS ?? '', ...preloads].join(' ').trim() } : {};
  const server = await startServer({ ...env, ...profile });
  let product: Connected | undefined;
  try {
    const login = await fetch(`${server.url}/users/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(STAFF),
    });
    if (!login.ok) throw new Error(`Sign-in as ${STAFF.email} failed: ${login.status}`);
    const { data } = (await login.json()) as { data: { token: string } };
    product = await connectTarget(label, { url: server.url, token: data.token, pid: server.pid, takeOver: chats === 'agent' }, CUSTOMERS * (1 + (ROUNDS + 1) * MESSAGES));
    const results = await compare(relay, product);
    return rows(results.product, results.relay, chats === 'agent');
  } finally {
    product?.load.close();
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

/** The comparison table; `judged`: the goals apply (the agent chats of the scenario). */
function rows(product: TargetResult, relay: TargetResult, judged: boolean) {
  // Messages a phase (the paced ones: all rounds together) should have delivered and did not.
  const lost = (r: PhaseResult, rounds = 1) => CUSTOMERS * MESSAGES * rounds - r.delivered;
  const incomplete = (r: PhaseResult, rounds = 1) => r.failed > 0 || lost(r, rounds) > 0;
  if (incomplete(product.paced, ROUNDS) || incomplete(product.burst)) {
    console.log(`\n${product.label}: NOT every message was acked and delivered (see the phases above).`);
  }
  const bound = (r: PhaseResult, rounds = 1) => (lost(r, rounds) > 0 ? ' (lower bound)' : '');
  if (ROUNDS > 1) {
    const ratios = product.rounds.map((r, i) => (r.p99 / relay.rounds[i]!.p99).toFixed(2));
    console.log(`\n${product.label}: delivery p99 ratio round by round ${ratios.join(', ')}× (the table's ratio: all rounds' deliveries together)`);
  }
  const complete = ![product.paced, relay.paced].some((r) => incomplete(r, ROUNDS)) && ![product.burst, relay.burst].some((r) => incomplete(r));
  const met = printRows(`${product.label} vs bare socket.io relay: ${CUSTOMERS} customers × ${MESSAGES} messages`, [
    { name: `delivery p50 at ${RATE} msg/s, ${ROUNDS} rounds${bound(product.paced, ROUNDS)}`, value: product.paced.p50, baseline: relay.paced.p50, unit: 'ms' },
    { name: `delivery p99 at ${RATE} msg/s, ${ROUNDS} rounds${bound(product.paced, ROUNDS)}`, value: product.paced.p99, baseline: relay.paced.p99, unit: 'ms', ...(judged ? { goal: { ratio: 2 } } : {}) },
    { name: `delivery p99, burst${bound(product.burst)}`, value: product.burst.p99, baseline: relay.burst.p99, unit: 'ms' },
    { name: 'acks/s, burst (product / relay)', value: product.burst.ackRate, baseline: relay.burst.ackRate, unit: 'msg/s' },
    {
      name: `persisted msg/s vs the ${THROUGHPUT_GOAL}/s goal`, value: product.burst.ackRate, baseline: THROUGHPUT_GOAL, unit: 'msg/s',
      ...(judged ? { goal: { ratio: 1, higherIsBetter: true } } : {}),
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
  const products = CHATS.length * (postgresUrl ? 2 : 1);
  const relayProcess = await startRelay();
  let relay: Connected | undefined;
  try {
    const connected = await connectTarget('bare socket.io relay', { url: relayProcess.url, pid: GC_STATS ? relayProcess.pid : undefined },
      CUSTOMERS * (1 + products * (ROUNDS + 1) * MESSAGES));
    relay = connected;
    let met = true;
    const measureAll = async (database: string, env: Record<string, string>) => {
      for (const chats of CHATS) {
        met = (await measureServer(`product server on ${database}, ${CHAT_LABELS[chats]}`, { ...env, ...ONE_ADDRESS_LIMITS }, chats, connected)) && met;
      }
    };
    await measureAll('PGlite', {});
    if (postgresUrl) {
      const database = await createTempDatabase(postgresUrl);
      try {
        await measureAll(`PostgreSQL (${database.name})`, { DATABASE_URL: database.url });
      } finally {
        await database.drop();
      }
    }
    return met;
  } finally {
    relay?.load.close();
    await relayProcess.stop();
    clearTimeout(watchdog);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  run().then((met) => process.exit(met ? 0 : 1), (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
