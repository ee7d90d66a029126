/**
 * What one turn actually did (the runner builds it from the bot runtime's turn) and how it compared with the
 * turn's expectations: one check per expectation set, with expected and actual as text the results page shows
 * side by side.
 */
import { z } from 'zod';
import { extractedEntitySchema } from '../bot-builder/bot-builder.schemas';

export const turnOutcomeSchema = z.object({
  intent: z.string(),
  confidence: z.number(),
  entities: z.array(z.object({ entity: z.string(), value: z.string() })),
  workflowId: z.string().nullable(),
  nodeId: z.string().nullable(),
  /**
   * text: what the customer reads (rich text as plain text, read-text.ts); messageId / variationId: the bot message it
   * came from, when the runtime knows it (null otherwise).
   */
  messages: z.array(z.object({ text: z.string(), messageId: z.string().nullable(), variationId: z.string().nullable() })),
  variables: z.record(z.string(), z.string()),
  /** null: the bot kept the chat. */
  handover: z.object({ groupId: z.string().nullable() }).nullable(),
  ticketOffered: z.boolean(),
  /** The FAQ that answered the turn (null: none, or an FAQ answer of a version that does not know its FAQs' ids). */
  faqId: z.string().nullable(),
  /** What the FAQ step answered with: a curated FAQ, a document passage (generative FAQ), or nothing (null). */
  faqKind: z.enum(['faq', 'generative']).nullable(),
});
export type TurnOutcome = z.infer<typeof turnOutcomeSchema>;

export const expectationCheckSchema = z.object({
  /** Which expectation, as a path into the turn's `expect`: 'intent', 'intent.minConfidence', 'botMessages.1', 'variables.order'. */
  path: z.string(),
  passed: z.boolean(),
  expected: z.string(),
  /** What happened instead ('(none)' when nothing did). */
  actual: z.string(),
});
export type ExpectationCheck = z.infer<typeof expectationCheckSchema>;

export const turnResultSchema = z.object({ passed: z.boolean(), checks: z.array(expectationCheckSchema) });
export type TurnResult = z.infer<typeof turnResultSchema>;

/** The NLP snapshot of a turn: what the classifier made of the customer's message. */
export const turnNlpSchema = z.object({
  text: z.string(),
  /** 'None' below the threshold. */
  intent: z.string(),
  confidence: z.number(),
  threshold: z.number(),
  /** The best intents with their scores, best first. */
  ranking: z.array(z.object({ intent: z.string(), score: z.number() })),
  entities: z.array(extractedEntitySchema),
});
export type TurnNlp = z.infer<typeof turnNlpSchema>;

/**
 * Something the bot would have called outside in this turn that a test run answered itself (docs/decisions.md):
 * a brand function is not called (the bot takes its failure path) unless the run asked for live brand functions;
 * the FAQ's language model is never asked (a document passage answers as it is).
 */
export const TEST_DOUBLE_KINDS = ['brandFunction', 'languageModel'] as const;
export const testDoubleSchema = z.object({ kind: z.enum(TEST_DOUBLE_KINDS), name: z.string() });
export type TestDouble = z.infer<typeof testDoubleSchema>;

/** One turn of a case run: its checks, what happened, the NLP snapshot, the time the bot took and the doubles used. */
export const caseTurnResultSchema = turnResultSchema.extend({
  outcome: turnOutcomeSchema,
  nlp: turnNlpSchema,
  durationMs: z.number(),
  doubles: z.array(testDoubleSchema),
});
export type CaseTurnResult = z.infer<typeof caseTurnResultSchema>;

/** One case run (runTestCase, or one case of a test run): each turn's checks with what actually happened. */
export const caseResultSchema = z.object({
  testCaseId: z.string(),
  passed: z.boolean(),
  /** The trained version the case ran against. */
  modelVersion: z.number().int().nullable(),
  turns: z.array(caseTurnResultSchema),
  /** Why the case could not run to its end (the bot failed on a turn; the turns before it are listed); null: it did. */
  error: z.string().nullable(),
});
export type CaseResult = z.infer<typeof caseResultSchema>;
