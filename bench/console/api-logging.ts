// What API logging costs (issue 27): POST /users/token/verify throughput with the API logs on against the same
// server build with API_LOG_ENABLED=false, both measured in this run (token-verify's load, alternated so machine
// drift falls on both). Goal: logging on keeps at least 0.9 of the throughput with it off.
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printRows } from '../support/report';
import { adminToken, load } from '../auth/token-verify';
import { startServer } from '@switchboard/e2e/support/server';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/**
 * A data directory a server already seeded (optional): each server starts from its own copy instead of seeding the
 * demo brand twice (over three minutes each on a loaded two-core machine, past startServer's wait).
 */
const SEEDED = process.env.BENCH_SEEDED_DATA_DIR;
const seededCopy = (): Record<string, string> => {
  if (!SEEDED) return {};
  const copy = mkdtempSync(join(tmpdir(), 'switchboard-bench-'));
  cpSync(SEEDED, copy, { recursive: true });
  return { DATA_DIR: copy };
};

export async function run(): Promise<boolean> {
  const logging = await startServer({ API_LOG_ENABLED: 'true', ...seededCopy() });
  const silent = await startServer({ API_LOG_ENABLED: 'false', ...seededCopy() }, { built: true });
  try {
    const tokens = { logging: await adminToken(logging.url), silent: await adminToken(silent.url) };
    await load(logging.url, tokens.logging); // warm-up: caches, JIT
    await load(silent.url, tokens.silent);
    const on: { rps: number; p99: number }[] = [];
    const off: { rps: number; p99: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Alternating which goes first, so a slope in the machine's load does not favour one side.
      if (round % 2 === 0) {
        on.push(await load(logging.url, tokens.logging));
        off.push(await load(silent.url, tokens.silent));
      } else {
        off.push(await load(silent.url, tokens.silent));
        on.push(await load(logging.url, tokens.logging));
      }
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    return printRows(`API logging: POST /users/token/verify, logging on vs off (${ROUNDS} rounds each)`, [
      { name: 'throughput (on / off)', value: mean(on.map((r) => r.rps)), baseline: mean(off.map((r) => r.rps)), unit: 'req/s', goal: { ratio: 0.9, higherIsBetter: true } },
      { name: 'p99 latency (on / off)', value: mean(on.map((r) => r.p99)), baseline: mean(off.map((r) => r.p99)), unit: 'ms' },
    ]);
  } finally {
    await Promise.all([logging.stop(), silent.stop()]);
  }
}
