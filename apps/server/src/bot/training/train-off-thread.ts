/**
 * Runs a training on its own worker thread, so the event loop that carries every live chat never waits
 * for one (a large bot trains for minutes): a bot version (trainOffThread) or a dialogue domain's policy
 * (trainPolicyOffThread), both through the one thread entry (training-thread.ts). One training thread at a
 * time per process, whatever its kind (two cores: the other belongs to the server and the database); a
 * second training waits its turn. The thread runs at idle priority, has a heap limit and a time limit: a job
 * that exhausts either fails its training, never the server.
 */
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { PolicyTrainingJob, TrainedDomainPolicy } from '@/bot/dialogue-policy/policy-training';
import type { TrainingJob, TrainedVersion } from './train-version';
import type { TrainingThreadJobs, TrainingThreadKind, TrainingThreadMessage, TrainingThreadTask } from './training-thread-protocol';

/** Set to true by scripts/build-server.mjs in the server bundle; absent when the sources run (vitest, tsx). */
declare const SWITCHBOARD_SERVER_BUNDLE: boolean | undefined;

export interface TrainingThreadLimits { timeoutMs: number; resourceLimits: ResourceLimits }

export const TRAINING_THREAD_LIMITS: TrainingThreadLimits = {
  // At idle priority a training on a machine busy with chats takes longer than on a quiet one.
  timeoutMs: 60 * 60_000,
  resourceLimits: { maxOldGenerationSizeMb: 2048 },
};

/** The thread's script: beside the server bundle, or bundled from the sources in memory once per process. */
type ThreadScript = { url: URL } | { code: string };
let sourceScript: Promise<ThreadScript> | undefined;

function threadScript(): Promise<ThreadScript> {
  if (typeof SWITCHBOARD_SERVER_BUNDLE !== 'undefined') return Promise.resolve({ url: new URL('../../../dist/training-thread.mjs', import.meta.url) });
  sourceScript ??= import('./training-thread-source').then(async ({ bundleTrainingThread }) => ({ code: await bundleTrainingThread() }));
  return sourceScript;
}

let turn: Promise<unknown> = Promise.resolve();

type Result<K extends TrainingThreadKind> = TrainingThreadJobs[K]['result'];
type Progress = (fraction: number) => void;
type Log = (line: string) => void;

/** Trains a bot version on the training thread once the threads before it have finished. */
export const trainOffThread = (job: TrainingJob, onProgress: Progress, log: Log, limits?: TrainingThreadLimits): Promise<TrainedVersion> =>
  runOnTrainingThread({ kind: 'bot', job }, onProgress, log, limits);

/** Trains a dialogue domain's policy (held-out evaluation first) on the training thread, in its turn. */
export const trainPolicyOffThread = (job: PolicyTrainingJob, onProgress: Progress, limits?: TrainingThreadLimits): Promise<TrainedDomainPolicy> =>
  runOnTrainingThread({ kind: 'dialoguePolicy', job }, onProgress, () => undefined, limits);

function runOnTrainingThread<K extends TrainingThreadKind>(
  task: TrainingThreadTask<K>, onProgress: Progress, log: Log, limits: TrainingThreadLimits = TRAINING_THREAD_LIMITS,
): Promise<Result<K>> {
  const waiting = turn;
  const run = waiting.then(async () => runThread(await threadScript(), task, onProgress, log, limits));
  turn = run.catch(() => undefined);
  return run;
}

function runThread<K extends TrainingThreadKind>(
  script: ThreadScript, task: TrainingThreadTask<K>, onProgress: Progress, log: Log, limits: TrainingThreadLimits,
): Promise<Result<K>> {
  return new Promise<Result<K>>((resolve, reject) => {
    const options = { workerData: task, resourceLimits: limits.resourceLimits };
    const worker = 'url' in script ? new Worker(script.url, options) : new Worker(script.code, { ...options, eval: true });
    let settled = false;
    const settle = (outcome: { result: Result<K> } | { error: Error }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if ('result' in outcome) resolve(outcome.result);
      else reject(outcome.error);
    };
    const timer = setTimeout(() => settle({ error: new Error(`the training took longer than ${limits.timeoutMs >= 60_000 ? `${Math.round(limits.timeoutMs / 60_000)} minutes` : `${limits.timeoutMs / 1000} s`}`) }), limits.timeoutMs);
    worker.on('message', (message: TrainingThreadMessage<Result<K>>) => {
      if (message.kind === 'progress') onProgress(message.fraction);
      else if (message.kind === 'log') log(message.line);
      else if (message.kind === 'done') settle({ result: message.result });
      else settle({ error: new Error(message.message) });
    });
    worker.on('error', (error: Error & { code?: string }) => settle({
      error: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new Error('the training needed more memory than allowed') : error,
    }));
    worker.on('exit', () => settle({ error: new Error('the training thread stopped') }));
  });
}
