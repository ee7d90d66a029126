// A worker for worker-pool.test.ts: answers, throws, spins forever or allocates until its heap limit.
import { parentPort } from 'node:worker_threads';

const hoard = [];
parentPort.on('message', (job) => {
  if (job.op === 'echo') parentPort.postMessage({ id: job.id, result: job.value });
  else if (job.op === 'throw') parentPort.postMessage({ id: job.id, error: 'refused' });
  else if (job.op === 'spin') for (;;);
  else if (job.op === 'hog') for (;;) hoard.push(new Array(100_000).fill({ job }));
});
