// NLU (issue #4): the product's intent classifier next to NLP.js (@nlpjs/nlp with its English stemmer),
// both trained on each corpus's training split and scored on its test split in the same run.
// Braun et al. 2017 (Chatbot, AskUbuntu, WebApps): micro-F1 with None counted as a class (each sentence
// gets exactly one label, below the 0.5 threshold None, so it equals accuracy). CLINC150 (Larson et al.
// 2019): trained on `train` only (no out-of-scope data), in-scope accuracy and out-of-scope recall at the
// fixed 0.5 threshold. Times are wall-clock: training (the median of BENCH_NLU_REPEATS trainings for the
// small Braun corpora, one training for CLINC150; the CPU time is shown too, since on a shared machine a few
// milliseconds of wall-clock mostly measure the scheduler) and one classification, over every test sentence. Both
// engines are warmed up first, and classify each test sentence in turn (alternating who goes first), so
// that the load of a shared machine falls on both alike.
// BENCH_NLU_CORPORA=Chatbot,AskUbuntu,WebApps,CLINC150 runs a subset.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BRAUN_CORPORA, loadBraun, loadClinc, OUT_OF_SCOPE, type Example } from './datasets';
import { NO_INTENT, nlpjsEngine, switchboardEngine, type Engine } from './engines';
import { percentile, printComparison, type ComparisonRow } from './table';

const REPEATS = Number(process.env.BENCH_NLU_REPEATS ?? 15);
const factories: Array<() => Promise<Engine>> = [() => switchboardEngine(), nlpjsEngine];
const ENGINES = factories.length;

interface TestSet { examples: Example[]; expected: (example: Example) => string }
interface Outcome { trainMs: number[]; trainCpuMs: number[]; correct: Record<string, number[]>; latenciesMs: number[][] }

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
      const i = (k + round) % ENGINES; // alternate who trains first
      const { engine, ms, cpuMs } = await timedTraining(factories[i]!, train);
      times[i]!.push(ms);
      cpuTimes[i]!.push(cpuMs);
      engines[i] = engine;
    }
  }
  const outcome: Outcome = { trainMs: times.map((ms) => percentile(ms, 0.5)), trainCpuMs: cpuTimes.map((ms) => percentile(ms, 0.5)), correct: {}, latenciesMs: factories.map(() => []) };
  for (const [name, { examples, expected }] of Object.entries(tests)) {
    const correct = factories.map(() => 0);
    for (const [n, example] of examples.entries()) {
      for (let k = 0; k < ENGINES; k++) {
        const i = (k + n) % ENGINES;
        const begin = performance.now();
        const { intent } = await engines[i]!.classify(example.text);
        outcome.latenciesMs[i]!.push(performance.now() - begin);
        if (intent === expected(example)) correct[i]!++;
      }
    }
    outcome.correct[name] = correct.map((count) => count / examples.length);
  }
  return outcome;
}

/** Untimed trainings and classifications first, so that neither engine pays for V8's warm-up in the figures. */
async function warmUp(): Promise<void> {
  for (const name of Object.keys(BRAUN_CORPORA) as Array<keyof typeof BRAUN_CORPORA>) {
    const { train, test } = loadBraun(name);
    await compare(train, { test: { examples: test, expected: (example) => example.intent } }, 2);
  }
}

export async function run(): Promise<boolean> {
  const only = process.env.BENCH_NLU_CORPORA?.split(',').map((name) => name.trim());
  const wanted = (name: string) => !only || only.includes(name);
  const rows: ComparisonRow[] = [];
  const latencies: number[][] = factories.map(() => []);
  const trainBraun = factories.map(() => 0);
  const trainBraunCpu = factories.map(() => 0);
  const braunCorrect = factories.map(() => 0);
  let braunTotal = 0;
  const braunGoals: Record<keyof typeof BRAUN_CORPORA, number> = { Chatbot: 0.98, AskUbuntu: 0.92, WebApps: 0.83 };
  await warmUp();

  for (const name of Object.keys(BRAUN_CORPORA) as Array<keyof typeof BRAUN_CORPORA>) {
    if (!wanted(name)) continue;
    const corpus = loadBraun(name);
    const outcome = await compare(corpus.train, { test: { examples: corpus.test, expected: (example) => example.intent } }, REPEATS);
    const f1 = outcome.correct.test!;
    rows.push({ name: `${name} micro-F1 (${corpus.train.length} train / ${corpus.test.length} test)`, values: f1, format: 'ratio', goal: { atLeast: braunGoals[name] } });
    f1.forEach((value, i) => {
      trainBraun[i]! += outcome.trainMs[i]!;
      trainBraunCpu[i]! += outcome.trainCpuMs[i]!;
      braunCorrect[i]! += value * corpus.test.length;
      latencies[i]!.push(...outcome.latenciesMs[i]!);
    });
    braunTotal += corpus.test.length;
  }
  if (braunTotal > 0) rows.push({ name: 'Braun overall micro-F1', values: braunCorrect.map((correct) => correct / braunTotal), format: 'ratio' });

  let trainClinc: Outcome | undefined;
  if (wanted('CLINC150')) {
    const clinc = loadClinc();
    const outcome = await compare(clinc.train, {
      inScope: { examples: clinc.test, expected: (example) => example.intent },
      outOfScope: { examples: clinc.oosTest.map((example) => ({ ...example, intent: OUT_OF_SCOPE })), expected: () => NO_INTENT },
    }, 1);
    rows.push({ name: `CLINC150 in-scope accuracy (${clinc.train.length} train / ${clinc.test.length} test)`, values: outcome.correct.inScope!.map((v) => 100 * v), format: 'percent', goal: { atLeast: 91 } });
    rows.push({ name: `CLINC150 out-of-scope recall (${clinc.oosTest.length} test, none trained)`, values: outcome.correct.outOfScope!.map((v) => 100 * v), format: 'percent', goal: { atLeast: 31 } });
    trainClinc = outcome;
    outcome.latenciesMs.forEach((ms, i) => latencies[i]!.push(...ms));
  }

  if (braunTotal > 0) {
    rows.push({ name: `training time, the Braun corpora (sum of medians of ${REPEATS})`, values: trainBraun, format: 'ms', goal: { atMostTimesBaseline: 1.5 } });
    rows.push({ name: '… the same, CPU time', values: trainBraunCpu, format: 'ms' });
  }
  if (trainClinc) {
    rows.push({ name: 'training time, CLINC150', values: trainClinc.trainMs, format: 'ms', goal: { atMostTimesBaseline: 1.5 } });
    rows.push({ name: '… the same, CPU time', values: trainClinc.trainCpuMs, format: 'ms' });
  }
  rows.push({ name: `inference p99 (${latencies[0]!.length} test sentences)`, values: latencies.map((ms) => percentile(ms, 0.99)), format: 'ms', goal: { atMostTimesBaseline: 1.5 } });
  rows.push({ name: 'inference p50', values: latencies.map((ms) => percentile(ms, 0.5)), format: 'ms' });
  return printComparison('NLU: intent classification (Switchboard vs NLP.js 4.27, same run)', ['Switchboard', 'NLP.js'], rows);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  run().then((met) => process.exit(met ? 0 : 1), (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
