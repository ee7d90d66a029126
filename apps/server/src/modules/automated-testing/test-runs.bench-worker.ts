/**
 * The worker of bench/testing (run with tsx and the server's tsconfig): a fresh database (PGlite in a temp folder, or
 * the PostgreSQL URL given) with the demo brand and its trained bot, the whole app, and BENCH_TESTING_CASES test cases
 * (default 1,000) of 5 turns each (greeting, the order flow with its brand function doubled, two FAQs), each turn with
 * expectations. It times, alternating so machine load hits both alike:
 * - raw: the same turns through the bot runtime alone (BotSandbox.converse on an instance of the draft version, the
 *   same doubles), one conversation per case, nothing checked or stored: the rate the test machinery cannot beat;
 * - run: a test run of every case against the draft, started with startTestRun as the console does and timed until
 *   the run has ended (queue, runner, checks, batched result writes, progress events included).
 * Order: a warm-up of the raw path, raw, run, raw. Prints one JSON line on stdout.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BOT_TEST_PATHS as P } from '@switchboard/contracts/automated-testing/test-case.api';
import { testTurnSchema, type TestTurn } from '@switchboard/contracts/automated-testing/test-case.schemas';
import { FINISHED_TEST_RUN_STATES, type TestRun } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import { buildApp } from '@/app';
import { answerFaqWith, noGenerativeEndpoint } from '@/bot/faq/answer-faq';
import { loadConfig } from '@/config/config';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '@/db/client';
import { botTestCases } from '@/db/schema/bot-tests';
import { brands } from '@/db/schema/brands';
import { DEMO_FAQS } from '@/seed/bot-faq-seed';
import { DEMO_FLOW_TEXTS, DEMO_IDS } from '@/seed/bot-workflows-seed';
import { DEMO_PASSWORD } from '@/seed/demo-brand';
import { seedDemoBrand } from '@/seed/seed';
import { seededRandom } from './test-bot';

const CASES = Number(process.env.BENCH_TESTING_CASES ?? 1000);
const WARMUP_CASES = 50;
const INSERT_CHUNK = 500;

const target = process.argv[2] ?? 'pglite';
const dataDir = mkdtempSync(join(tmpdir(), 'bench-testing-'));
const handle = await openDatabase(target === 'pglite' ? { kind: 'pglite', dataDir: join(dataDir, 'db') } : { kind: 'postgres', url: target, poolSize: 10 });
await handle.migrate();
await seedDemoBrand(handle.db);
const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://console.bench', DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'no-console') });
const app = await buildApp({ config, database: handle, logger: false, reportErrors: false });
await app.ready();
const [brand] = await handle.db.select({ id: brands.id }).from(brands).limit(1);
const brandId = brand!.id;

/** Case i: five customer turns of the demo bot, each with what it must do. */
function turnsOf(i: number): TestTurn[] {
  const order = `ORD-${String(10_000 + i).padStart(5, '0')}`;
  return [
    { kind: 'text', text: 'hello', expect: { intent: { name: 'greeting' }, botMessages: [{ match: 'contains', text: 'How can I help?' }] } },
    {
      kind: 'text', text: 'where is my order',
      expect: { intent: { name: 'order_status', minConfidence: 0.3 }, workflow: { workflowId: DEMO_IDS.orderFlow }, botMessages: [{ match: 'exact', text: DEMO_FLOW_TEXTS.askOrder }] },
    },
    { kind: 'text', text: `it is ${order}`, expect: { entities: [{ entity: 'order_number', value: order }], variables: { order } } },
    { kind: 'text', text: DEMO_FAQS[0]!.question, expect: { faq: { answered: true } } },
    { kind: 'text', text: DEMO_FAQS[1]!.question, expect: { faq: { answered: true } } },
  ].map((turn) => testTurnSchema.parse(turn));
}

const cases = Array.from({ length: CASES }, (_, i) => ({ brandId, name: `Bench case ${String(i + 1).padStart(4, '0')}`, turns: turnsOf(i) }));
for (let start = 0; start < cases.length; start += INSERT_CHUNK) await handle.db.insert(botTestCases).values(cases.slice(start, start + INSERT_CHUNK));

const { sandbox } = app.services.botBuilder;
const live = await sandbox.version(brandId, 'draft');
if (!live) throw new Error('the demo bot has no trained version');
const who = { brandId, customerName: 'Bench' };

/** The raw path: the runtime alone, the doubles a run uses, one conversation per case; answers cases per second. */
async function raw(count: number): Promise<number> {
  let random = seededRandom('');
  const bot = sandbox.bot(live!, {
    callBrandFunction: () => Promise.resolve({ ok: false, variables: {}, error: 'not called' }),
    answerFaq: answerFaqWith(noGenerativeEndpoint),
    random: () => random(),
  });
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    random = seededRandom(`case-${i}`);
    let state: unknown = null;
    for (const turn of cases[i % cases.length]!.turns) {
      const input = turn.kind === 'text' ? { text: turn.text } : { text: turn.title, postback: turn.payload };
      state = (await sandbox.converse(bot, who, `bench-raw-${i}`, input, state)).state;
    }
  }
  return count / ((performance.now() - started) / 1000);
}

const login = await app.inject({ method: 'POST', url: '/users/login', payload: { email: 'trainer@demo.brand', password: DEMO_PASSWORD } });
const headers = { authorization: `Bearer ${login.json<{ data: { token: string } }>().data.token}` };

/** A test run of every case against the draft: from startTestRun to its end, as the trainer waits for it. */
async function testRun(): Promise<{ seconds: number; run: TestRun }> {
  const started = performance.now();
  const response = await app.inject({ method: 'POST', url: P.startTestRun, headers, payload: {} });
  if (response.statusCode !== 200) throw new Error(`startTestRun: ${response.statusCode} ${response.body}`);
  let run = response.json<{ data: TestRun }>().data;
  while (!FINISHED_TEST_RUN_STATES.includes(run.state)) {
    await sleep(20);
    run = await app.services.automatedTesting.testRuns.get(brandId, run._id);
  }
  return { seconds: (performance.now() - started) / 1000, run };
}

await raw(WARMUP_CASES);
const rawBefore = await raw(CASES);
const { seconds, run } = await testRun();
const rawAfter = await raw(CASES);
// Where the run's time went: in the cases (runtime and checks) and before the runner took the run.
const [spent] = rowsOf<{ inCases: number; queuedMs: number }>(await handle.db.execute(sql`
  select (select sum(duration_ms) from bot_test_results where run_id = ${run._id})::float8 as "inCases",
    (extract(epoch from started_at - queued_at) * 1000)::float8 as "queuedMs" from bot_test_runs where id = ${run._id}`));
await app.close();
await handle.close();
console.log(JSON.stringify({
  target: target === 'pglite' ? 'PGlite' : 'PostgreSQL', cases: CASES, turns: CASES * 5,
  rawBefore, rawAfter, runSeconds: seconds, runCasesPerSecond: CASES / seconds, runDurationMs: run.durationMs, state: run.state, passed: run.passed, failed: run.failed,
  inCasesMs: spent?.inCases ?? null, queuedMs: spent?.queuedMs ?? null,
}));
process.exit(0);
