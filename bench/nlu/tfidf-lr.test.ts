import { describe, expect, it } from 'vitest';
import { classifyTfidfLr, trainTfidfLr } from './tfidf-lr';

const examples = [
  ...['where is my order', 'track my order', 'has my order shipped'].map((text) => ({ text, intent: 'order' })),
  ...['I want a refund', 'refund my money', 'give me a refund please'].map((text) => ({ text, intent: 'refund' })),
];

describe('the TF-IDF + logistic regression baseline', () => {
  it('learns separable intents, and is less sure of words it never saw', () => {
    const model = trainTfidfLr(examples);
    expect(classifyTfidfLr(model, 'track the order')).toMatchObject({ intent: 'order' });
    expect(classifyTfidfLr(model, 'a refund')).toMatchObject({ intent: 'refund' });
    expect(classifyTfidfLr(model, 'where is my order').score).toBeGreaterThan(classifyTfidfLr(model, 'quantum physics').score);
  });

  it('is deterministic for a seed', () => {
    expect(trainTfidfLr(examples, 3).weights).toEqual(trainTfidfLr(examples, 3).weights);
  });
});
