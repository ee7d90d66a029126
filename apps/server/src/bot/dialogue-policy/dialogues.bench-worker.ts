/**
 * The dialogue benchmark's measuring half (bench/dialogues runs it with the server's tsconfig): k-fold next-action and
 * whole-dialogue accuracy of the policy beside a memoization-only baseline (the same trained policy with the
 * classifier switched off: a history it never saw gets no action), the time to train 1,000 stories, and prediction
 * latency percentiles. Prints one JSON line.
 */
import { performance } from 'node:perf_hooks';
import { examplesOf } from './dialogue-state';
import { evaluatePolicy, type Evaluation } from './evaluate';
import { flowsOf } from './flows';
import { BENCH_DOMAIN, generateStories } from './generated-stories';
import { DialoguePolicy, trainPolicy } from './policy';

const FOLDS = 5;
const STORIES = Number(process.env['BENCH_DIALOGUES_STORIES'] ?? 300);
const TRAIN_STORIES = 1000;

const add = (a: Evaluation, b: Evaluation): Evaluation => ({
  steps: a.steps + b.steps, correctSteps: a.correctSteps + b.correctSteps, dialogues: a.dialogues + b.dialogues, correctDialogues: a.correctDialogues + b.correctDialogues,
});
const zero = (): Evaluation => ({ steps: 0, correctSteps: 0, dialogues: 0, correctDialogues: 0 });

const stories = generateStories(STORIES);
let policyScore = zero();
let memoScore = zero();
const latencies: number[] = [];
for (let fold = 0; fold < FOLDS; fold++) {
  const test = stories.filter((_, i) => i % FOLDS === fold);
  const train = stories.filter((_, i) => i % FOLDS !== fold);
  const { policy: stored } = trainPolicy(BENCH_DOMAIN, train, { threshold: 0 });
  const policy = new DialoguePolicy(stored);
  // The baseline: what the memo alone remembers (a threshold above 1 means the classifier never decides).
  const memoOnly = new DialoguePolicy({ ...stored, threshold: 2, fallbackActionId: null });
  policyScore = add(policyScore, evaluatePolicy(policy, BENCH_DOMAIN, test));
  memoScore = add(memoScore, evaluatePolicy(memoOnly, BENCH_DOMAIN, test));
  for (const flow of flowsOf(test)) {
    for (const { state } of examplesOf(BENCH_DOMAIN, flow, stored.history)) {
      const started = performance.now();
      policy.predict(state);
      latencies.push(performance.now() - started);
    }
  }
}
latencies.sort((a, b) => a - b);
const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;

const big = generateStories(TRAIN_STORIES, 31);
const started = performance.now();
const trained = trainPolicy(BENCH_DOMAIN, big, { threshold: 0 });
const trainMs = performance.now() - started;
// The same training without the classifier: what memoization alone costs.
const memoStarted = performance.now();
flowsOf(big).flatMap((flow) => examplesOf(BENCH_DOMAIN, flow, 5));
const examplesMs = performance.now() - memoStarted;

console.log(JSON.stringify({
  stories: STORIES, folds: FOLDS,
  policy: policyScore, memo: memoScore,
  trainStories: TRAIN_STORIES, trainExamples: trained.examples, trainMs, examplesMs, conflicts: trained.conflicts.length,
  predictions: latencies.length, p50Ms: percentile(50), p99Ms: percentile(99),
}));
