// How the classifier's defaults were chosen (not part of `npm run bench`), never on a test split:
// - clinc: CLINC150 in-scope accuracy and out-of-scope recall on `val`/`oos_val` at the 0.5 threshold;
// - braun: 10 × stratified 5-fold cross-validation inside the Braun training splits (TUNE_CV_REPEATS=90 for more
//   fold draws, TUNE_CV_SEED for another set of draws: one draw of 10 moves WebApps' figure by up to ~0.01);
// - loo: leave-one-out inside the Braun training splits (each sentence against a model of all the others, 3 seeds):
//   closest to the bench's models, trained on the whole split, but a handful of borderline sentences decide it;
// - episodes: 72 small bots drawn from CLINC150 `train` (2, 5 or 8 intents, 1–96 sentences per intent) and
//   scored on those intents' `val` sentences, plus 30 `oos_val` sentences each (rejected below 0.5) — the
//   Braun corpora are too small to tell variants apart (one sentence is 2–3 points of WebApps' training split);
// - none: 144 such bots that also train a "None" intent on 3 `oos_train` sentences, as AskUbuntu and WebApps do
//   (an out-of-scope sentence counts as right if it scores None or below 0.5).
// Usage: npx tsx bench/nlu/tune.ts '<JSON overriding DEFAULT_HYPERPARAMETERS>' [clinc,braun,loo,episodes,none]
import { BRAUN_CORPORA, loadBraun, loadClinc, type Example } from './datasets';
import { THRESHOLD } from './engines';
import { seededRandom, shuffle } from './sampling';

/** classifier-core's shape, restated: bench must not pull the server's sources into its TypeScript project. */
interface CoreModule {
  DEFAULT_HYPERPARAMETERS: Record<string, unknown>;
  trainCore(examples: Example[], seed: number, hyper: Record<string, unknown>): Promise<{ intents: string[] }>;
  scoreCore(model: { intents: string[] }, text: string): Float64Array;
}
const core = (await import(new URL('../../apps/server/src/bot/nlu/classifier-core.ts', import.meta.url).href)) as CoreModule;
const hyper = { ...core.DEFAULT_HYPERPARAMETERS, ...(JSON.parse(process.argv[2] ?? '{}') as Record<string, unknown>) };
const what = process.argv[3] ?? 'clinc,braun,loo,episodes,none';


function predict(model: { intents: string[] }, text: string): string | undefined {
  const scores = core.scoreCore(model, text);
  let best = 0;
  for (let i = 1; i < scores.length; i++) if (scores[i]! > scores[best]!) best = i;
  return scores[best]! >= THRESHOLD ? model.intents[best] : undefined;
}

function byIntent(examples: Example[]): Map<string, Example[]> {
  const groups = new Map<string, Example[]>();
  for (const example of examples) groups.set(example.intent, [...(groups.get(example.intent) ?? []), example]);
  return groups;
}

/** Each example's fold, intent by intent in turn, so that every fold holds its share of each intent. */
function stratifiedFolds(examples: Example[], folds: number, random: () => number): number[] {
  const fold = new Array<number>(examples.length);
  const indices = new Map<string, number[]>();
  examples.forEach((example, i) => indices.set(example.intent, [...(indices.get(example.intent) ?? []), i]));
  let next = Math.floor(random() * folds);
  for (const [, members] of [...indices].sort(([a], [b]) => a.localeCompare(b))) {
    for (const i of shuffle(members, random)) {
      fold[i] = next;
      next = (next + 1) % folds;
    }
  }
  return fold;
}

if (what.includes('clinc')) {
  const clinc = loadClinc();
  const started = performance.now();
  const model = await core.trainCore(clinc.train, 1, hyper);
  const seconds = (performance.now() - started) / 1000;
  const inScope = clinc.val.filter((example) => predict(model, example.text) === example.intent).length / clinc.val.length;
  const outOfScope = clinc.oosVal.filter((example) => predict(model, example.text) === undefined).length / clinc.oosVal.length;
  console.log(`CLINC150 val: in-scope ${(100 * inScope).toFixed(1)} %, oos_val recall ${(100 * outOfScope).toFixed(1)} % (trained in ${seconds.toFixed(1)} s)`);
}

