import { stem } from './stemmer';
import { tokenize } from './tokenize';

/**
 * A sentence as sparse features: 30-bit hashes of its features with their counts (weighting happens in
 * the model). Hashing instead of keeping the n-grams as strings makes extraction and lookups several
 * times cheaper and the stored model smaller; a collision (two rare features sharing a weight) is rare
 * at the few tens of thousands of features a bot has.
 */
export type FeatureCounts = Map<number, number>;

export interface FeatureOptions {
  /** Character n-gram lengths taken from each word with its boundaries, as in fastText. */
  charNgrams: number[];
  /** The count each character n-gram adds (words add 1), so that they do not drown the words. */
  charWeight: number;
  bigrams: boolean;
  /** Porter-stem the words (English only: other languages keep their words as they are). */
  stem: boolean;
}

const WORD = 0x9e3779b9;
const BIGRAM = 0x85ebca6b;
const CHARS = 0xc2b2ae35;
const SENTENCE_START = 0x27d4eb2f;
const SENTENCE_END = 0x165667b1;

/** FNV-1a over text[start, end), seeded by the kind of feature, cut to 30 bits (a small integer in V8). */
function hash(text: string, start: number, end: number, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = start; i < end; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 15; // FNV's low bits mix poorly: fold the high ones in before cutting
  return h & 0x3fffffff;
}

function add(counts: FeatureCounts, feature: number, by: number): void {
  counts.set(feature, (counts.get(feature) ?? 0) + by);
}

/** (Stemmed) words, word bigrams and character n-grams of the words. */
export function extractFeatures(text: string, options: FeatureOptions): FeatureCounts {
  const counts: FeatureCounts = new Map();
  const words = tokenize(text);
  let previous = SENTENCE_START;
  for (const word of words) {
    const stemmed = options.stem ? stem(word) : word;
    const wordHash = hash(stemmed, 0, stemmed.length, WORD);
    add(counts, wordHash, 1);
    if (options.bigrams) add(counts, hash(stemmed, 0, stemmed.length, BIGRAM ^ previous), 1);
    previous = wordHash;
    if (options.charWeight > 0) {
      const padded = `<${word}>`;
      for (const n of options.charNgrams) {
        for (let start = 0; start + n <= padded.length; start++) add(counts, hash(padded, start, start + n, CHARS ^ n), options.charWeight);
      }
    }
  }
  if (options.bigrams && words.length > 0) add(counts, hash('', 0, 0, BIGRAM ^ previous ^ SENTENCE_END), 1);
  return counts;
}
