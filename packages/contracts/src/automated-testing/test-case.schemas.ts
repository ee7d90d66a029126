/**
 * Automated testing (spec §2, §7 botTest calls): a test case is a scripted conversation. Each customer turn says
 * what the bot should have done; an expectation left out is not checked (loose by default), so a trainer makes
 * strict only what matters.
 */
import { z } from 'zod';
import { tryItDataSchema } from '../bot-builder/bot-builder.schemas';
import { pageQuerySchema, pagedSchema } from '../common/pagination';

const id = z.string().trim().min(1, 'Required').max(100);
const shortText = z.string().trim().min(1, 'Required').max(500);

/** How one bot message is matched: its whole text, a part of it, or the bot message (and variation) it came from. */
export const BOT_MESSAGE_MATCHES = ['exact', 'contains', 'message'] as const;
export const botMessageExpectationSchema = z.discriminatedUnion('match', [
  z.object({ match: z.literal('exact'), text: shortText }),
  z.object({ match: z.literal('contains'), text: shortText }),
  z.object({ match: z.literal('message'), messageId: id, variationId: id.optional() }),
]);
export type BotMessageExpectation = z.infer<typeof botMessageExpectationSchema>;

export const turnExpectationsSchema = z.object({
  intent: z.object({ name: id, minConfidence: z.number().min(0).max(1).optional() }).strict().optional(),
  /** Each listed entity must be found (with this value, when given); others found are not checked. */
  entities: z.array(z.object({ entity: id, value: shortText.optional() }).strict()).max(20).optional(),
  workflow: z.object({ workflowId: id, nodeId: id.optional() }).strict().optional(),
  /** Matched by position: the first expectation against the bot's first message of the turn, and so on. */
  botMessages: z.array(botMessageExpectationSchema).max(20).optional(),
  /** Each listed variable must hold this value after the turn; others are not checked. */
  variables: z.record(z.string().trim().min(1).max(100), z.string().max(500)).optional(),
  /** handedOver false: the bot must keep the chat; true (optionally to a group): it must pass it on. */
  handover: z.object({ handedOver: z.boolean(), groupId: id.optional() }).strict().optional(),
  ticketOffered: z.boolean().optional(),
  /** answered false: no FAQ answer; true (optionally a given FAQ): an FAQ answered the turn. */
  faq: z.object({ answered: z.boolean(), faqId: id.optional() }).strict().optional(),
}).strict();
export type TurnExpectations = z.infer<typeof turnExpectationsSchema>;

export const TURN_KINDS = ['text', 'postback'] as const;
export const testTurnSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: shortText, expect: turnExpectationsSchema.default({}) }),
  /** A button or quick-reply press: the title the customer saw and the value the bot receives. */
  z.object({ kind: z.literal('postback'), title: shortText, payload: shortText, expect: turnExpectationsSchema.default({}) }),
]);
export type TestTurn = z.infer<typeof testTurnSchema>;

export const TEST_CASE_TEXTS = {
  noTurns: 'Add at least one customer turn',
  created: 'Test case created',
  saved: 'Test case saved',
  deleted: 'Test case deleted',
  notFound: 'Test case not found',
  tagCreated: 'Tag created',
  tagExists: 'A tag with this name already exists',
  unknownTag: 'Unknown tag',
  unknownIntent: 'No intent with this name in the brand',
  unknownWorkflow: 'No workflow with this id in the brand',
  unknownNode: 'The workflow has no node with this id',
  unknownMessage: 'No bot message with this id in the brand',
  unknownGroup: 'No group with this id in the brand',
  sessionNotFound: 'Chat session not found',
  nothingToTest: 'The conversation has no customer message to test',
} as const;

export const testCaseInputSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(120),
  /** Tag ids (getTestCaseTags / createTestCaseTags). */
  tags: z.array(z.string().trim().min(1)).max(20).default([]),
  turns: z.array(testTurnSchema).min(1, TEST_CASE_TEXTS.noTurns).max(50),
});
export type TestCaseInput = z.input<typeof testCaseInputSchema>;
export type TestCaseValues = z.output<typeof testCaseInputSchema>;

export const testCaseTagSchema = z.object({ _id: z.string(), name: z.string() });
export type TestCaseTag = z.infer<typeof testCaseTagSchema>;
export const testCaseTagInputSchema = z.object({ name: z.string().trim().min(1, 'Required').max(60) });

export const testCaseSchema = z.object({
  _id: z.string(),
  name: z.string(),
  tags: z.array(testCaseTagSchema),
  turns: z.array(testTurnSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TestCase = z.infer<typeof testCaseSchema>;
export const testCasePageSchema = pagedSchema(testCaseSchema);

/** search matches the name; tag keeps cases carrying that tag id. */
export const testCaseListQuerySchema = pageQuerySchema.extend({ tag: z.string().trim().min(1).optional() });
export type TestCaseListQuery = z.infer<typeof testCaseListQuerySchema>;

/**
 * fillTestCaseData: a draft case from a real conversation, either a chat from /history (sessionId) or the caller's
 * try-it panel transcript (each message the trainer sent with the answer the panel got). Returned for the trainer to
 * edit; with save it is also created (name and tags as given).
 */
const tryItTurnSchema = z.object({ text: shortText, result: z.lazy(() => tryItDataSchema) });
export const fillTestCaseBodySchema = z.object({
  sessionId: z.string().trim().min(1).max(100).optional(),
  tryIt: z.array(tryItTurnSchema).min(1, TEST_CASE_TEXTS.nothingToTest).max(50).optional(),
  name: z.string().trim().min(1, 'Required').max(120).optional(),
  tags: z.array(z.string().trim().min(1)).max(20).default([]),
  save: z.boolean().default(false),
}).refine((body) => (body.sessionId === undefined) !== (body.tryIt === undefined), {
  message: 'Give either sessionId or tryIt', path: ['sessionId'],
});
export type FillTestCaseBody = z.input<typeof fillTestCaseBodySchema>;
export const fillTestCaseDataSchema = z.object({
  draft: testCaseInputSchema,
  /** The stored case when save was asked for; else null. */
  testCase: testCaseSchema.nullable(),
});
export type FillTestCaseData = z.infer<typeof fillTestCaseDataSchema>;
