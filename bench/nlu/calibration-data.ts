// The raw signals the classifier's confidence is computed from, for sentences the models never trained on, drawn
// from training data only (CLINC150 `train`, `val`, `oos_val`): what calibrate.ts fits the confidence on.
import { loadClinc, type Example } from './datasets';
import { seededRandom, shuffle } from './sampling';

/** classifier-core's shape, restated: bench must not pull the server's sources into its TypeScript project. */
export interface CoreModule {
  DEFAULT_HYPERPARAMETERS: Record<string, unknown>;
  trainCore(examples: Example[], seed: number, hyper: Record<string, unknown>): Promise<CoreModelShape>;
  explainCore(model: CoreModelShape, text: string): { softmax: Float64Array; coverage: number; similarity: number };
}
export interface CoreModelShape { intents: string[] }
export const core = (await import(new URL('../../apps/server/src/bot/nlu/classifier-core.ts', import.meta.url).href)) as CoreModule;

/** One scored sentence: its signals, whether the best intent is right (never for out-of-scope), and the bot it came from. */
export interface SignalRow { setting: string; top: number; second: number; coverage: number; similarity: number; intents: number; perIntent: number; correct: boolean; outOfScope: boolean }

export function signalsOf(model: CoreModelShape, text: string): { best: string; top: number; second: number; coverage: number; similarity: number } {
  const { softmax, coverage, similarity } = core.explainCore(model, text);
  let best = 0;
  let second = -1;
  for (let i = 1; i < softmax.length; i++) {
    if (softmax[i]! > softmax[best]!) {
      second = best;
      best = i;
    } else if (second === -1 || softmax[i]! > softmax[second]!) second = i;
  }
  return { best: model.intents[best]!, top: softmax[best]!, second: second === -1 ? 0 : softmax[second]!, coverage, similarity };
}

export function byIntent(examples: Example[]): Map<string, Example[]> {
  const groups = new Map<string, Example[]>();
  for (const example of examples) groups.set(example.intent, [...(groups.get(example.intent) ?? []), example]);
  return groups;
}

async function score(setting: string, train: Example[], tests: Example[], oos: Example[], seed: number, hyper: Record<string, unknown>, rows: SignalRow[]): Promise<void> {
  const model = await core.trainCore(train, seed, hyper);
  const intents = new Set(train.map((example) => example.intent)).size;
  const perIntent = train.length / intents;
  const row = (example: Example, outOfScope: boolean) => {
    const { best, ...signals } = signalsOf(model, example.text);
    rows.push({ setting, ...signals, intents, perIntent, correct: !outOfScope && best === example.intent, outOfScope });
  };
  for (const example of tests) row(example, false);
  for (const example of oos) row(example, true);
}

/**
 * Bots from CLINC150: the full training split; 150 intents × 10 sentences (seeds other than the bench's); and small
 * bots of 2–20 intents with 2–64 sentences each. In-scope tests are the intents' `val` sentences, out-of-scope ones `oos_val`.
 */
export async function collectSignals(hyper: Record<string, unknown>, which = 'full,ten,small'): Promise<SignalRow[]> {
  const clinc = loadClinc();
  const rows: SignalRow[] = [];
  const train = byIntent(clinc.train);
  const val = byIntent(clinc.val);
  const names = [...train.keys()].sort();
  if (which.includes('full')) await score('full', clinc.train, clinc.val, clinc.oosVal, 42, hyper, rows);
  if (which.includes('ten')) {
    for (const seed of [101, 102]) {
      const random = seededRandom(seed);
      const examples = names.flatMap((intent) => shuffle([...train.get(intent)!], random).slice(0, 10));
      await score('ten', examples, clinc.val, clinc.oosVal, 42, hyper, rows);
    }
  }
  if (which.includes('small')) {
    const random = seededRandom(777);
    for (let episode = 0; episode < 60; episode++) {
      const intents = shuffle([...names], random).slice(0, [2, 5, 10, 20][episode % 4]);
      const perIntent = [2, 4, 8, 16, 32][Math.floor(episode / 4) % 5]!;
      const examples = intents.flatMap((intent) => shuffle([...train.get(intent)!], random).slice(0, perIntent));
      const oos = shuffle([...clinc.oosVal], random).slice(0, 30);
      await score('small', examples, intents.flatMap((intent) => val.get(intent)!), oos, episode + 1, hyper, rows);
    }
  }
  return rows;
}
