/**
 * What one turn actually did (the runner builds it from the bot runtime's turn) and how it compared with the
 * turn's expectations: one check per expectation set, with expected and actual as text the results page shows
 * side by side.
 */
import { z } from 'zod';

export const turnOutcomeSchema = z.object({
  intent: z.string(),
  confidence: z.number(),
  entities: z.array(z.object({ entity: z.string(), value: z.string() })),
  workflowId: z.string().nullable(),
  nodeId: z.string().nullable(),
  /** messageId / variationId: the bot message a message came from, when the runtime knows it (null otherwise). */
  messages: z.array(z.object({ text: z.string(), messageId: z.string().nullable(), variationId: z.string().nullable() })),
  variables: z.record(z.string(), z.string()),
  /** null: the bot kept the chat. */
  handover: z.object({ groupId: z.string().nullable() }).nullable(),
  ticketOffered: z.boolean(),
  /** The FAQ that answered the turn (null: none). */
  faqId: z.string().nullable(),
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

/** One case run against the draft bot: each turn's checks with what actually happened. */
export const caseResultSchema = z.object({
  testCaseId: z.string(),
  passed: z.boolean(),
  /** The trained (draft) version the case ran against. */
  modelVersion: z.number().int().nullable(),
  turns: z.array(turnResultSchema.extend({ outcome: turnOutcomeSchema })),
});
export type CaseResult = z.infer<typeof caseResultSchema>;
