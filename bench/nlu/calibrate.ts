// Fits the classifier's confidence (apps/server/src/bot/nlu/confidence.ts) on training data only, and prints the
// coefficients to paste into classifier-core.ts's CALIBRATION with what they do on each kind of bot (not part of `npm run bench`).
// The rows: calibration-data.ts's bots from CLINC150 `train`, scored on `val` (in scope) and `oos_val` (out of scope).
// Each kind of bot (the full training split, 150 intents × 10 sentences, small bots) weighs the same, and within
// each, out-of-scope messages weigh a quarter of the in-scope ones (one message in five, as in CLINC150's test).
// The label: the best intent is right (never for an out-of-scope message).
// Usage: npx tsx bench/nlu/calibrate.ts [full,ten,small]
import { collectSignals, core, type SignalRow } from './calibration-data';
import { THRESHOLD } from './engines';
import { fitLogistic, type WeightedRow } from './logistic-fit';
import { outOfScopeRecall, thresholdFigures } from './metrics';

type Signals = { top: number; coverage: number; similarity: number };
interface ConfidenceModule {
  signalInputs(signals: Signals): number[];
  sizeInputs(intents: number, sentences: number): number[];
  botConfidence(coefficients: number[], intents: number, sentences: number): number[];
  calibratedConfidence(signals: Signals, bot: number[]): number;
}
const confidence = (await import(new URL('../../apps/server/src/bot/nlu/confidence.ts', import.meta.url).href)) as ConfidenceModule;

/**
 * Out-of-scope messages' total weight, as a share of the in-scope ones', in each kind of bot: the smallest (of 1/16,
 * 1/11, 1/8, 1/4) at which the threshold catches at least half of the wrong answers in every kind of bot (issue 31's
 * goal), so that as few right answers as possible are lost to it.
 */
const OUT_OF_SCOPE_WEIGHT = 1 / 16;

const rows = await collectSignals(core.DEFAULT_HYPERPARAMETERS, process.argv[2]);
const settings = [...new Set(rows.map((row) => row.setting))];
const weighted: WeightedRow[] = [];
for (const setting of settings) {
  const mine = rows.filter((row) => row.setting === setting);
  const outOfScope = mine.filter((row) => row.outOfScope).length;
  const inScope = mine.length - outOfScope;
  for (const row of mine) {
    const weight = (row.outOfScope ? (OUT_OF_SCOPE_WEIGHT * inScope) / outOfScope : 1) / inScope;
    weighted.push({ inputs: [1, ...confidence.signalInputs(row), ...confidence.sizeInputs(row.intents, row.intents * row.perIntent)], label: row.correct ? 1 : 0, weight: (weight * rows.length) / settings.length });
  }
}
const coefficients = fitLogistic(weighted).map((c) => Math.round(c * 1000) / 1000);
console.log(`CALIBRATION = [${coefficients.join(', ')}]`);

const percent = (value: number) => `${(100 * value).toFixed(1)} %`;
const describe = (label: string, mine: SignalRow[], score: (row: SignalRow) => number) => {
  const inScope = mine.filter((row) => !row.outOfScope).map((row) => ({ score: score(row), correct: row.correct }));
  const f = thresholdFigures(inScope, THRESHOLD);
  const oos = outOfScopeRecall(mine.filter((row) => row.outOfScope).map((row) => ({ score: score(row), none: false })), THRESHOLD);
  console.log(`${label}: accuracy ${percent(f.accuracy)}, at ${THRESHOLD} ${percent(f.accuracyAtThreshold)}, errors caught ${percent(f.errorsCaught)}, right lost ${percent(f.rightLost)}, ECE ${f.ece.toFixed(3)}, out-of-scope recall ${percent(oos)}`);
};
for (const setting of settings) {
  const mine = rows.filter((row) => row.setting === setting);
  describe(`${setting}, softmax × coverage factor (before)`, mine, (row) => row.top * Math.min(1, row.coverage / 0.6));
  describe(`${setting}, calibrated`, mine, (row) => confidence.calibratedConfidence(row, confidence.botConfidence(coefficients, row.intents, row.intents * row.perIntent)));
}
