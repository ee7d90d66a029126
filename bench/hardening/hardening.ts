// Hardening (issue 20): the staff API's p95 while the public surface is attacked, each load in its own
// window, as a ratio to the idle p95 measured first in the same run. Goal: ≤ 2× each.
// The server is its bundle over a fresh embedded database with the demo seed (server.ts: the working
// tree's, or BENCH_HARDENING_REF's commit), its threads and the bench's at a raised priority on this
// shared machine (priority.ts). The probe (probe.ts) is the demo admin reading the chats, tickets and
// customers lists at BENCH_PROBE_RATE requests/s (default 10, open loop). Loads: (a) one /webchat customer
// sending a message on every ack for 10 s (flood.ts, its own process); (b) 100 wrong-password logins at
// once from this address; (c) a zip bomb (a 0.3 MB .xlsx whose sheet inflates to BENCH_BOMB_MB MB,
// default 300) posted to the FAQ upload, and a 400,000-row sheet to the intent upload (xlsx.ts); (d) a
// 200,000-character HTML document and a Markdown one added to the generative FAQ (documents.ts). A
// (e) a training of a large bot (5,000 utterances in 50 intents, training.ts). BENCH_HARDENING_ONLY (text
// in a load's name, e.g. "(e)") runs only the matching loads. A
// window lasts from the load's start until 1 s after its end (10 s at least, 60 s at most); then the
// server settles (it answers /health, 3 s pass). A load that takes the server down: the next gets a new one.
import { loadavg } from 'node:os';
import { BOT_BUILDER_PATHS } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { FAQ_PATHS } from '@switchboard/contracts/bot-builder/faq.schemas';
import type { RunningServer } from '@switchboard/e2e/support/server';
import { killChildren } from '../realtime/processes';
import { printRows, type Row } from '../support/report';
import { addDocument, loginBurst, signIn, uploadSheet, type Answer } from './attacks';
import { hostileHtml, hostileMarkdown } from './documents';
import { floodCustomer } from './flood';
import { largeBot } from './training';
import { PROBE_CALLS, percentile, StaffProbe, type ProbeWindow, type WindowOptions } from './probe';
import { PRIORITY, raise, raiseSelf } from './priority';
import { measured, startTarget } from './server';
import { ServerWatch } from './server-watch';
import { manyRows, zipBomb } from './xlsx';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const RATE = num('BENCH_PROBE_RATE', 10);
const BOMB_MB = num('BENCH_BOMB_MB', 300);
const SHEET_ROWS = 400_000;
const LOGINS = 100;
const TRAINING_ROWS = 5_000;
const ONLY = process.env.BENCH_HARDENING_ONLY;
const FLOOD_MS = 10_000;
const FLOOD_MAX = 50_000;
const GOAL_RATIO = 2;
const WARM_UP: WindowOptions = { minMs: 3_000, tailMs: 0, maxMs: 3_000 };
const IDLE: WindowOptions = { minMs: 15_000, tailMs: 0, maxMs: 15_000 };
const UNDER_LOAD: WindowOptions = { minMs: 10_000, tailMs: 1_000, maxMs: 60_000 };
const SETTLE_MS = 3_000;
const HEALTH_WAIT_MS = 120_000;
const WATCHDOG_MS = num('BENCH_HARDENING_MAX_S', 600) * 1000;

interface Target { server: RunningServer; watch: ServerWatch; probe: StaffProbe; token: string }

async function connect(server: RunningServer): Promise<Target> {
  raise(server.pid!);
  const token = await signIn(server.url);
  const target = { server, watch: new ServerWatch(server.pid), probe: new StaffProbe(server.url, token, RATE), token };
  await target.probe.window(target.watch, WARM_UP); // JIT, caches, connections
  return target;
}

/** Waits until the server answers /health again (a stalled one may take a while), then SETTLE_MS more. */
async function settle({ server, watch }: Target): Promise<void> {
  const deadline = Date.now() + HEALTH_WAIT_MS;
  while (watch.alive() && Date.now() < deadline) {
    const ok = await fetch(`${server.url}/health`, { signal: AbortSignal.timeout(5_000) }).then((r) => r.ok, () => false);
    if (ok) break;
  }
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
}

/** One load: `prepare` runs before the probe's window (processes started, sockets connected), `run` in it. */
interface Load { name: string; prepare?: (target: Target) => Promise<() => Promise<string>>; run?: (target: Target) => Promise<string> }

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;
const answered = (what: string, answer: Answer) =>
  `${what}: ${answer.status || 'no answer'} in ${answer.seconds.toFixed(2)} s${answer.message ? ` ("${answer.message.slice(0, 90)}")` : ''}`;

