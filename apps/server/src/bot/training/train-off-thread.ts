/**
 * Runs a training on its own worker thread, so the event loop that carries every live chat never waits
 * for one (a large bot trains for minutes). One training thread at a time per process (two cores: the
 * other belongs to the server and the database); a second training waits its turn. The thread runs at idle
 * priority, has a heap limit and a time limit: a draft that exhausts either fails its training, never the
 * server.
 */
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { TrainingJob, TrainedVersion } from './train-version';
import type { TrainingThreadMessage } from './training-thread-protocol';

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

/** Trains the job on the training thread once the threads before it have finished. */
export function trainOffThread(
  job: TrainingJob, onProgress: (fraction: number) => void, log: (line: string) => void, limits: TrainingThreadLimits = TRAINING_THREAD_LIMITS,
): Promise<TrainedVersion> {
  const waiting = turn;
  const run = waiting.then(async () => runThread(await threadScript(), job, onProgress, log, limits));
  turn = run.catch(() => undefined);
  return run;
}

function runThread(
  script: ThreadScript, job: TrainingJob, onProgress: (fraction: number) => void, log: (line: string) => void, limits: TrainingThreadLimits,
): Promise<TrainedVersion> {
  return new Promise<TrainedVersion>((resolve, reject) => {
    const options = { workerData: job, resourceLimits: limits.resourceLimits };
    const worker = 'url' in script ? new Worker(script.url, options) : new Worker(script.code, { ...options, eval: true });
    let settled = false;
    const settle = (outcome: { result: TrainedVersion } | { error: Error }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if ('result' in outcome) resolve(outcome.result);
      else reject(outcome.error);
    };
    const timer = setTimeout(() => settle({ error: new Error(`the training took longer than ${limits.timeoutMs >= 60_000 ? `${Math.round(limits.timeoutMs / 60_000)} minutes` : `${limits.timeoutMs / 1000} s`}`) }), limits.timeoutMs);
    worker.on('message', (message: TrainingThreadMessage) => {
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
