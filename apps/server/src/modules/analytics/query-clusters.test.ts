/** The clustering of unanswered messages: deterministic, at most the limit, words-less messages left out. */
import { describe, expect, it } from 'vitest';
import { wordsOf } from '@/lib/analytics-words';
import { clusterCount, clusterMessages } from './query-clusters';

const TOPICS = ['refund order', 'delivery address', 'password reset', 'invoice copy', 'cancel subscription', 'store hours',
  'gift card', 'warranty claim', 'size exchange', 'loyalty points', 'payment failed', 'coupon code'];

describe('query clusters', () => {
  it('splits words as the SQL does: lower case, apostrophes inside, stop words and digits out', () => {
    expect(wordsOf('Where’s my ORDER #123? I don’t see café Привет')).toEqual(['order', 'see', 'café', 'привет']);
    // A hyphen joins a word; a run with a digit (an order number, a code) is no word at all.
    expect(wordsOf('it is ORD-20417, not my e-mail or iphone15')).toEqual(['e-mail']);
  });

  it('makes at most the limit of clusters, the same ones every time, largest first', () => {
    const inputs = TOPICS.flatMap((topic, index) => Array.from({ length: index + 1 }, (_, copy) => ({ id: `${index}-${copy}`, text: `${topic} please ${copy % 2 ? 'now' : ''}` })));
    const clusters = clusterMessages(inputs, 10);
    expect(clusters.length).toBeLessThanOrEqual(10);
    expect(clusters.reduce((sum, cluster) => sum + cluster.members.length, 0)).toBe(inputs.length);
    expect(clusterMessages(inputs, 10)).toEqual(clusters);
    expect(clusters.map((cluster) => cluster.members.length)).toEqual([...clusters.map((cluster) => cluster.members.length)].sort((a, b) => b - a));
    expect(clusterCount(2000, 10)).toBe(10);
    expect(clusterCount(1, 10)).toBe(1);
  });

  it('leaves out messages without a counted word', () => {
    expect(clusterMessages([{ id: 'a', text: '??' }, { id: 'b', text: 'ok thanks' }], 10)).toEqual([]);
    expect(clusterMessages([{ id: 'a', text: '??' }, { id: 'b', text: 'parcel late' }], 10)).toEqual([{ terms: ['late', 'parcel'], members: ['b'] }]);
  });
});
