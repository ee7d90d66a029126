import { afterEach, describe, expect, it, vi } from 'vitest';
import { Ticker } from './ticker';

afterEach(() => vi.useRealTimers());

describe('Ticker', () => {
  it('runs every interval while started, skips a tick while a run is in flight, and stops', async () => {
    vi.useFakeTimers();
    let release = () => {};
    const task = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const ticker = new Ticker(100, task, () => {});
    ticker.start();
    ticker.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(task).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(2);
    const stopped = ticker.stop();
    release();
    await stopped;
    expect(ticker.started).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('reports a failing run and keeps ticking', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    const ticker = new Ticker(50, () => Promise.reject(new Error('db down')), (error) => errors.push(error));
    ticker.start();
    await vi.advanceTimersByTimeAsync(120);
    await ticker.stop();
    expect(errors).toHaveLength(2);
  });
});
