import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whileBeating } from '@/lib/while-beating';

describe('whileBeating', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('beats while the work runs and stops once it settles, failed or not', async () => {
    const beat = vi.fn(() => Promise.resolve());
    let finish!: (value: string) => void;
    const done = whileBeating(() => new Promise<string>((resolve) => { finish = resolve; }), beat, 1000, () => undefined);
    await vi.advanceTimersByTimeAsync(3500);
    expect(beat).toHaveBeenCalledTimes(3);
    finish('trained');
    await expect(done).resolves.toBe('trained');
    await vi.advanceTimersByTimeAsync(5000);
    expect(beat).toHaveBeenCalledTimes(3);

    const failed = whileBeating(() => Promise.reject(new Error('boom')), beat, 1000, () => undefined);
    await expect(failed).rejects.toThrow('boom');
    await vi.advanceTimersByTimeAsync(5000);
    expect(beat).toHaveBeenCalledTimes(3);
  });

  it('hands a failed beat to onError and keeps beating', async () => {
    const errors: unknown[] = [];
    const beat = vi.fn(() => Promise.reject(new Error('database away')));
    let finish!: () => void;
    const done = whileBeating(() => new Promise<void>((resolve) => { finish = resolve; }), beat, 1000, (error) => errors.push(error));
    await vi.advanceTimersByTimeAsync(2500);
    finish();
    await done;
    expect(beat).toHaveBeenCalledTimes(2);
    expect(errors).toHaveLength(2);
  });
});
