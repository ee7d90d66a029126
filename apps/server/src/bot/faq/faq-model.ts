/**
 * The FAQ model a training builds from the draft: an index over every FAQ's question and alternates
 * (idf-weighted similarity, so a score of 1 is an exact phrasing) and a BM25 index over the documents'
 * passages. Plain JSON: it travels in the version's bundle.
 */
import { bm25, buildIndex, coverage, similarities, termsOf, type TextIndex } from './text-index';

export const FAQ_MODEL_VERSION = 1;
/** Below these the model says nothing fits (the bot falls back). */
export const FAQ_THRESHOLD = 0.45;
export const PASSAGE_THRESHOLD = 0.6;
/** Passages handed to the language model (and listed as sources). */
export const TOP_PASSAGES = 3;

export interface FaqDraft {
  language: string;
  /** id: the FAQ's row (bot_faqs), so an answer can name the FAQ it came from (absent in drafts made without rows). */
  faqs: { id?: string; question: string; alternates: string[]; answer: string }[];
  documents: { title: string; passages: string[] }[];
}

export interface FaqModel {
  version: typeof FAQ_MODEL_VERSION;
  language: string;
  threshold: number;
  passageThreshold: number;
  /** id: absent in versions trained before FAQ answers named their FAQ. */
  faqs: { id?: string; question: string; answer: string }[];
  /** Which FAQ each indexed phrasing (question or alternate) belongs to. */
  phrasingFaq: number[];
  phrasings: TextIndex;
  documents: string[];
  /** Which document each indexed passage comes from, and its text. */
  passages: { document: number; text: string }[];
  passageIndex: TextIndex;
}

export const isFaqModel = (value: unknown): value is FaqModel =>
  typeof value === 'object' && value !== null && (value as { version?: unknown }).version === FAQ_MODEL_VERSION && 'phrasings' in value;

/** Every FAQ's question and alternates: the intent classifier learns them as no intent (train-bot.ts noIntent). */
export const faqPhrasings = (draft: Pick<FaqDraft, 'faqs'>): string[] => draft.faqs.flatMap((faq) => [faq.question, ...faq.alternates]);

export function buildFaqModel(draft: FaqDraft): FaqModel {
  const phrasingFaq: number[] = [];
  const phrasingTerms: string[][] = [];
  draft.faqs.forEach((faq, index) => {
    for (const text of [faq.question, ...faq.alternates]) {
      phrasingFaq.push(index);
      phrasingTerms.push(termsOf(text, draft.language));
    }
  });
  const passages = draft.documents.flatMap((document, index) => document.passages.map((text) => ({ document: index, text })));
  return {
    version: FAQ_MODEL_VERSION,
    language: draft.language,
    threshold: FAQ_THRESHOLD,
    passageThreshold: PASSAGE_THRESHOLD,
    faqs: draft.faqs.map(({ id, question, answer }) => ({ ...(id ? { id } : {}), question, answer })),
    phrasingFaq,
    phrasings: buildIndex(phrasingTerms),
    documents: draft.documents.map((document) => document.title),
    passages,
    passageIndex: buildIndex(passages.map((passage) => termsOf(passage.text, draft.language))),
  };
}

export interface FaqMatch { faq: number; score: number }

/** FAQs best first (each scored by its closest phrasing). */
export function matchFaqs(model: FaqModel, text: string): FaqMatch[] {
  const query = termsOf(text, model.language);
  if (query.length === 0) return [];
  const best = new Map<number, number>();
  for (const [phrasing, score] of similarities(model.phrasings, query)) {
    const faq = model.phrasingFaq[phrasing]!;
    if (score > (best.get(faq) ?? 0)) best.set(faq, score);
  }
  return [...best].map(([faq, score]) => ({ faq, score })).sort((a, b) => b.score - a.score || a.faq - b.faq);
}

export interface PassageMatch { passage: number; bm25: number; score: number }

/** Passages ranked by BM25; `score` is the share of the question they cover (what the threshold reads). */
export function retrievePassages(model: FaqModel, text: string, limit = TOP_PASSAGES): PassageMatch[] {
  const query = termsOf(text, model.language);
  if (query.length === 0 || model.passages.length === 0) return [];
  return bm25(model.passageIndex, query)
    .map((score, passage) => ({ passage, bm25: score }))
    .filter((match) => match.bm25 > 0)
    .sort((a, b) => b.bm25 - a.bm25 || a.passage - b.passage)
    .slice(0, limit)
    .map((match) => ({ ...match, score: coverage(model.passageIndex, query, match.passage) }));
}
