import type { EventLoopUtilization } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { ApiLogPacer, type PacerClock } from './api-log-pacer';

/** A clock whose event loop is as busy as the test says during each rest, recording the rests asked for. */
function clockWith(busyDuringRests: number[]) {
  const rests: number[] = [];
  const clock: PacerClock = {
    utilization: (since?: EventLoopUtilization) => ({ idle: 0, active: 0, utilization: since ? busyDuringRests[rests.length - 1] ?? 0 : 0 }),
    sleep: async (ms) => {
      rests.push(ms);
    },
  };
  return { clock, rests };
}

describe('API log pacer', () => {
  const options = { busyUtilization: 0.8, busyShare: 0.05, idleShare: 0.5 };

  it('rests as long as a batch took while the API is quiet, and nineteen times as long once the API alone kept the loop busy', async () => {
    const { clock, rests } = clockWith([0.3, 0.95, 0.97, 0.2]);
    const pacer = new ApiLogPacer(options, clock);
    await pacer.rest(10);
    expect(pacer.apiBusy).toBe(false);
    await pacer.rest(10);
    expect(pacer.apiBusy).toBe(true);
    await pacer.rest(10);
    await pacer.rest(10);
    expect(pacer.apiBusy).toBe(false);
    // The writer's share: 10 / (10 + 10) = 0.5 quiet; 10 / (10 + 190) = 0.05 busy; back to 0.5 once the API quietens.
    expect(rests.map((ms) => Math.round(ms))).toEqual([10, 10, 190, 190]);
  });

  it('never asks for a negative rest (a clock that stepped back)', async () => {
    const { clock, rests } = clockWith([0]);
    await new ApiLogPacer(options, clock).rest(-3);
    expect(rests).toEqual([0]);
  });
});
