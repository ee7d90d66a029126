// Dialogue management (issue 30): the next-action policy (memoization + a classifier over the dialogue state) against a
// memoization-only baseline in the same run, 5-fold over BENCH_DIALOGUES_STORIES generated stories (default 300; see
// apps/server/src/bot/dialogue-policy/generated-stories.ts: no licensed public story corpus is bundled), the time to
// train 1,000 stories and prediction latency. Goals: whole-dialogue accuracy ≥ the baseline's + 20 points, training
// 1,000 stories ≤ 10 s, prediction p99 ≤ 5 ms.
import { loadavg } from 'node:os';
import { printRows } from '../support/report';
import { runServerWorker } from '../support/server-worker';

const WORKER = 'apps/server/src/bot/dialogue-policy/dialogues.bench-worker.ts';

interface Score { steps: number; correctSteps: number; dialogues: number; correctDialogues: number }
interface WorkerResult {
  stories: number; folds: number; policy: Score; memo: Score;
  trainStories: number; trainExamples: number; trainMs: number; examplesMs: number; conflicts: number;
  predictions: number; p50Ms: number; p99Ms: number;
}

const percent = (correct: number, total: number) => (100 * correct) / total;

export async function run(): Promise<boolean> {
  const result = await runServerWorker<WorkerResult>(WORKER, 'none');
  const { policy, memo } = result;
  const dialogue = percent(policy.correctDialogues, policy.dialogues);
  const baseline = percent(memo.correctDialogues, memo.dialogues);
  const allMet = printRows(
    `Dialogue policy: ${result.folds}-fold over ${result.stories} generated stories (${policy.steps} next-action steps held out), `
      + `training ${result.trainStories} stories (${result.trainExamples} examples, ${result.conflicts} conflicts), `
      + `${result.predictions} predictions timed; load average ${loadavg()[0]!.toFixed(1)}`,
    [
      { name: 'next-action accuracy / memoization only', value: percent(policy.correctSteps, policy.steps), baseline: percent(memo.correctSteps, memo.steps), unit: '%' },
      { name: 'whole-dialogue accuracy / memoization only', value: dialogue, baseline, unit: '%' },
      { name: 'whole-dialogue accuracy − memoization only (points)', value: dialogue - baseline, baseline: 20, unit: 'pts', goal: { absolute: 20, higherIsBetter: true } },
      { name: 'training 1,000 stories / making their examples', value: result.trainMs / 1000, baseline: result.examplesMs / 1000, unit: 's', goal: { absolute: 10 } },
      { name: 'prediction p99 / p50', value: result.p99Ms, baseline: result.p50Ms, unit: 'ms', goal: { absolute: 5 } },
    ],
  );
  return allMet;
}
