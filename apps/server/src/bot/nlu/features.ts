import { FeatureIndex } from './feature-index';
import { stem } from './stemmer';
import { tokenize } from './tokenize';
import { wordSenses } from './wordnet';

/**
 * A sentence as sparse features: 30-bit hashes of its features with their counts (weighting happens in
 * the model). Hashing instead of keeping the n-grams as strings makes extraction and lookups several
 * times cheaper and the stored model smaller; a collision (two rare features sharing a weight) is rare
 * at the few tens of thousands of features a bot has.
 */
export interface FeatureCounts {
  /** The sentence's distinct features, in the order they first appear. */
  features: Int32Array;
  /** Each feature's summed count. */
  counts: Float64Array;
}

export interface FeatureOptions {
  /** Character n-gram lengths taken from each word with its boundaries, as in fastText (consecutive, e.g. 3–5). */
  charNgrams: number[];
  /** The count each character n-gram adds (words add 1), so that they do not drown the words. */
  charWeight: number;
  bigrams: boolean;
  /**
   * The count each word bigram adds (words add 1). Below 1: with a handful of sentences per intent a pair of
   * words rarely comes back, and full-weight bigrams take vector length from the words that do.
   */
  bigramWeight: number;
  /** Split tokenized negative contractions ("dont", "cant") into the word and "not", as "do not" is written (English). */
  splitNegations: boolean;
  /** Porter-stem the words (English only: other languages keep their words as they are). */
  stem: boolean;
  /**
   * The total count a word's WordNet senses and their hypernyms add (wordnet.ts; English only), so that
   * synonyms unseen in training ("notebook" for "laptop") share features. Absent (0) in models trained
   * before the senses were added.
   */
  wordnetWeight?: number;
}

const WORD = 0x9e3779b9;
const BIGRAM = 0x85ebca6b;
const CHARS = 0xc2b2ae35;
const SENTENCE_START = 0x27d4eb2f;
const SENTENCE_END = 0x165667b1;
const SENSE = 0x2545f491;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV's low bits mix poorly: fold the high ones in before cutting to 30 bits (a small integer in V8). */
const finish = (h: number) => (h ^ (h >>> 15)) & 0x3fffffff;

