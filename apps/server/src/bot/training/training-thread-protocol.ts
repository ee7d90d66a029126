/** What the training thread tells the main thread: progress and log lines while it works, then one outcome. */
import type { TrainedVersion } from './train-version';

export type TrainingThreadMessage =
  | { kind: 'progress'; fraction: number }
  | { kind: 'log'; line: string }
  | { kind: 'done'; result: TrainedVersion }
  | { kind: 'failed'; message: string };
