import { describe, expect, it } from 'vitest';
import { DEFAULT_HYPERPARAMETERS } from './classifier-core';
import { extractFeatures } from './features';

describe('extractFeatures', () => {
  it('reads a negative contraction as the word and "not"', () => {
    expect(extractFeatures("I can't log in, it doesn't work", DEFAULT_HYPERPARAMETERS))
      .toEqual(extractFeatures('I can not log in, it does not work', DEFAULT_HYPERPARAMETERS));
    expect(extractFeatures("I can't log in", { ...DEFAULT_HYPERPARAMETERS, splitNegations: false }))
      .not.toEqual(extractFeatures('I can not log in', { ...DEFAULT_HYPERPARAMETERS, splitNegations: false }));
  });

  it('weighs word bigrams by bigramWeight and names them to the caller', () => {
    const bigrams = new Set<number>();
    const { features, counts } = extractFeatures('reset password', { ...DEFAULT_HYPERPARAMETERS, charWeight: 0, bigramWeight: 0.5, wordnetWeight: 0 }, bigrams);
    expect(bigrams.size).toBe(3); // start–reset, reset–password, password–end
    for (const bigram of bigrams) expect(counts[features.indexOf(bigram)]).toBe(0.5);
    expect([...counts].filter((count) => count === 1)).toHaveLength(2); // the two words
    expect(features).toHaveLength(5);
  });

  it('counts a feature as often as it comes, once in the list, in the order it first came', () => {
    const { features, counts } = extractFeatures('no no yes', { ...DEFAULT_HYPERPARAMETERS, charWeight: 0, bigrams: false, wordnetWeight: 0 });
    expect(features).toHaveLength(2);
    expect([...counts]).toEqual([2, 1]);
    expect(new Set(features).size).toBe(2);
  });

  it("adds a word's WordNet senses at wordnetWeight in all, named to the caller with the bigrams", () => {
    const options = { ...DEFAULT_HYPERPARAMETERS, charWeight: 0, bigrams: false, wordnetWeight: 2 };
    const context = new Set<number>();
    const { features, counts } = extractFeatures('attorney', options, context);
    expect(context.size).toBeGreaterThan(0);
    expect(features).toHaveLength(1 + context.size); // the word and its senses
    const senseTotal = [...context].reduce((sum, sense) => sum + counts[features.indexOf(sense)]!, 0);
    expect(senseTotal).toBeCloseTo(2, 1);
    // A synonym without a letter in common shares the senses, not the word.
    const lawyer = extractFeatures('lawyer', options);
    expect(lawyer.features[0]).not.toBe(features[0]);
    expect([...lawyer.features].some((feature) => context.has(feature))).toBe(true);
    expect(extractFeatures('attorney', { ...options, wordnetWeight: 0 }).features).toHaveLength(1);
  });

  it('extracts a short sentence the same after a very long one', () => {
    const options = { ...DEFAULT_HYPERPARAMETERS };
    const before = extractFeatures('where is my order', options);
    extractFeatures(Array.from({ length: 3000 }, (_, i) => `word${i}`).join(' '), options);
    expect(extractFeatures('where is my order', options)).toEqual(before);
  });
});
