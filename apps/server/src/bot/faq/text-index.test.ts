import { describe, expect, it } from 'vitest';
import { bm25, buildIndex, coverage, idf, similarities, termsOf } from './text-index';

const similarity = (index: ReturnType<typeof buildIndex>, query: string[], doc: number) => similarities(index, query).get(doc) ?? 0;

const index = buildIndex([
  'our store opens at nine and closes at six',
  'refunds are paid to the card you paid with within five days',
  'delivery takes three to five working days; delivery is free over fifty euros',
  'the store is closed on public holidays',
].map((text) => termsOf(text)));

describe('text index', () => {
  it('uses the NLU tokenizer and stemmer and drops stop words', () => {
    expect(termsOf('How do I get a REFUND for the cancelled orders?')).toEqual(['refund', 'cancel', 'order']);
  });

  it('weights rare terms above common ones, unseen terms highest', () => {
    expect(idf(index, 'store')).toBeLessThan(idf(index, 'refund'));
    expect(idf(index, 'zebra')).toBeGreaterThan(idf(index, 'refund'));
  });

  it('ranks with BM25: term frequency counts, saturating, and the matching text wins', () => {
    const scores = bm25(index, termsOf('how long does delivery take'));
    expect(scores.indexOf(Math.max(...scores))).toBe(2);
    expect(scores[0]).toBe(0);
    const refund = bm25(index, termsOf('refund'));
    expect(refund[1]).toBeGreaterThan(0);
    expect(refund.filter((score) => score > 0)).toHaveLength(1);
  });

  it('coverage and similarity are in [0, 1]: 1 for the whole question or an exact phrasing', () => {
    expect(coverage(index, termsOf('store closed holidays'), 3)).toBe(1);
    expect(coverage(index, termsOf('store zebra'), 0)).toBeLessThan(0.5);
    expect(similarity(index, termsOf('the store is closed on public holidays'), 3)).toBeCloseTo(1);
    expect(similarity(index, termsOf('closed on holidays?'), 3)).toBeGreaterThan(0.5);
    expect(similarity(index, termsOf('purple elephants'), 3)).toBe(0);
    expect(similarity(index, [], 3)).toBe(0);
  });
});
