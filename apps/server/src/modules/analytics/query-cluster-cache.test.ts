import { describe, expect, it } from 'vitest';
import { CLUSTER_CACHE_MAX_AGE_MS, ClusterCache } from './query-cluster-cache';

describe('the clusters cache', () => {
  it('computes a key once, also for callers arriving together, and again for another key', async () => {
    const cache = new ClusterCache<string>();
    let runs = 0;
    const compute = (value: string) => async () => {
      runs += 1;
      return value;
    };
    const [first, second] = await Promise.all([cache.get('a', compute('A')), cache.get('a', compute('other'))]);
    expect([first, second, runs]).toEqual(['A', 'A', 1]);
    expect(await cache.get('b', compute('B'))).toBe('B');
    expect([runs, cache.computed]).toEqual([2, 2]);
  });

  it('drops the least recently used entry past its limit', async () => {
    const cache = new ClusterCache<string>(2);
    await cache.get('a', async () => 'A');
    await cache.get('b', async () => 'B');
    await cache.get('a', async () => 'unused'); // a is now the younger of the two
    await cache.get('c', async () => 'C'); // b goes
    expect(await cache.get('a', async () => 'again')).toBe('A');
    expect(await cache.get('b', async () => 'B2')).toBe('B2');
    expect(cache.computed).toBe(4);
  });

  it('does not keep a failed computation, and recomputes an entry past its age', async () => {
    let now = 0;
    const cache = new ClusterCache<string>(8, () => now);
    await expect(cache.get('a', () => Promise.reject(new Error('read failed')))).rejects.toThrow('read failed');
    expect(await cache.get('a', async () => 'A')).toBe('A');
    now = CLUSTER_CACHE_MAX_AGE_MS - 1;
    expect(await cache.get('a', async () => 'stale?')).toBe('A');
    now = CLUSTER_CACHE_MAX_AGE_MS + 10;
    expect(await cache.get('a', async () => 'A2')).toBe('A2');
    expect(cache.computed).toBe(3);
  });
});
