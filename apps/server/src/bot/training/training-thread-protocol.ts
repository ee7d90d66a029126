/**
 * The jobs the training thread runs, each kind's input and result (plain data both ways: structured clones), and
 * what the thread tells the main thread: progress and log lines while it works, then one outcome.
 */
import type { PolicyTrainingJob, TrainedDomainPolicy } from '@/bot/dialogue-policy/policy-training';
import type { TrainingJob, TrainedVersion } from './train-version';

export interface TrainingThreadJobs {
  /** A bot version: the intent classifier and the FAQ model (modules/bot-builder/training.service.ts). */
  bot: { job: TrainingJob; result: TrainedVersion };
  /** A dialogue domain's policy with its held-out accuracy (modules/dms/dms-training.service.ts). */
  dialoguePolicy: { job: PolicyTrainingJob; result: TrainedDomainPolicy };
}

export type TrainingThreadKind = keyof TrainingThreadJobs;

/** The thread's workerData: one job and its kind. */
export type TrainingThreadTask<K extends TrainingThreadKind = TrainingThreadKind> = { [P in K]: { kind: P; job: TrainingThreadJobs[P]['job'] } }[K];

export type TrainingThreadMessage<Result = TrainingThreadJobs[TrainingThreadKind]['result']> =
  | { kind: 'progress'; fraction: number }
  | { kind: 'log'; line: string }
  | { kind: 'done'; result: Result }
  | { kind: 'failed'; message: string };