async function loads(): Promise<{ list: Load[]; files: string }> {
  const bomb = await zipBomb(BOMB_MB);
  const rows = await manyRows(SHEET_ROWS);
  const html = hostileHtml();
  const markdown = hostileMarkdown();
  const files = `zip bomb ${mb(bomb.file.length)} (sheet inflates to ${mb(bomb.inflatedBytes)}); `
    + `${SHEET_ROWS.toLocaleString('en')}-row sheet ${mb(rows.file.length)} (${mb(rows.inflatedBytes)} of XML); documents ${html.length.toLocaleString('en')} characters`;
  const list: Load[] = [
    { name: '(a) one customer floods messages', prepare: async ({ server }) => {
      const flood = await floodCustomer(server.url, FLOOD_MS, FLOOD_MAX);
      return async () => {
        const o = await flood();
        const refused = Object.entries(o.refused).map(([code, count]) => `${count} refused ${code}`).join(', ') || 'none refused';
        return `${o.sent} sent in ${o.seconds.toFixed(1)} s: ${o.stored} stored, ${refused}, ${o.unanswered} unanswered`;
      };
    } },
    { name: `(b) ${LOGINS} logins at once`, run: async ({ server }) => {
      const o = await loginBurst(server.url, LOGINS);
      return `answered in ${o.seconds.toFixed(2)} s: ${Object.entries(o.statuses).map(([status, count]) => `${count} × ${status}`).join(', ')} (401 = evaluated, 429 = refused, 0 = no answer in 120 s)`;
    } },
    { name: '(c) zip bomb xlsx (FAQ upload)', run: async ({ server, token }) =>
      answered('uploadFaqs', await uploadSheet(server.url, token, FAQ_PATHS.uploadFaqs, 'faqs.xlsx', bomb.file)) },
    { name: `(c) ${SHEET_ROWS.toLocaleString('en')}-row xlsx (intent upload)`, run: async ({ server, token }) =>
      answered('uploadIntents', await uploadSheet(server.url, token, BOT_BUILDER_PATHS.uploadIntents, 'intents.xlsx', rows.file)) },
    { name: '(d) 200,000-character HTML document', run: async ({ server, token }) =>
      answered('generativeFaqs', await addDocument(server.url, token, 'Delivery (HTML)', html, 'html')) },
    { name: '(d) 200,000-character Markdown document', run: async ({ server, token }) =>
      answered('generativeFaqs', await addDocument(server.url, token, 'Delivery (Markdown)', markdown, 'markdown')) },
    { name: `(e) training a bot of ${TRAINING_ROWS.toLocaleString('en')} utterances`, prepare: ({ server, token }) => largeBot(server.url, token, TRAINING_ROWS) },
  ];
  return { list: list.filter((load) => !ONLY || load.name.includes(ONLY)), files };
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(value < 100 ? 1 : 0)} ms` : 'failed');

function describe(name: string, window: ProbeWindow<string>): string {
  const load = window.outcome === undefined ? `still running after ${window.seconds.toFixed(1)} s` : `${window.outcome}; ${window.loadSeconds!.toFixed(2)} s`;
  const exited = window.serverExited ? ' **server exited**' : '';
  return `| ${name} | ${load}${exited} | ${window.latencies.length} (${window.failed} failed) | `
    + `${ms(percentile(window.latencies, 50))} / ${ms(percentile(window.latencies, 95))} / ${ms(window.latencies.at(-1) ?? NaN)} | ${window.serverPeakMb.toFixed(0)} MB |`;
}

export async function run(): Promise<boolean> {
  const watchdog = setTimeout(() => {
    console.error(`hardening: still running after ${WATCHDOG_MS / 1000} s; ending its processes`);
    killChildren();
    process.exit(1);
  }, WATCHDOG_MS);
  raiseSelf();
  const { list, files } = await loads();
  const busy = loadavg()[0]!.toFixed(1);
  const servers: RunningServer[] = [await startTarget()];
  const results: Array<{ name: string; window: ProbeWindow<string> }> = [];
  try {
    let target = await connect(servers[0]!);
    const idle = await target.probe.window<string>(target.watch, IDLE);
    for (const load of list) {
      if (!target.watch.alive()) {
        servers.push(await startTarget());
        target = await connect(servers.at(-1)!);
      }
      const current = target;
      raise(current.server.pid!);
      const go = load.prepare ? await load.prepare(current) : () => load.run!(current);
      results.push({ name: load.name, window: await current.probe.window(current.watch, UNDER_LOAD, go) });
      await settle(current);
    }
    const idleP95 = percentile(idle.latencies, 95);
    const rows: Row[] = results.map(({ name, window }) => ({ name: `${name}: probe p95`, value: percentile(window.latencies, 95), baseline: idleP95, unit: 'ms', goal: { ratio: GOAL_RATIO } }));
    const met = printRows(`Staff API p95 under attack, ${measured()} (probe: ${RATE} req/s open loop over ${PROBE_CALLS.length} lists; idle window ${IDLE.minMs / 1000} s; priority ${PRIORITY}; load average ${busy})`, rows);
    console.log(`\nHostile files: ${files}.`);
    console.log('\n| load | what the server did; load time | probe requests | probe p50 / p95 / max | server peak RSS |');
    console.log('|---|---|---|---|---|');
    console.log(describe('idle', idle));
    for (const { name, window } of results) console.log(describe(name, window));
    return met;
  } finally {
    clearTimeout(watchdog);
    await Promise.all(servers.map((server) => server.stop()));
  }
}