/** FNV-1a over text, seeded by the kind of feature. */
function hash(text: string, seed: number): number {
  let h = (FNV_OFFSET ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  return finish(h);
}

/**
 * What a word contributes, whatever its sentence: its (stemmed) hash, its character n-grams' hashes, and its
 * WordNet senses' hashes with their counts.
 */
interface WordFeatures { word: number; chars: Int32Array; senses: Int32Array; senseCounts: Float64Array }

const NO_SENSES = { senses: new Int32Array(0), senseCounts: new Float64Array(0) };

function senseFeatures(word: string, weight: number): Pick<WordFeatures, 'senses' | 'senseCounts'> {
  const senses = weight > 0 ? wordSenses(word) : [];
  if (senses.length === 0) return NO_SENSES;
  return {
    senses: Int32Array.from(senses, ({ synset }) => hash(synset, SENSE)),
    senseCounts: Float64Array.from(senses, ({ share }) => share * weight),
  };
}

/**
 * Character n-grams of `<word>` for every length in [min, max], hashed in one pass per start position
 * (the hash of the n-gram of length n + 1 continues the one of length n).
 */
function charHashes(word: string, min: number, max: number): Int32Array {
  const padded = `<${word}>`;
  const hashes: number[] = [];
  for (let start = 0; start + min <= padded.length; start++) {
    let h = (FNV_OFFSET ^ CHARS) >>> 0;
    const end = Math.min(padded.length, start + max);
    for (let i = start; i < end; i++) {
      h = Math.imul(h ^ padded.charCodeAt(i), FNV_PRIME);
      if (i + 1 - start >= min) hashes.push(finish(h));
    }
  }
  return Int32Array.from(hashes);
}

/** Words already seen, per feature setting: the same few thousand words come back in every sentence. Bounded. */
const caches = new Map<string, Map<string, WordFeatures>>();
const CACHE_LIMIT = 50_000;

function wordFeatures(word: string, options: FeatureOptions, cache: Map<string, WordFeatures>): WordFeatures {
  let features = cache.get(word);
  if (features === undefined) {
    const stemmed = options.stem ? stem(word) : word;
    const lengths = options.charNgrams;
    features = {
      word: hash(stemmed, WORD),
      chars: options.charWeight > 0 && lengths.length > 0 ? charHashes(word, Math.min(...lengths), Math.max(...lengths)) : new Int32Array(0),
      ...senseFeatures(word, options.wordnetWeight ?? 0),
    };
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(word, features);
  }
  return features;
}

function cacheFor(options: FeatureOptions): Map<string, WordFeatures> {
  const key = `${options.stem ? 's' : ''}${options.charWeight > 0 ? options.charNgrams.join(',') : ''}|${options.wordnetWeight ?? 0}`;
  let cache = caches.get(key);
  if (!cache) {
    cache = new Map();
    caches.set(key, cache);
  }
  return cache;
}

/** Negative contractions as the tokenizer leaves them (apostrophe dropped), and the word before "not". */
const NEGATIONS = new Map(Object.entries({
  dont: 'do', doesnt: 'does', didnt: 'did', cant: 'can', cannot: 'can', wont: 'will', isnt: 'is', arent: 'are', wasnt: 'was',
  werent: 'were', shouldnt: 'should', couldnt: 'could', wouldnt: 'would', havent: 'have', hasnt: 'has', hadnt: 'had',
}));

function splitNegations(words: string[]): string[] {
  if (!words.some((word) => NEGATIONS.has(word))) return words;
  return words.flatMap((word) => {
    const base = NEGATIONS.get(word);
    return base === undefined ? [word] : [base, 'not'];
  });
}

/**
 * The sentence being extracted (extraction is synchronous): its distinct features and their counts so far,
 * reused from sentence to sentence instead of a Map per sentence.
 */
const SCRATCH = 256;
let sentence = new FeatureIndex(SCRATCH);
let sentenceCounts = new Float64Array(SCRATCH);

function add(feature: number, by: number): void {
  const size = sentence.size;
  const i = sentence.add(feature);
  if (i < size) {
    sentenceCounts[i]! += by;
    return;
  }
  if (i === sentenceCounts.length) {
    const grown = new Float64Array(i * 2);
    grown.set(sentenceCounts);
    sentenceCounts = grown;
  }
  sentenceCounts[i] = by;
}

function addBigram(previous: number, word: number, weight: number, contextOut: Set<number> | undefined): void {
  const bigram = ((Math.imul(previous ^ BIGRAM, FNV_PRIME) ^ word) >>> 0) & 0x3fffffff;
  add(bigram, weight);
  contextOut?.add(bigram);
}

/**
 * (Stemmed) words, word bigrams, character n-grams and WordNet senses of the words. `contextOut`, if given,
 * receives the hashes of the word bigrams and senses: what the words imply beyond themselves, which the
 * coverage leaves out (an unseen pair or sense of known words says little about the topic).
 */
export function extractFeatures(text: string, options: FeatureOptions, contextOut?: Set<number>): FeatureCounts {
  sentence.clear();
  const words = options.splitNegations ? splitNegations(tokenize(text)) : tokenize(text);
  const cache = cacheFor(options);
  let previous = SENTENCE_START;
  for (const token of words) {
    const { word, chars, senses, senseCounts } = wordFeatures(token, options, cache);
    add(word, 1);
    if (options.bigrams) addBigram(previous, word, options.bigramWeight, contextOut);
    previous = word;
    for (let i = 0; i < chars.length; i++) add(chars[i]!, options.charWeight);
    for (let i = 0; i < senses.length; i++) {
      add(senses[i]!, senseCounts[i]!);
      contextOut?.add(senses[i]!);
    }
  }
  if (options.bigrams && words.length > 0) addBigram(previous, SENTENCE_END, options.bigramWeight, contextOut);
  const extracted = { features: sentence.features.slice(0, sentence.size), counts: sentenceCounts.slice(0, sentence.size) };
  // After a very long text (a pasted document), start small again: clear() costs the room the index has.
  if (sentence.size > 16 * SCRATCH) {
    sentence = new FeatureIndex(SCRATCH);
    sentenceCounts = new Float64Array(SCRATCH);
  }
  return extracted;
}
