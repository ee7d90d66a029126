// NLU (issues 4 and 31): the product's intent classifier next to NLP.js (@nlpjs/nlp with its English stemmer) and a
// plain TF-IDF + logistic regression (tfidf-lr.ts), all trained on each corpus's training split and scored on its
// test split in the same run; the product trained as train-bot.ts trains it (its seed, its sentence order).
// Braun et al. 2017 (Chatbot, AskUbuntu, WebApps): micro-F1 with None counted as a class (each sentence
// gets exactly one label, below the 0.5 threshold None, so it equals accuracy). CLINC150 (Larson et al.
// 2019): trained on `train` only (no out-of-scope data), in-scope accuracy and out-of-scope recall at the
// fixed 0.5 threshold. What the threshold does with each engine's scores (metrics.ts): top-1 accuracy, the share
// of wrong top-1 answers it catches, the share of right ones it loses, and the expected calibration error of the
// best intent's score. Few-shot: bots of 10 sentences per intent drawn from CLINC150 `train` (3 fixed seeds, mean),
// scored on `test` and `oos_test`. Times are wall-clock: training (the median of BENCH_NLU_REPEATS trainings for the
// small Braun corpora, one training for CLINC150; the CPU time is shown too, since on a shared machine a few
// milliseconds of wall-clock mostly measure the scheduler) and one classification, over every test sentence. The
// engines are warmed up first, and classify each test sentence in turn (rotating who goes first), so that the load of
// a shared machine falls on all alike.
// BENCH_NLU_CORPORA=Chatbot,AskUbuntu,WebApps,CLINC150,FewShot runs a subset.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BRAUN_CORPORA, loadBraun, loadClinc, OUT_OF_SCOPE, type Example } from './datasets';
import { NO_INTENT, nlpjsEngine, switchboardBeforeEngine, switchboardEngine, tfidfLrEngine, THRESHOLD, type Engine } from './engines';
import { outOfScopeRecall, thresholdFigures, type Scored } from './metrics';
import { seededRandom, shuffle } from './sampling';
import { percentile, printComparison, type ComparisonRow } from './table';

const REPEATS = Number(process.env.BENCH_NLU_REPEATS ?? 15);
const COLUMNS = ['Switchboard', 'NLP.js', 'TF-IDF+LR', 'Switchboard v5 (before issue 31)'];
const factories: Array<() => Promise<Engine>> = [switchboardEngine, nlpjsEngine, tfidfLrEngine, switchboardBeforeEngine];
const ENGINES = factories.length;
const FEW_SHOT = { perIntent: 10, seeds: [1, 2, 3] };

interface TestSet { examples: Example[]; expected: (example: Example) => string }
/** Per engine: whether the answer at the threshold is the expected one, and the best intent's score with whether it is right. */
interface Results { atThreshold: boolean[]; scored: Scored[]; none: boolean[] }
interface Outcome { trainMs: number[]; trainCpuMs: number[]; results: Record<string, Results[]>; latenciesMs: number[][] }

/** Wall-clock and CPU time (this process's, all threads) of one training of a fresh engine. */
async function timedTraining(factory: () => Promise<Engine>, train: Example[]): Promise<{ engine: Engine; ms: number; cpuMs: number }> {
  const engine = await factory();
  const started = performance.now();
  const cpu = process.cpuUsage();
  await engine.train(train);
  const { user, system } = process.cpuUsage(cpu);
  return { engine, ms: performance.now() - started, cpuMs: (user + system) / 1000 };
}

/** Trains every engine `repeats` times (median time; the last model is scored), then scores the test sets. */
async function compare(train: Example[], tests: Record<string, TestSet>, repeats: number): Promise<Outcome> {
  const times: number[][] = factories.map(() => []);
  const cpuTimes: number[][] = factories.map(() => []);
  const engines: Engine[] = [];
  for (let round = 0; round < repeats; round++) {
    for (let k = 0; k < ENGINES; k++) {
      const i = (k + round) % ENGINES; // rotate who trains first
      const { engine, ms, cpuMs } = await timedTraining(factories[i]!, train);
      times[i]!.push(ms);
      cpuTimes[i]!.push(cpuMs);
      engines[i] = engine;
    }
  }
  const outcome: Outcome = { trainMs: times.map((ms) => percentile(ms, 0.5)), trainCpuMs: cpuTimes.map((ms) => percentile(ms, 0.5)), results: {}, latenciesMs: factories.map(() => []) };
  for (const [name, { examples, expected }] of Object.entries(tests)) {
    const results: Results[] = factories.map(() => ({ atThreshold: [], scored: [], none: [] }));
    for (const [n, example] of examples.entries()) {
      for (let k = 0; k < ENGINES; k++) {
        const i = (k + n) % ENGINES;
        const begin = performance.now();
        const { intent, top, score } = await engines[i]!.classify(example.text);
        outcome.latenciesMs[i]!.push(performance.now() - begin);
        const want = expected(example);
        results[i]!.atThreshold.push(intent === want);
        results[i]!.scored.push({ score, correct: top === want });
        results[i]!.none.push(top === NO_INTENT);
      }
    }
    outcome.results[name] = results;
  }
  return outcome;
}

