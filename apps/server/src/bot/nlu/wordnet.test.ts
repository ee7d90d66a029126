import { describe, expect, it } from 'vitest';
import { wordSenses } from './wordnet';

const synsets = (word: string) => new Set(wordSenses(word).map((sense) => sense.synset));

describe('WordNet senses', () => {
  it('gives synonyms that share no letters a common sense', () => {
    const shared = (a: string, b: string) => [...synsets(a)].filter((synset) => synsets(b).has(synset));
    expect(shared('lawyer', 'attorney').length).toBeGreaterThan(0);
    // Hypernyms too: both are a "portable computer".
    expect(shared('laptop', 'notebook').length).toBeGreaterThan(0);
    expect(shared('lawyer', 'laptop')).toEqual([]);
  });

  it("shares each word's weight among its senses", () => {
    for (const word of ['refund', 'order', 'password', 'run']) {
      const senses = wordSenses(word);
      expect(senses.length, word).toBeGreaterThan(0);
      expect(senses.reduce((sum, sense) => sum + sense.share, 0), word).toBeCloseTo(1, 1);
    }
  });

  it('finds the base form of inflected words, and nothing for unknown ones', () => {
    expect(wordSenses('laptops')).toEqual(wordSenses('laptop'));
    expect(wordSenses('boxes')).toEqual(wordSenses('box'));
    expect(wordSenses('charging')).toEqual(wordSenses('charge'));
    expect(wordSenses('xqzvt')).toEqual([]);
    expect(wordSenses('')).toEqual([]);
  });
});
