// Multi-instance mode (issue 28): the same load as realtime.ts (customers' messages to a person who took their
// chats over) through HAProxy to 1 instance and to 2 instances on one PostgreSQL and one Redis (cluster.ts of the
// server: the deployment of docs/operations.md), beside the bare socket.io relay, same run. Figures: persisted
// messages/s in a burst (goal: 2 instances ≥ 1.0× 1 instance on this machine: scaling out must not cost
// throughput), delivery p99 at a paced rate vs the relay (goal ≤ 3×), and each instance's CPU, so the scaling on more
// cores can be projected. `soak` (bench/run-all.ts soak --minutes N): 2 instances at BENCH_SOAK_RATE messages/s
// (default 500) for N minutes, memory and p99 per minute, and the memory's slope (goal: flat). Needs PostgreSQL
// (BENCH_DATABASE_URL or DATABASE_URL), haproxy and redis-server (scripts/ensure-packages.sh installs them).
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { printRows } from '../support/report';
import { startServerWorker } from '../support/server-worker';
import { Load } from './load';
import { cpuSecondsOf } from './processes';
import { benchPostgresUrl } from './postgres';
import { startRelay } from './realtime';
import { printPhases, type PhaseResult } from './stats';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const CUSTOMERS = num('BENCH_CLUSTER_CUSTOMERS', 1_000);
const MESSAGES = num('BENCH_CLUSTER_MESSAGES', 5);
const RATE = num('BENCH_CLUSTER_RATE', 500);
const SOAK_RATE = num('BENCH_SOAK_RATE', 500);
const WORKER = 'apps/server/src/cluster/cluster.bench-worker.ts';
const STAFF = { email: 'supervisor@demo.brand', password: 'Demo@12345' };
const PHASE_TIMEOUT_MS = 60_000;
/** Memory growth per minute still called flat (a heap settling after warm-up is not a leak). */
const FLAT_MB_PER_MINUTE = 1;

/** Every simulated customer comes from 127.0.0.1: the per-address limits raised as for a brand behind one proxy. */
const limits = (messagesPerCustomer: number): Record<string, string> => ({
  WEBCHAT_ADDRESS_CONNECTIONS_PER_MINUTE: String(CUSTOMERS * 10),
  WEBCHAT_ADDRESS_MESSAGES_PER_MINUTE: String(10_000_000),
  WEBCHAT_ADDRESS_NEW_CHATS_PER_HOUR: String(CUSTOMERS * 10),
  WEBCHAT_MESSAGES_PER_MINUTE: String(Math.max(60, messagesPerCustomer * 10)),
  LOG_LEVEL: 'warn',
});

/** /proc/<pid>/status: resident MB. */
function residentMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

interface Deployment { url: string; pids: number[]; stop: () => Promise<void> }

async function deploy(instances: number, env: Record<string, string>): Promise<Deployment> {
  const { result, stop } = await startServerWorker<{ url: string; pids: number[] }>(WORKER, [String(instances), JSON.stringify(env)]);
  return { ...result, stop };
}

