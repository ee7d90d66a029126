/**
 * The training thread's entry: trains the job it is started with (workerData) and ends. Bundled by
 * esbuild (scripts/build-server.mjs writes dist/training-thread.mjs; from the sources, train-off-thread.ts
 * bundles it in memory), because Node 20 cannot start a worker thread from TypeScript.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { lowerThisThread } from '@/lib/idle-thread.mjs';
import { trainVersion, type TrainingJob } from './train-version';
import type { TrainingThreadMessage } from './training-thread-protocol';

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
    const result = await trainVersion(workerData as TrainingJob, onProgress, (line) => send({ kind: 'log', line }));
    send({ kind: 'done', result });
  } catch (error) {
    send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}

void main();
