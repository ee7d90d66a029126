/**
 * A small BM25 index over short texts (FAQ phrasings, document passages), built from the NLU's
 * tokenizer and Porter stemmer with English stop words dropped. Plain JSON, stored in the bundle.
 */
import { stem } from '@/bot/nlu/stemmer';
import { tokenize } from '@/bot/nlu/tokenize';
import { STOP_WORDS } from './stop-words';

export interface TextIndex {
  /** Stemmed terms of each text, in order. */
  docs: string[][];
  /** Texts each term occurs in. */
  df: Record<string, number>;
  avgLength: number;
}

const K1 = 1.2;
const B = 0.75;

/** Words of a text as the index sees them: tokenized, stop words dropped, stemmed (English only). */
export function termsOf(text: string, language = 'en'): string[] {
  const tokens = tokenize(text);
  if (!language.startsWith('en')) return tokens;
  return tokens.filter((token) => !STOP_WORDS.has(token)).map(stem);
}

export function buildIndex(docs: string[][]): TextIndex {
  const df: Record<string, number> = Object.create(null) as Record<string, number>;
  for (const terms of docs) for (const term of new Set(terms)) df[term] = (df[term] ?? 0) + 1;
  const total = docs.reduce((sum, terms) => sum + terms.length, 0);
  return { docs, df, avgLength: docs.length ? total / docs.length : 0 };
}

/** BM25's idf, always positive; a word no text has weighs most (an unknown word is a reason to doubt a match). */
export function idf(index: TextIndex, term: string): number {
  const n = index.docs.length;
  const df = Object.hasOwn(index.df, term) ? index.df[term]! : 0;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/** BM25 score of every text for the query terms. */
export function bm25(index: TextIndex, query: readonly string[]): number[] {
  const unique = [...new Set(query)];
  const weights = new Map(unique.map((term) => [term, idf(index, term)]));
  return index.docs.map((terms) => {
    if (terms.length === 0) return 0;
    const tf = new Map<string, number>();
    for (const term of terms) if (weights.has(term)) tf.set(term, (tf.get(term) ?? 0) + 1);
    let score = 0;
    for (const [term, count] of tf) {
      score += weights.get(term)! * (count * (K1 + 1)) / (count + K1 * (1 - B + B * (terms.length / (index.avgLength || 1))));
    }
    return score;
  });
}

/** Share of the query's idf weight that a text contains, in [0, 1]: how much of the question it covers. */
export function coverage(index: TextIndex, query: readonly string[], doc: number): number {
  const unique = [...new Set(query)];
  const terms = new Set(index.docs[doc]);
  let total = 0;
  let found = 0;
  for (const term of unique) {
    const weight = idf(index, term);
    total += weight;
    if (terms.has(term)) found += weight;
  }
  return total > 0 ? found / total : 0;
}

/** idf-weighted cosine of the two term sets, in [0, 1]: 1 when a short phrasing says exactly the query. */
export function similarity(index: TextIndex, query: readonly string[], doc: number): number {
  const q = new Set(query);
  const d = new Set(index.docs[doc]);
  if (q.size === 0 || d.size === 0) return 0;
  let shared = 0;
  let qNorm = 0;
  let dNorm = 0;
  for (const term of q) {
    const weight = idf(index, term) ** 2;
    qNorm += weight;
    if (d.has(term)) shared += weight;
  }
  for (const term of d) dNorm += idf(index, term) ** 2;
  return shared / Math.sqrt(qNorm * dNorm);
}
