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

/**
 * What scoring reads of an index, built once per index (the index is plain JSON from the bundle): each
 * text's term counts and idf² norm, and which texts hold each term. Every customer message the bot
 * cannot place is scored against every FAQ phrasing and passage; walking only the texts that share a
 * term, without per-text Sets, keeps that off the socket thread's allocation budget.
 */
interface Prepared { counts: Array<Map<string, number>>; norms: number[]; postings: Map<string, number[]> }
const prepared = new WeakMap<TextIndex, Prepared>();

function prepare(index: TextIndex): Prepared {
  let ready = prepared.get(index);
  if (ready) return ready;
  const postings = new Map<string, number[]>();
  const counts = index.docs.map((terms, doc) => {
    const count = new Map<string, number>();
    for (const term of terms) count.set(term, (count.get(term) ?? 0) + 1);
    for (const term of count.keys()) {
      const docs = postings.get(term);
      if (docs) docs.push(doc);
      else postings.set(term, [doc]);
    }
    return count;
  });
  const norms = counts.map((count) => [...count.keys()].reduce((sum, term) => sum + idf(index, term) ** 2, 0));
  ready = { counts, norms, postings };
  prepared.set(index, ready);
  return ready;
}

/** BM25 score of every text for the query terms. */
export function bm25(index: TextIndex, query: readonly string[]): number[] {
  const { counts, postings } = prepare(index);
  const scores = new Array<number>(index.docs.length).fill(0);
  for (const term of new Set(query)) {
    const weight = idf(index, term);
    for (const doc of postings.get(term) ?? []) {
      const count = counts[doc]!.get(term)!;
      const length = index.docs[doc]!.length;
      scores[doc]! += weight * (count * (K1 + 1)) / (count + K1 * (1 - B + B * (length / (index.avgLength || 1))));
    }
  }
  return scores;
}

/** Share of the query's idf weight that a text contains, in [0, 1]: how much of the question it covers. */
export function coverage(index: TextIndex, query: readonly string[], doc: number): number {
  const terms = prepare(index).counts[doc];
  let total = 0;
  let found = 0;
  for (const term of new Set(query)) {
    const weight = idf(index, term);
    total += weight;
    if (terms?.has(term)) found += weight;
  }
  return total > 0 ? found / total : 0;
}

/**
 * idf-weighted cosine of the query's and each text's term sets, in [0, 1] (1 when a short phrasing says exactly
 * the query), for every text that shares a term with the query: the others score 0 and are left out.
 */
export function similarities(index: TextIndex, query: readonly string[]): Map<number, number> {
  const { postings, norms } = prepare(index);
  const shared = new Map<number, number>();
  let queryNorm = 0;
  for (const term of new Set(query)) {
    const weight = idf(index, term) ** 2;
    queryNorm += weight;
    for (const doc of postings.get(term) ?? []) shared.set(doc, (shared.get(doc) ?? 0) + weight);
  }
  for (const [doc, sum] of shared) shared.set(doc, sum / Math.sqrt(queryNorm * norms[doc]!));
  return shared;
}
