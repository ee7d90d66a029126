// Dialogue management (issue 30): the next-action policy (memoization + a classifier over the dialogue state) against a
// memoization-only baseline in the same run, 5-fold over two story corpora, each with its own row set: the demo brand's
// order-support stories, generated (BENCH_DIALOGUES_STORIES, default 300; apps/server/src/bot/dialogue-policy/
// generated-stories.ts), and the public bAbI dialog restaurant stories as Rasa converted them (bench/fixtures/
// babi-restaurant, with their licences); then the time to train 1,000 generated stories. Goals, per corpus: whole-
// dialogue accuracy ≥ the baseline's + 20 points, prediction p99 ≤ 5 ms; training 1,000 stories ≤ 10 s.
import { loadavg } from 'node:os';
import { printRows } from '../support/report';
import { runServerWorker } from '../support/server-worker';

const WORKER = 'apps/server/src/bot/dialogue-policy/dialogues.bench-worker.ts';
const PUBLIC_STORIES = 'bench/fixtures/babi-restaurant/babi_stories.md';

interface Score { steps: number; correctSteps: number; dialogues: number; correctDialogues: number }
interface Corpus {
  name: string; stories: number; slots: number; actions: number; conflicts: number;
  policy: Score; memo: Score; predictions: number; p50Ms: number; p99Ms: number;
}
interface WorkerResult {
  folds: number; corpora: Corpus[];
  training: { stories: number; examples: number; conflicts: number; trainMs: number; examplesMs: number };
}

const percent = (correct: number, total: number) => (100 * correct) / total;

function printCorpus(corpus: Corpus, folds: number, load: string): boolean {
  const { policy, memo } = corpus;
  const dialogue = percent(policy.correctDialogues, policy.dialogues);
  const baseline = percent(memo.correctDialogues, memo.dialogues);
  return printRows(
    `Dialogue policy, ${corpus.name}: ${folds}-fold over ${corpus.stories} stories, ${policy.steps} next-action steps held out `
      + `(${corpus.slots} slots, ${corpus.actions} actions, ${corpus.conflicts} conflicts over the folds); load average ${load}`,
    [
      { name: 'next-action accuracy / memoization only', value: percent(policy.correctSteps, policy.steps), baseline: percent(memo.correctSteps, memo.steps), unit: '%' },
      { name: 'whole-dialogue accuracy / memoization only', value: dialogue, baseline, unit: '%' },
      { name: 'whole-dialogue accuracy − memoization only (points)', value: dialogue - baseline, baseline: 20, unit: 'pts', goal: { absolute: 20, higherIsBetter: true } },
      { name: `prediction p99 / p50 (${corpus.predictions} predictions)`, value: corpus.p99Ms, baseline: corpus.p50Ms, unit: 'ms', goal: { absolute: 5 } },
    ],
  );
}

export async function run(): Promise<boolean> {
  const result = await runServerWorker<WorkerResult>(WORKER, 'none', {}, [PUBLIC_STORIES]);
  const load = loadavg()[0]!.toFixed(1);
  let allMet = true;
  for (const corpus of result.corpora) allMet = printCorpus(corpus, result.folds, load) && allMet;
  const { training } = result;
  allMet = printRows(
    `Dialogue policy training: ${training.stories} generated stories (${training.examples} examples, ${training.conflicts} conflicts); load average ${load}`,
    [{ name: 'training 1,000 stories / making their examples', value: training.trainMs / 1000, baseline: training.examplesMs / 1000, unit: 's', goal: { absolute: 10 } }],
  ) && allMet;
  return allMet;
}
