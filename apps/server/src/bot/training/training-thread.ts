/**
 * The training thread's entry: runs the job it is started with (workerData: a bot version or a dialogue policy,
 * training-thread-protocol.ts) and ends. Bundled by esbuild (scripts/build-server.mjs writes
 * dist/training-thread.mjs; from the sources, train-off-thread.ts bundles it in memory), because Node 20 cannot
 * start a worker thread from TypeScript.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { lowerThisThread } from '@/lib/idle-thread.mjs';
import type { TrainingThreadJobs, TrainingThreadKind, TrainingThreadMessage, TrainingThreadTask } from './training-thread-protocol';

type Work = {
  [K in TrainingThreadKind]: (job: TrainingThreadJobs[K]['job'], onProgress: (fraction: number) => void, log: (line: string) => void) => Promise<TrainingThreadJobs[K]['result']>;
};

// Each kind's modules are loaded when it runs (esbuild keeps a bundled dynamic import lazy): a dialogue policy
// training never evaluates the NLU's.
const work: Work = {
  bot: async (job, onProgress, log) => (await import('./train-version')).trainVersion(job, onProgress, log),
  dialoguePolicy: async (job, onProgress) => (await import('@/bot/dialogue-policy/policy-training')).trainDomainPolicy(job, onProgress),
};

const perform = <K extends TrainingThreadKind>(task: TrainingThreadTask<K>, onProgress: (fraction: number) => void, log: (line: string) => void) =>
  work[task.kind](task.job, onProgress, log);

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('training-thread runs as a worker thread');
  const send = (message: TrainingThreadMessage) => port.postMessage(message);
  // A training may keep a core busy for minutes: it gets the CPU the live chats leave.
  lowerThisThread();
  // A percent at most once: the classifier reports every epoch of every batch.
  let percent = -1;
  const onProgress = (fraction: number) => {
    const now = Math.floor(fraction * 100);
    if (now === percent) return;
    percent = now;
    send({ kind: 'progress', fraction });
  };
  try {
    const result = await perform(workerData as TrainingThreadTask, onProgress, (line) => send({ kind: 'log', line }));
    send({ kind: 'done', result });
  } catch (error) {
    send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}

void main();
