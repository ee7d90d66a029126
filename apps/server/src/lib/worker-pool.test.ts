/** The worker pool: a hostile job ends its thread, never the process, and the pool carries on with a fresh one. */
import { afterEach, describe, expect, it } from 'vitest';
import { WorkerJobError, WorkerPool, type WorkerPoolOptions } from './worker-pool';

const URL_OF_WORKER = new URL('./worker-pool.test-worker.mjs', import.meta.url);
const pools: WorkerPool[] = [];
const poolWith = (options: Partial<WorkerPoolOptions> = {}) => {
  const pool = new WorkerPool(URL_OF_WORKER, { size: 1, maxQueue: 4, timeoutMs: 2_000, resourceLimits: { maxOldGenerationSizeMb: 32 }, ...options });
  pools.push(pool);
  return pool;
};
const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof WorkerJobError ? error.reason : error));

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

describe('worker pool', () => {
  it('runs jobs in order on one thread and reports a job that threw', async () => {
    const pool = poolWith();
    expect(await Promise.all([1, 2, 3].map((value) => pool.run({ op: 'echo', value })))).toEqual([1, 2, 3]);
    expect(await failure(pool.run({ op: 'throw' }))).toBe('failed');
  });

  it('ends a thread that runs past the timeout and answers the next job on a fresh one', async () => {
    const pool = poolWith({ timeoutMs: 300 });
    const spinning = failure(pool.run({ op: 'spin' }));
    const next = pool.run({ op: 'echo', value: 'after' });
    expect(await spinning).toBe('timeout');
    expect(await next).toBe('after');
  });

  it('ends a thread that passes its heap limit (the process lives on)', async () => {
    const pool = poolWith({ timeoutMs: 20_000 });
    expect(await failure(pool.run({ op: 'hog' }))).toBe('memory');
    expect(await pool.run({ op: 'echo', value: 'alive' })).toBe('alive');
  });

  it('refuses a job when the queue is full', async () => {
    const pool = poolWith({ maxQueue: 1, timeoutMs: 300 });
    const running = failure(pool.run({ op: 'spin' }));
    const waiting = pool.run({ op: 'echo', value: 'queued' });
    expect(await failure(pool.run({ op: 'echo', value: 'one too many' }))).toBe('busy');
    expect(await running).toBe('timeout');
    expect(await waiting).toBe('queued');
  });
});
