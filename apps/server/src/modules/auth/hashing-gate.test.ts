import { describe, expect, it } from 'vitest';
import { defaultSlots, HashingGate, serverBusy } from './hashing-gate';
import { RetryLater } from './retry-later';

/** A task that finishes when the test says so. */
function heldTask() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  return {
    run: async () => {
      started = true;
      await done;
    },
    finish,
    get started() {
      return started;
    },
  };
}

describe('HashingGate', () => {
  it('sizes itself to half the cores, keeping one thread of the pool free', () => {
    expect(defaultSlots(1)).toBe(1);
    expect(defaultSlots(2)).toBe(1);
    expect(defaultSlots(4)).toBe(2);
    expect(defaultSlots(16)).toBe(3);
    expect(defaultSlots(16, 8)).toBe(7);
  });

  it('runs at most `slots` tasks at once and starts the waiting ones in order', async () => {
    const gate = new HashingGate(2, 60_000);
    const tasks = [heldTask(), heldTask(), heldTask(), heldTask()];
    const runs = tasks.map((task) => gate.run(task.run));
    await Promise.resolve();
    expect(tasks.map((task) => task.started)).toEqual([true, true, false, false]);
    expect(gate.queued).toBe(2);
    tasks[1]?.finish();
    await runs[1];
    await Promise.resolve();
    expect(tasks.map((task) => task.started)).toEqual([true, true, true, false]);
    tasks.forEach((task) => task.finish());
    await Promise.all(runs);
    expect(tasks.every((task) => task.started)).toBe(true);
    expect(gate.queued).toBe(0);
  });

  it('refuses with 503 and when to retry once the queue holds more than the allowed wait', async () => {
    // One slot, a hash estimated at 250 ms until one finishes: 4 waiting are 1 s of work.
    const gate = new HashingGate(1, 1_000);
    const tasks = Array.from({ length: 5 }, heldTask);
    const runs = tasks.map((task) => gate.run(task.run));
    const refused = await gate.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RetryLater);
    expect(refused).toMatchObject({ statusCode: 503, message: serverBusy(1_250), retryAfterSeconds: 2 });
    tasks.forEach((task) => task.finish());
    await Promise.all(runs);
  });
});
