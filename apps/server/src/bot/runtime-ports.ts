/**
 * What the workflow runtime needs from parts of the bot built in other modules. The published bundle
 * carries each part's data; these functions turn it into answers. Wired in bot-builder.module.ts.
 */
import type { BrandFunction } from '@switchboard/contracts/bot-builder/brand-function.schemas';
import type { GenerativeAttempt } from './faq/generative-attempt';

export type Variables = Record<string, string>;

export interface BrandFunctionResult {
  ok: boolean;
  /** Variables filled from the response (responseMapping); empty when !ok. */
  variables: Variables;
  /** Why it failed, for the logs (timeouts, HTTP status, unreadable JSON). */
  error?: string;
}

/** Calls a brand function with the conversation's variables and the environment's variables. */
export type CallBrandFunction = (fn: BrandFunction, variables: Variables, environment: Variables) => Promise<BrandFunctionResult>;

export interface FaqAnswer {
  /** Plain or sanitised rich text. */
  text: string;
  score: number;
  /** The FAQ question or the document passage the answer came from. */
  source?: string;
  kind: 'faq' | 'generative';
  /** The FAQ (bot_faqs id) a curated answer came from, when the version knows it. */
  faqId?: string;
}

/** Answers a message the intent classifier was unsure about from the version's FAQ data (null: nothing fits). */
export type AnswerFaq = (faq: unknown, text: string, options?: FaqAnswerOptions) => Promise<FaqAnswer | null>;

export interface FaqAnswerOptions {
  /** Only an FAQ's own answer is wanted (a waiting question is interrupted by those): no language model is asked. */
  curatedOnly?: boolean;
  /** Told what the generative step came to (a question no curated FAQ matched), for /analytics/genai. */
  onAttempt?: (attempt: GenerativeAttempt) => void;
}
