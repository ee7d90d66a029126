import { describe, expect, it } from 'vitest';
import { THRESHOLDS } from '@switchboard/contracts/common/constants';
import { appendBatch, type TrafficBatch } from '@/features/dashboard/model/traffic-batches';

const batch = (t: number): TrafficBatch => ({ t, live: t % 7, messages: t % 3 });

describe('appendBatch (live traffic keeps at most 60 batches)', () => {
  it('keeps the newest 60 batches in time order', () => {
    let series: TrafficBatch[] = [];
    for (let t = 1; t <= 75; t++) series = appendBatch(series, batch(t));
    expect(THRESHOLDS.liveTrafficMaxBatches).toBe(60);
    expect(series).toHaveLength(60);
    expect(series[0]?.t).toBe(16);
    expect(series.at(-1)?.t).toBe(75);
  });

  it('grows until the cap and does not mutate the previous series', () => {
    const before = [batch(1), batch(2)];
    const after = appendBatch(before, batch(3));
    expect(after.map((b) => b.t)).toEqual([1, 2, 3]);
    expect(before).toHaveLength(2);
  });

  it('ignores a batch that is not newer than the last one', () => {
    const series = [batch(5)];
    expect(appendBatch(series, batch(5))).toBe(series);
    expect(appendBatch(series, batch(4))).toBe(series);
  });

  it('honours a smaller cap', () => {
    expect(appendBatch([batch(1), batch(2), batch(3)], batch(4), 2).map((b) => b.t)).toEqual([3, 4]);
  });
});
