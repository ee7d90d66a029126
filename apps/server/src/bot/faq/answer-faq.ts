/**
 * The runtime's FAQ answer (port AnswerFaq): an FAQ whose question or alternate is close enough, else
 * the best document passages — rewritten by the configured language model when there is one, or the
 * best passage itself with its document as the source when there is none or it fails.
 */
import type { FaqSource } from '@switchboard/contracts/bot-builder/faq.schemas';
import type { AnswerFaq, FaqAnswer } from '@/bot/runtime-ports';
import { isFaqModel, matchFaqs, retrievePassages, type FaqModel } from './faq-model';
import { saysUnknown, type GenerativeAttempt } from './generative-attempt';
import { chatCompletionWithUsage, CompletionError, groundedMessages, type GenerativeEndpoint } from './llm-client';

export interface FaqResult {
  answer: FaqAnswer | null;
  sources: FaqSource[];
  generated: boolean;
  generationError: string | null;
  /** What the generative step came to (null: a curated FAQ answered, or the model has no passages at all). */
  attempt: GenerativeAttempt | null;
}

/** A passage's id for the report: its document's title and its place in that document (from 1). */
function passageId(model: FaqModel, index: number): string {
  const passage = model.passages[index]!;
  let place = 0;
  for (let i = 0; i <= index; i++) if (model.passages[i]!.document === passage.document) place++;
  return `${model.documents[passage.document] ?? ''}#${place}`;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** `llm`: the language model to phrase passages, or how to find it (asked only when passages matched: the message hot path stays free of reads). */
export async function answerFromFaqModel(
  model: FaqModel, text: string, llm: GenerativeEndpoint | null | (() => Promise<GenerativeEndpoint | null>), timeoutMs?: number,
): Promise<FaqResult> {
  const faqs = matchFaqs(model, text);
  const best = faqs[0];
  if (best && best.score >= model.threshold) {
    const faq = model.faqs[best.faq]!;
    return {
      answer: { text: faq.answer, score: round(best.score), source: faq.question, kind: 'faq', ...(faq.id ? { faqId: faq.id } : {}) },
      sources: faqs.filter((match) => match.score >= model.threshold).slice(0, 3).map((match) => ({
        kind: 'faq', title: model.faqs[match.faq]!.question, text: model.faqs[match.faq]!.answer, score: round(match.score),
      })),
      generated: false, generationError: null, attempt: null,
    };
  }
  const passages = retrievePassages(model, text).filter((match) => match.score >= model.passageThreshold);
  const attempt: GenerativeAttempt = {
    question: text, outcome: 'no_passage', passageIds: passages.map((match) => passageId(model, match.passage)), brandId: null, model: null,
    tokensIn: null, tokensOut: null, latencyMs: null, failureReason: null,
  };
  if (passages.length === 0) {
    return { answer: null, sources: [], generated: false, generationError: null, attempt: model.passages.length > 0 ? attempt : null };
  }
  const sources: FaqSource[] = passages.map((match) => {
    const passage = model.passages[match.passage]!;
    return { kind: 'generative', title: model.documents[passage.document] ?? '', text: passage.text, score: round(match.score) };
  });
  const top = sources[0]!;
  const titles = [...new Set(sources.map((source) => source.title))].join('; ');
  const endpoint = typeof llm === 'function' ? await llm() : llm;
  if (endpoint) {
    const asked = { ...attempt, brandId: endpoint.brandId ?? null, model: endpoint.model || null };
    const started = performance.now();
    const took = () => Math.round(performance.now() - started);
    try {
      const { text: generated, usage } = await chatCompletionWithUsage(endpoint, groundedMessages(text, sources), timeoutMs);
      return {
        answer: { text: generated, score: top.score, source: titles, kind: 'generative' }, sources, generated: true, generationError: null,
        attempt: {
          ...asked, outcome: saysUnknown(generated) ? 'unknown' : 'answered', latencyMs: took(),
          tokensIn: usage?.promptTokens ?? null, tokensOut: usage?.completionTokens ?? null,
        },
      };
    } catch (error) {
      return {
        answer: { text: top.text, score: top.score, source: top.title, kind: 'generative' }, sources, generated: false, generationError: (error as Error).message,
        attempt: { ...asked, outcome: 'failed', latencyMs: took(), failureReason: error instanceof CompletionError ? error.reason : 'network' },
      };
    }
  }
  // No model: the best passage is the answer (one passage cited).
  return {
    answer: { text: top.text, score: top.score, source: top.title, kind: 'generative' }, sources, generated: false, generationError: null,
    attempt: { ...attempt, outcome: 'passage', passageIds: attempt.passageIds.slice(0, 1) },
  };
}

/** Where the live bot finds its language model: the live brand's ML configuration (each app its own). */
export type GenerativeEndpointSource = () => Promise<GenerativeEndpoint | null>;

/** No language model: passages are answered as they are. */
export const noGenerativeEndpoint: GenerativeEndpointSource = () => Promise.resolve(null);

/**
 * The runtime's port over a source of the language model. `faq` is the version bundle's `faq`
 * (absent on versions trained before FAQs existed: no answer). A source that cannot be read counts
 * as none, so a settings failure never costs the customer the passage answer.
 */
export function answerFaqWith(source: GenerativeEndpointSource): AnswerFaq {
  const endpoint = () => source().catch(() => null);
  return async (faq, text, options) => {
    if (!isFaqModel(faq)) return null;
    // Curated answers only: passages are not phrased by the model (the caller drops them anyway).
    const result = await answerFromFaqModel(faq, text, options?.curatedOnly ? null : endpoint);
    if (result.attempt && !options?.curatedOnly) options?.onAttempt?.(result.attempt);
    return result.answer;
  };
}