if (what.includes('braun')) {
  const repeats = Number(process.env.TUNE_CV_REPEATS ?? 10);
  const firstSeed = Number(process.env.TUNE_CV_SEED ?? 1000);
  for (const name of Object.keys(BRAUN_CORPORA) as Array<keyof typeof BRAUN_CORPORA>) {
    const { train } = loadBraun(name);
    let correct = 0;
    for (let repeat = 0; repeat < repeats; repeat++) {
      const fold = stratifiedFolds(train, 5, seededRandom(firstSeed + repeat));
      for (let k = 0; k < 5; k++) {
        const model = await core.trainCore(train.filter((_, i) => fold[i] !== k), repeat + 1, hyper);
        for (const example of train.filter((_, i) => fold[i] === k)) if ((predict(model, example.text) ?? 'None') === example.intent) correct++;
      }
    }
    console.log(`${name}: ${repeats} × 5-fold cross-validated accuracy on the training split ${(correct / (repeats * train.length)).toFixed(3)}`);
  }
}

if (what.includes('loo')) {
  const seeds = [1, 2, 3];
  const figures: string[] = [];
  for (const name of Object.keys(BRAUN_CORPORA) as Array<keyof typeof BRAUN_CORPORA>) {
    const { train } = loadBraun(name);
    let correct = 0;
    for (const [i, example] of train.entries()) {
      for (const seed of seeds) {
        const model = await core.trainCore(train.filter((_, j) => j !== i), seed, hyper);
        if ((predict(model, example.text) ?? 'None') === example.intent) correct++;
      }
    }
    figures.push(`${name} ${(correct / seeds.length).toFixed(1)}/${train.length}`);
  }
  console.log(`Leave-one-out on the training splits (mean of ${seeds.length} seeds): ${figures.join(', ')}`);
}

/** Few-shot bots drawn from CLINC150 `train`, scored on `val` and 30 `oos_val` sentences each; noneSize > 0 trains a None intent. */
async function episodes(label: string, count: number, seed: number, noneSize: number): Promise<void> {
  const clinc = loadClinc();
  const train = byIntent(clinc.train);
  const val = byIntent(clinc.val);
  const names = [...train.keys()].sort();
  const random = seededRandom(seed);
  const tally = new Map<string, [number, number]>();
  const tallyOne = (key: string, ok: boolean) => {
    const [right, all] = tally.get(key) ?? [0, 0];
    tally.set(key, [right + (ok ? 1 : 0), all + 1]);
  };
  for (let episode = 0; episode < count; episode++) {
    const intents = shuffle([...names], random).slice(0, [2, 5, 8][episode % 3]);
    const perIntent = [2, 4, 8, 16, 32, 64][Math.floor(episode / 3) % 6]!;
    const examples: Example[] = [];
    const tests: Example[] = [];
    for (const intent of intents) {
      examples.push(...shuffle([...train.get(intent)!], random).slice(0, Math.max(1, Math.round(perIntent * (0.5 + random())))));
      tests.push(...val.get(intent)!);
    }
    if (noneSize > 0) examples.push(...shuffle([...clinc.oosTrain], random).slice(0, noneSize).map(({ text }) => ({ text, intent: 'None' })));
    const model = await core.trainCore(examples, episode + 1, hyper);
    for (const example of shuffle([...clinc.oosVal], random).slice(0, 30)) tallyOne('out-of-scope recall', (predict(model, example.text) ?? 'None') === 'None');
    for (const example of tests) {
      const ok = predict(model, example.text) === example.intent;
      tallyOne('in-scope accuracy', ok);
      tallyOne(`~${perIntent} sentences per intent`, ok);
    }
  }
  console.log(`${label}: ${[...tally].map(([key, [right, all]]) => `${key} ${(100 * right / all).toFixed(1)} %`).join(', ')}`);
}

if (what.includes('episodes')) await episodes('Episodes', 72, 12345, 0);
if (what.includes('none')) await episodes('Episodes with a None intent (3 oos_train sentences)', 144, 4242, 3);
