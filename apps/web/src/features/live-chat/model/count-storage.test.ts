// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { bumpCount, clearCount, readCounts, writeCounts } from '@/features/live-chat/model/count-storage';

describe('count storage', () => {
  it('round-trips counts and removes the key when empty', () => {
    writeCounts('k', { a: 2, b: 1 }, localStorage);
    expect(readCounts('k', localStorage)).toEqual({ a: 2, b: 1 });
    writeCounts('k', {}, localStorage);
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('reads bad data as empty and drops bad entries', () => {
    localStorage.setItem('k', 'not json');
    expect(readCounts('k', localStorage)).toEqual({});
    localStorage.setItem('k', JSON.stringify({ a: 1, b: -3, c: 'x', d: 1.5 }));
    expect(readCounts('k', localStorage)).toEqual({ a: 1 });
    localStorage.setItem('k', '[1,2]');
    expect(readCounts('k', localStorage)).toEqual({});
  });

  it('bumps and clears without touching others', () => {
    const counts = bumpCount(bumpCount({}, 'a'), 'a');
    expect(counts).toEqual({ a: 2 });
    expect(clearCount({ ...counts, b: 1 }, 'a')).toEqual({ b: 1 });
    expect(bumpCount(counts, 'a', 0)).toBe(counts);
  });
});
