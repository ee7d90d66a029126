// POST /users/token/verify throughput and p99 on the product server (embedded database), against a bare
// Fastify route in the same run. Goal: the product's p99 and its throughput within 1.5× of the bare route.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { printRows } from '../support/report';
import { freePort, repoRoot, startServer } from '@switchboard/e2e/support/server';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = 20;

/** `connections` callers POST /users/token/verify for DURATION_S seconds (bench/console reuses it). */
export async function load(url: string, token?: string) {
  const result = await autocannon({
    url: `${url}/users/token/verify`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: '{}',
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors from ${url}`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function startBare(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'bench/auth/bare-server.ts')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** Signs in as the demo admin and answers the token. */
export async function adminToken(url: string): Promise<string> {
  const login = await fetch(`${url}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.brand', password: 'Demo@12345' }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

export async function run(): Promise<boolean> {
  const server = await startServer({});
  const bare = await startBare();
  try {
    const data = { token: await adminToken(server.url) };
    await load(server.url, data.token); // warm-up: caches, JIT
    await load(bare.url);
    const product = await load(server.url, data.token);
    const baseline = await load(bare.url);
    return printRows(`POST /users/token/verify (${CONNECTIONS} connections, ${DURATION_S} s)`, [
      { name: 'throughput (baseline / product)', value: baseline.rps, baseline: product.rps, unit: 'req/s', goal: { ratio: 1.5 } },
      { name: 'p99 latency', value: product.p99, baseline: baseline.p99, unit: 'ms', goal: { ratio: 1.5 } },
    ]);
  } finally {
    bare.stop();
    await server.stop();
  }
}
