/** ResultWriter: the first case at once, then what finished while a write was in flight; in order; a failed write surfaces. */
import { describe, expect, it } from 'vitest';
import type { FinishedCase } from './test-run-queue.repository';
import { ResultWriter } from './result-writer';

const done = (id: string): FinishedCase => ({ id, status: 'passed', turns: [], error: null, durationMs: 1, finishedAt: '2026-11-29T12:00:00.000Z' });

/** A write the test lets finish. */
function slowStore() {
  const writes: string[][] = [];
  const finishers: Array<(error?: Error) => void> = [];
  const write = (cases: FinishedCase[]) => new Promise<void>((resolve, reject) => {
    writes.push(cases.map((c) => c.id));
    finishers.push((error) => (error ? reject(error) : resolve()));
  });
  return { writes, write, finish: (error?: Error) => finishers.shift()!(error) };
}

describe('ResultWriter', () => {
  it('writes the first case at once and, while a write is in flight, keeps the next cases for one batch without waiting', async () => {
    const store = slowStore();
    const writer = new ResultWriter(store.write);
    await writer.add(done('a'));
    expect(store.writes).toEqual([['a']]);
    for (const id of ['b', 'c', 'd']) await writer.add(done(id));
    expect(store.writes).toEqual([['a']]);
    store.finish();
    const flushed = writer.flush();
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.writes).toEqual([['a'], ['b', 'c', 'd']]);
    store.finish();
    await flushed;
    await writer.flush();
    expect(store.writes).toHaveLength(2);
  });

  it('fails the run at the next case after a write failed', async () => {
    const store = slowStore();
    const writer = new ResultWriter(store.write);
    await writer.add(done('a'));
    store.finish(new Error('disk full'));
    await new Promise((resolve) => setImmediate(resolve));
    await expect(writer.add(done('b'))).rejects.toThrow('disk full');
    await expect(writer.flush()).rejects.toThrow('disk full');
  });
});
