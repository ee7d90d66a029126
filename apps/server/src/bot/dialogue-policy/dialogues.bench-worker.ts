/**
 * The dialogue benchmark's measuring half (bench/dialogues runs it with the server's tsconfig): per story corpus (the
 * generated order-support stories, and a Rasa Markdown story file given as the first argument after the target: the
 * public bAbI restaurant stories), k-fold next-action and whole-dialogue accuracy of the policy beside a
 * memoization-only baseline (the same trained policy with the classifier switched off: a history it never saw gets no
 * action) and prediction latency percentiles; then the time to train 1,000 generated stories. Prints one JSON line.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { examplesOf, type PolicyDomain } from './dialogue-state';
import { evaluatePolicy, type Evaluation } from './evaluate';
import { flowsOf, type PolicyStory } from './flows';
import { BENCH_DOMAIN, generateStories } from './generated-stories';
import { DialoguePolicy, trainPolicy } from './policy';
import { parseRasaStories, rasaDomainOf } from './rasa-stories';

const FOLDS = 5;
const STORIES = Number(process.env['BENCH_DIALOGUES_STORIES'] ?? 300);
const TRAIN_STORIES = 1000;

const add = (a: Evaluation, b: Evaluation): Evaluation => ({
  steps: a.steps + b.steps, correctSteps: a.correctSteps + b.correctSteps, dialogues: a.dialogues + b.dialogues, correctDialogues: a.correctDialogues + b.correctDialogues,
});
const zero = (): Evaluation => ({ steps: 0, correctSteps: 0, dialogues: 0, correctDialogues: 0 });

function crossValidate(name: string, domain: PolicyDomain, stories: readonly PolicyStory[]) {
  let policyScore = zero();
  let memoScore = zero();
  let conflicts = 0;
  const latencies: number[] = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    const test = stories.filter((_, i) => i % FOLDS === fold);
    const train = stories.filter((_, i) => i % FOLDS !== fold);
    const trained = trainPolicy(domain, train, { threshold: 0 });
    const { policy: stored } = trained;
    conflicts += trained.conflicts.length;
    const policy = new DialoguePolicy(stored);
    // The baseline: what the memo alone remembers (a threshold above 1 means the classifier never decides).
    const memoOnly = new DialoguePolicy({ ...stored, threshold: 2, fallbackActionId: null });
    policyScore = add(policyScore, evaluatePolicy(policy, domain, test));
    memoScore = add(memoScore, evaluatePolicy(memoOnly, domain, test));
    for (const flow of flowsOf(test)) {
      for (const { state } of examplesOf(domain, flow, stored.history)) {
        const started = performance.now();
        policy.predict(state);
        latencies.push(performance.now() - started);
      }
    }
  }
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  return {
    name, stories: stories.length, slots: domain.slots.length, actions: domain.actions.length, conflicts,
    policy: policyScore, memo: memoScore, predictions: latencies.length, p50Ms: percentile(50), p99Ms: percentile(99),
  };
}

const storyFile = process.argv[3];
if (!storyFile) throw new Error('Usage: dialogues.bench-worker.ts <target> <rasa-stories.md>');
const publicStories = parseRasaStories(readFileSync(storyFile, 'utf8'));
const corpora = [
  crossValidate('generated', BENCH_DOMAIN, generateStories(STORIES)),
  crossValidate('bAbI dialog restaurant (Rasa stories)', rasaDomainOf(publicStories).domain, publicStories),
];

const big = generateStories(TRAIN_STORIES, 31);
const started = performance.now();
const trained = trainPolicy(BENCH_DOMAIN, big, { threshold: 0 });
const trainMs = performance.now() - started;
// The same training without the classifier: what memoization alone costs.
const memoStarted = performance.now();
flowsOf(big).flatMap((flow) => examplesOf(BENCH_DOMAIN, flow, 5));
const examplesMs = performance.now() - memoStarted;

console.log(JSON.stringify({
  folds: FOLDS, corpora,
  training: { stories: TRAIN_STORIES, examples: trained.examples, conflicts: trained.conflicts.length, trainMs, examplesMs },
}));
