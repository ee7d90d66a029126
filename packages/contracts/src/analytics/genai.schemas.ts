/**
 * The generative FAQ report of /analytics/genai (issue 24, §2): customer questions that reached the document
 * passages (no curated FAQ matched), what the language model made of them, what it cost and how long it took.
 * Counts follow the conversation reports' rule: a question counts in the bucket its conversation started in.
 * Costs are US $ (§9: cost charts with $) from the ML configuration's prices per 1,000 tokens.
 */
import { z } from 'zod';

/**
 * How a question ended: `answered` the model wrote an answer; `unknown` the model said it does not know;
 * `failed` the call failed and the best passage was sent; `passage` no model is configured and the best passage
 * was sent as it is; `no_passage` nothing in the documents matched (the bot's fallback answered).
 */
export const GENAI_OUTCOMES = ['answered', 'unknown', 'failed', 'passage', 'no_passage'] as const;
export type GenAiOutcome = (typeof GENAI_OUTCOMES)[number];

/** Why a model call failed. */
export const GENAI_FAILURE_REASONS = ['timeout', 'http_error', 'network', 'bad_response', 'empty_answer'] as const;
export type GenAiFailureReason = (typeof GENAI_FAILURE_REASONS)[number];

export const GENAI_FAILURE_LABELS: Record<GenAiFailureReason, string> = {
  timeout: 'No answer in time', http_error: 'HTTP error', network: 'Network error', bad_response: 'Unreadable response', empty_answer: 'Empty answer',
};

const counts = z.object({
  questions: z.number().int(),
  answered: z.number().int(),
  /** questions − answered: unknown + failed + passage + no_passage. */
  notAnswered: z.number().int(),
  unknown: z.number().int(),
  failed: z.number().int(),
  passageOnly: z.number().int(),
  noPassage: z.number().int(),
  /** answered ÷ questions, %. */
  answerRate: z.number(),
  /** Passages given to the model or sent as the answer, summed over questions. */
  passagesCited: z.number().int(),
  /** Questions the language model was asked (answered + unknown + failed). */
  modelCalls: z.number().int(),
  /** Model calls whose response reported its token usage (the token sums and the cost are over these). */
  callsWithUsage: z.number().int(),
  tokensIn: z.number().int(),
  tokensOut: z.number().int(),
  /** Over model calls; null with none. */
  latencyP50Ms: z.number().nullable(),
  latencyP95Ms: z.number().nullable(),
  /** US $; null when no price is configured. */
  cost: z.number().nullable(),
  /** Conversations with a question, with an answered one, with a failed call: these drill down to history. */
  conversations: z.number().int(),
  answeredConversations: z.number().int(),
  failedConversations: z.number().int(),
});
export type GenAiCounts = z.infer<typeof counts>;

export const genAiDataSchema = z.object({
  metrics: counts,
  series: z.array(counts.extend({ bucket: z.string(), from: z.string(), to: z.string() })),
  failures: z.array(z.object({ reason: z.enum(GENAI_FAILURE_REASONS), label: z.string(), count: z.number().int() })),
  /** The configured prices (US $ per 1,000 tokens); null when either is not set. */
  prices: z.object({ inPer1k: z.number(), outPer1k: z.number() }).nullable(),
  range: z.object({ from: z.string(), to: z.string() }),
});
export type GenAiData = z.infer<typeof genAiDataSchema>;

/** Cost in US $ of the tokens at the prices per 1,000, to 6 decimals (fractions of a cent add up). */
export const tokenCost = (tokensIn: number, tokensOut: number, prices: { inPer1k: number; outPer1k: number }) =>
  Math.round(((tokensIn / 1000) * prices.inPer1k + (tokensOut / 1000) * prices.outPer1k) * 1e6) / 1e6;
