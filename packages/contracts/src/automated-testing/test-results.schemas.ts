/**
 * The results of a test run (spec §2 /automatedtesting/testruns/testresults): one per case, in the run's order, each
 * with its turns (expected vs actual per expectation, the NLP snapshot, timing). The review filter of §4 (All,
 * Passed, Failed) pages them on the server.
 */
import { z } from 'zod';
import { pageQuerySchema, pagedSchema } from '../common/pagination';
import { testTurnSchema } from './test-case.schemas';
import { expectationCheckSchema, testDoubleSchema, turnNlpSchema, turnOutcomeSchema } from './test-run.schemas';

/**
 * pending: not run yet; passed; failed: an expectation was not met; error: the case could not run to its end (the
 * bot threw), `error` says why; skipped: the run was cancelled (or stopped) before the case ran.
 */
export const TEST_RESULT_STATUSES = ['pending', 'passed', 'failed', 'error', 'skipped'] as const;
export type TestResultStatus = (typeof TEST_RESULT_STATUSES)[number];

/** §4's review filter. Failed takes failed and error; All takes every status. */
export const REVIEW_FILTERS = ['All', 'Passed', 'Failed'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** The best intents a stored turn keeps (the results page shows these). */
export const STORED_RANKING = 3;

/**
 * A turn as a run keeps it: what the results page, JUnit and xlsx show, no more (a run writes one per customer turn of
 * every case). A passed turn keeps the paths it checked (nothing differs); a failed turn keeps every check with its
 * expected and actual. What the bot did: its reading, what it said, the variables, hand-over and ticket offer; the NLP
 * snapshot's threshold and best intents. runTestCase answers the whole CaseTurnResult (test-run.schemas.ts).
 */
export const storedCheckSchema = expectationCheckSchema.partial({ expected: true, actual: true });
export type StoredCheck = z.infer<typeof storedCheckSchema>;
export const storedTurnSchema = z.object({
  passed: z.boolean(),
  checks: z.array(storedCheckSchema),
  outcome: turnOutcomeSchema.pick({ intent: true, confidence: true, variables: true, handover: true, ticketOffered: true })
    .extend({ messages: z.array(z.object({ text: z.string() })) }),
  nlp: turnNlpSchema.pick({ threshold: true, ranking: true }),
  durationMs: z.number(),
  doubles: z.array(testDoubleSchema),
});
export type StoredTurn = z.infer<typeof storedTurnSchema>;

export const testResultSchema = z.object({
  _id: z.string(),
  runId: z.string(),
  /** 1, 2, 3… the case's place in the run. */
  position: z.number().int(),
  /** null when the case has since been deleted (its copy in the run stays). */
  testCaseId: z.string().nullable(),
  /** The case's name and tags as they were when the run was started. */
  name: z.string(),
  tags: z.array(z.string()),
  status: z.enum(TEST_RESULT_STATUSES),
  /** The case's customer turns as they were run (expectations included). */
  input: z.array(testTurnSchema),
  /** One per turn the case got through (fewer than input on an error, none while pending). */
  turns: z.array(storedTurnSchema),
  error: z.string().nullable(),
  durationMs: z.number().nullable(),
  finishedAt: z.string().nullable(),
  /**
   * A failed (or errored) case: the run (of the same target, up to this one) from which it has failed every time it
   * ran; this run itself when it passed the time before (or never ran before). null when it passed, did not run, or
   * was deleted. Only getTestResults fills it (exports leave it null).
   */
  failingSince: z.object({ runId: z.string(), number: z.number().int() }).nullable(),
});
export type TestResult = z.infer<typeof testResultSchema>;
export const testResultPageSchema = pagedSchema(testResultSchema);
export type TestResultPage = z.infer<typeof testResultPageSchema>;

/** filter: §4's review filter; search matches the case name. */
export const testResultListQuerySchema = pageQuerySchema.extend({ filter: z.enum(REVIEW_FILTERS).default('All') });
export type TestResultListQuery = z.infer<typeof testResultListQuerySchema>;

/** Results a page (cases carry their turns: the bot-builder lists' 10). */
export const TEST_RESULTS_PAGE_SIZE = 10;