const share = (flags: boolean[]) => flags.filter(Boolean).length / flags.length;
const percentOf = (values: number[]) => values.map((v) => 100 * v);

/** The threshold's rows for one set of results per engine (pooled over test sets by the caller). */
function thresholdRows(label: string, results: Results[], goals = false): ComparisonRow[] {
  const figures = results.map((r) => thresholdFigures(r.scored, THRESHOLD));
  return [
    { name: `${label}: top-1 accuracy (whatever the score)`, values: percentOf(figures.map((f) => f.accuracy)), format: 'percent' },
    { name: `${label}: wrong answers caught by the ${THRESHOLD} threshold`, values: percentOf(figures.map((f) => f.errorsCaught)), format: 'percent', ...(goals ? { goal: { atLeast: 50 } } : {}) },
    { name: `${label}: right answers lost to the threshold`, values: percentOf(figures.map((f) => f.rightLost)), format: 'percent', ...(goals ? { goal: { atMost: 2 } } : {}) },
    { name: `${label}: expected calibration error (10 bins)`, values: figures.map((f) => f.ece), format: 'ratio' },
  ];
}

const pool = (outcomes: Results[][]): Results[] => factories.map((_, i) => ({
  atThreshold: outcomes.flatMap((o) => o[i]!.atThreshold), scored: outcomes.flatMap((o) => o[i]!.scored), none: outcomes.flatMap((o) => o[i]!.none),
}));

/** Untimed trainings and classifications first, so that no engine pays for V8's warm-up in the figures. */
async function warmUp(): Promise<void> {
  for (const name of Object.keys(BRAUN_CORPORA) as Array<keyof typeof BRAUN_CORPORA>) {
    const { train, test } = loadBraun(name);
    await compare(train, { test: { examples: test, expected: (example) => example.intent } }, 2);
  }
}

function clincTests(clinc: ReturnType<typeof loadClinc>): Record<string, TestSet> {
  return {
    inScope: { examples: clinc.test, expected: (example) => example.intent },
    outOfScope: { examples: clinc.oosTest.map((example) => ({ ...example, intent: OUT_OF_SCOPE })), expected: () => NO_INTENT },
  };
}

/** Out-of-scope recall per engine: below the threshold, or None as the best intent. */
const recallOf = (results: Results[]) => results.map((r) => outOfScopeRecall(r.scored.map(({ score }, n) => ({ score, none: r.none[n]! })), THRESHOLD));

/** CLINC150 bots of FEW_SHOT.perIntent sentences per intent, one per seed: the mean of each figure over the seeds. */
async function fewShot(): Promise<ComparisonRow[]> {
  const clinc = loadClinc();
  const byIntent = new Map<string, Example[]>();
  for (const example of clinc.train) byIntent.set(example.intent, [...(byIntent.get(example.intent) ?? []), example]);
  const runs: ComparisonRow[][] = [];
  for (const seed of FEW_SHOT.seeds) {
    const random = seededRandom(seed);
    const train = [...byIntent.keys()].sort().flatMap((intent) => shuffle([...byIntent.get(intent)!], random).slice(0, FEW_SHOT.perIntent));
    const outcome = await compare(train, clincTests(clinc), 1);
    const inScope = outcome.results.inScope!;
    runs.push([
      { name: 'in-scope accuracy at the threshold', values: percentOf(inScope.map((r) => share(r.atThreshold))), format: 'percent' },
      ...thresholdRows('in scope', inScope),
      { name: 'out-of-scope recall (none trained)', values: percentOf(recallOf(outcome.results.outOfScope!)), format: 'percent' },
      { name: `training time (${train.length} sentences)`, values: outcome.trainMs, format: 'ms' },
    ]);
  }
  return runs[0]!.map((row, r) => ({ ...row, values: row.values.map((_, i) => runs.reduce((sum, run) => sum + run[r]!.values[i]!, 0) / runs.length) }));
}