async function staffToken(url: string): Promise<string> {
  const login = await fetch(`${url}/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(STAFF) });
  if (!login.ok) throw new Error(`Sign-in as ${STAFF.email} failed: ${login.status}`);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

interface Measured { label: string; paced: PhaseResult; burst: PhaseResult; cores: number[] }

/** Connects the customers through the balancer, takes their chats over, then a paced and a burst phase. */
async function measure(label: string, target: { url: string; token?: string; pids: number[] }): Promise<Measured> {
  const cpu = () => target.pids.reduce((sum, pid) => sum + cpuSecondsOf(pid), 0);
  const load = new Load(target.url, target.token, { customers: CUSTOMERS, batch: 100, phaseTimeoutMs: PHASE_TIMEOUT_MS, targetCpuSeconds: cpu });
  try {
    const connectSeconds = await load.connect(CUSTOMERS * (1 + 2 * MESSAGES));
    if (target.token) await load.takeOverChats();
    const warmup = await load.closed('warm-up (1 each, closed loop)', 1);
    await load.settle(15_000);
    const paced = await load.paced(`paced (${RATE}/s, open loop)`, MESSAGES, RATE);
    await load.settle(15_000);
    const before = target.pids.map(cpuSecondsOf);
    const started = Date.now();
    const burst = await load.closed(`burst (${MESSAGES - 1} each, closed loop)`, MESSAGES - 1);
    const seconds = (Date.now() - started) / 1000;
    const cores = target.pids.map((pid, index) => (cpuSecondsOf(pid) - before[index]!) / seconds);
    printPhases(`${label}: ${CUSTOMERS} customers connected in ${connectSeconds.toFixed(1)} s (1-min load average: ${loadavg()[0]!.toFixed(1)})`, [warmup, paced, burst]);
    return { label, paced, burst, cores };
  } finally {
    load.close();
  }
}

async function measureDeployment(instances: number, databaseUrl: string): Promise<Measured> {
  const deployment = await deploy(instances, { ...limits(2 * MESSAGES), DATABASE_URL: databaseUrl });
  try {
    return await measure(`${instances} instance${instances > 1 ? 's' : ''} behind HAProxy`, { url: deployment.url, token: await staffToken(deployment.url), pids: deployment.pids });
  } finally {
    await deployment.stop();
  }
}

export async function run(): Promise<boolean> {
  const databaseUrl = benchPostgresUrl('\n## realtime, several instances: skipped');
  if (!databaseUrl) return true;
  const relayProcess = await startRelay();
  try {
    const relay = await measure('bare socket.io relay', { url: relayProcess.url, pids: relayProcess.pid ? [relayProcess.pid] : [] });
    const one = await measureDeployment(1, databaseUrl);
    const two = await measureDeployment(2, databaseUrl);
    console.log(`\nCPU during the burst, in cores: 1 instance ${one.cores.map((c) => c.toFixed(2)).join(' ')}; 2 instances ${two.cores.map((c) => c.toFixed(2)).join(' + ')} (this machine: 2 cores shared with PostgreSQL, Redis, HAProxy and the load)`);
    return printRows(`realtime across instances: ${CUSTOMERS} customers × ${MESSAGES} messages, through HAProxy, on PostgreSQL + Redis`, [
      { name: 'persisted msg/s, burst: 2 instances vs 1', value: two.burst.ackRate, baseline: one.burst.ackRate, unit: 'msg/s', goal: { ratio: 1, higherIsBetter: true } },
      { name: `delivery p99 at ${RATE} msg/s: 2 instances vs the relay`, value: two.paced.p99, baseline: relay.paced.p99, unit: 'ms', goal: { ratio: 3 } },
      { name: `delivery p99 at ${RATE} msg/s: 1 instance vs the relay`, value: one.paced.p99, baseline: relay.paced.p99, unit: 'ms' },
    ]);
  } finally {
    await relayProcess.stop();
  }
}

/** Least-squares slope of `values` per step. */
function slope(values: number[]): number {
  const n = values.length;
  if (n < 2) return 0;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((sum, v) => sum + v, 0) / n;
  let num = 0;
  let den = 0;
  values.forEach((v, x) => {
    num += (x - meanX) * (v - meanY);
    den += (x - meanX) ** 2;
  });
  return num / den;
}

/** `minutes` minutes at SOAK_RATE messages/s through 2 instances: memory and p99 per minute, the memory's slope. */
export async function soak(minutes: number): Promise<boolean> {
  const databaseUrl = benchPostgresUrl('soak: not run');
  if (!databaseUrl) return false;
  const perCustomerPerMinute = Math.ceil((SOAK_RATE * 60) / CUSTOMERS);
  const deployment = await deploy(2, { ...limits(perCustomerPerMinute), DATABASE_URL: databaseUrl });
  const cpu = () => deployment.pids.reduce((sum, pid) => sum + cpuSecondsOf(pid), 0);
  const load = new Load(deployment.url, await staffToken(deployment.url), { customers: CUSTOMERS, batch: 100, phaseTimeoutMs: 90_000, targetCpuSeconds: cpu });
  try {
    await load.connect(CUSTOMERS * (1 + perCustomerPerMinute * minutes));
    await load.takeOverChats();
    console.log(`\n## soak: 2 instances, ${CUSTOMERS} customers, ${SOAK_RATE} msg/s for ${minutes} min`);
    console.log('| minute | sent | delivered | p99 | ack p99 | resident MB (each instance) |');
    console.log('|---|---|---|---|---|---|');
    const memory: number[] = [];
    for (let minute = 1; minute <= minutes; minute++) {
      const phase = await load.paced(`minute ${minute}`, perCustomerPerMinute, SOAK_RATE);
      const resident = deployment.pids.map(residentMb);
      memory.push(resident.reduce((sum, mb) => sum + mb, 0));
      console.log(`| ${minute} | ${phase.sent} | ${phase.delivered} | ${phase.p99.toFixed(1)} ms | ${phase.ackP99.toFixed(1)} ms | ${resident.map((mb) => mb.toFixed(0)).join(' + ')} |`);
    }
    // The first minutes are the heap finding its size: the slope is taken over the second half.
    const growth = slope(memory.slice(Math.floor(memory.length / 2)));
    return printRows('soak memory', [
      { name: 'resident memory growth, second half (both instances)', value: growth, baseline: FLAT_MB_PER_MINUTE, unit: 'MB/min', goal: { absolute: FLAT_MB_PER_MINUTE } },
    ]);
  } finally {
    load.close();
    await deployment.stop();
  }
}
