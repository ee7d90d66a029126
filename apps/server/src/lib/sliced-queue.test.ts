import { describe, expect, it } from 'vitest';
import { SlicedQueue } from './sliced-queue';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('SlicedQueue', () => {
  it('runs callbacks in order, at most a slice per event-loop turn, letting other work in between', async () => {
    const queue = new SlicedQueue(3);
    const seen: string[] = [];
    queue.push(...Array.from({ length: 7 }, (_, i) => () => seen.push(`c${i}`)));
    // Scheduled after the queue's first slice: it must run before the second slice.
    setImmediate(() => seen.push('io'));
    await queue.whenEmpty();
    expect(seen).toEqual(['c0', 'c1', 'c2', 'io', 'c3', 'c4', 'c5', 'c6']);
  });

  it('takes a sixteenth of a backlog per turn when that is more than a slice, so a backlog cannot outgrow it', async () => {
    const queue = new SlicedQueue(2);
    const perTurn: number[] = [];
    let count = 0;
    queue.push(...Array.from({ length: 320 }, () => () => void count++));
    const watch = () => {
      perTurn.push(count);
      if (queue.size > 0) setImmediate(watch);
    };
    setImmediate(watch);
    await queue.whenEmpty();
    expect(perTurn[0]).toBe(20);
    expect(perTurn.length).toBeLessThan(60);
    expect(count).toBe(320);
  });

  it("runs each callback's microtasks before the next slice", async () => {
    const queue = new SlicedQueue(1);
    const seen: string[] = [];
    const later = (name: string) => () => {
      void Promise.resolve().then(() => seen.push(`${name} continued`));
      seen.push(name);
    };
    queue.push(later('a'), later('b'));
    await queue.whenEmpty();
    expect(seen).toEqual(['a', 'a continued', 'b', 'b continued']);
  });

  it('keeps going after a callback throws, and is empty at once when nothing is queued', async () => {
    const queue = new SlicedQueue(2);
    await queue.whenEmpty();
    const seen: number[] = [];
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onError);
    try {
      queue.push(() => seen.push(1), () => {
        throw new Error('boom');
      }, () => seen.push(3));
      await queue.whenEmpty();
      await turn();
    } finally {
      process.off('uncaughtException', onError);
    }
    expect(seen).toEqual([1, 3]);
    expect(errors).toEqual([new Error('boom')]);
    expect(queue.size).toBe(0);
  });
});