export async function run(): Promise<boolean> {
  const only = process.env.BENCH_NLU_CORPORA?.split(',').map((name) => name.trim());
  const wanted = (name: string) => !only || only.includes(name);
  const rows: ComparisonRow[] = [];
  const latencies: number[][] = factories.map(() => []);
  const trainBraun = factories.map(() => 0);
  const trainBraunCpu = factories.map(() => 0);
  const braunResults: Results[][] = [];
  const braunGoals: Record<keyof typeof BRAUN_CORPORA, number> = { Chatbot: 0.98, AskUbuntu: 0.92, WebApps: 0.83 };
  await warmUp();

  for (const name of Object.keys(BRAUN_CORPORA) as Array<keyof typeof BRAUN_CORPORA>) {
    if (!wanted(name)) continue;
    const corpus = loadBraun(name);
    const outcome = await compare(corpus.train, { test: { examples: corpus.test, expected: (example) => example.intent } }, REPEATS);
    const results = outcome.results.test!;
    rows.push({ name: `${name} micro-F1 (${corpus.train.length} train / ${corpus.test.length} test)`, values: results.map((r) => share(r.atThreshold)), format: 'ratio', goal: { atLeast: braunGoals[name] } });
    braunResults.push(results);
    results.forEach((_, i) => {
      trainBraun[i]! += outcome.trainMs[i]!;
      trainBraunCpu[i]! += outcome.trainCpuMs[i]!;
      latencies[i]!.push(...outcome.latenciesMs[i]!);
    });
  }
  if (braunResults.length > 0) {
    const pooled = pool(braunResults);
    rows.push({ name: 'Braun overall micro-F1', values: pooled.map((r) => share(r.atThreshold)), format: 'ratio' });
    rows.push(...thresholdRows('Braun overall', pooled));
  }

  let trainClinc: Outcome | undefined;
  if (wanted('CLINC150')) {
    const clinc = loadClinc();
    const outcome = await compare(clinc.train, clincTests(clinc), 1);
    const inScope = outcome.results.inScope!;
    rows.push({ name: `CLINC150 in-scope accuracy at the threshold (${clinc.train.length} train / ${clinc.test.length} test)`, values: percentOf(inScope.map((r) => share(r.atThreshold))), format: 'percent', goal: { atLeast: 91 } });
    rows.push({ name: `CLINC150 out-of-scope recall (${clinc.oosTest.length} test, none trained)`, values: percentOf(recallOf(outcome.results.outOfScope!)), format: 'percent', goal: { atLeast: 80 } });
    rows.push(...thresholdRows('CLINC150 in scope', inScope, true));
    trainClinc = outcome;
    outcome.latenciesMs.forEach((ms, i) => latencies[i]!.push(...ms));
  }

  if (braunResults.length > 0) {
    rows.push({ name: `training time, the Braun corpora (sum of medians of ${REPEATS})`, values: trainBraun, format: 'ms', goal: { atMostTimesBaseline: 1.5 } });
    rows.push({ name: '… the same, CPU time', values: trainBraunCpu, format: 'ms' });
  }
  if (trainClinc) {
    rows.push({ name: 'training time, CLINC150', values: trainClinc.trainMs, format: 'ms', goal: { atMostTimesBaseline: 1.5 } });
    rows.push({ name: '… the same, CPU time', values: trainClinc.trainCpuMs, format: 'ms' });
  }
  rows.push({ name: `inference p99 (${latencies[0]!.length} test sentences)`, values: latencies.map((ms) => percentile(ms, 0.99)), format: 'ms', goal: { atMostTimesBaseline: 1.5 } });
  rows.push({ name: 'inference p50', values: latencies.map((ms) => percentile(ms, 0.5)), format: 'ms' });
  let met = printComparison('NLU: intent classification (Switchboard vs NLP.js 4.27, TF-IDF+LR and the classifier before issue 31, same run)', COLUMNS, rows);

  if (wanted('FewShot')) {
    const few = await fewShot();
    met = printComparison(`NLU few-shot: CLINC150, ${FEW_SHOT.perIntent} sentences per intent from \`train\` (seeds ${FEW_SHOT.seeds.join(', ')}, mean), scored on \`test\` / \`oos_test\``, COLUMNS, few) && met;
  }
  return met;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  run().then((met) => process.exit(met ? 0 : 1), (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
