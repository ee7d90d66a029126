/**
 * Test runs (spec §2 /automatedtesting/testruns; the states are ours, §4 shows none): a background job running a
 * selection of test cases against the draft or the published bot. Runs of one bot queue, never interleave; progress
 * comes over the socket (test-runs.events.ts) and every read survives a reload.
 */
import { z } from 'zod';
import { pageQuerySchema, pagedSchema } from '../common/pagination';

/**
 * queued: waiting for the bot's previous run; running; passed: every case passed; failed: at least one case failed
 * or could not run; cancelled: stopped by a member (cases not run are skipped); error: the run itself could not go on
 * (the bot version it tests is gone, or it was interrupted too often), `error` says why.
 */
export const TEST_RUN_STATES = ['queued', 'running', 'passed', 'failed', 'cancelled', 'error'] as const;
export type TestRunState = (typeof TEST_RUN_STATES)[number];
export const FINISHED_TEST_RUN_STATES: readonly TestRunState[] = ['passed', 'failed', 'cancelled', 'error'];

/** draft: the latest trained version (what Train produced) with the brand's current entities; published: what customers get now. */
export const TEST_RUN_TARGETS = ['draft', 'published'] as const;
export type TestRunTarget = (typeof TEST_RUN_TARGETS)[number];

/** Who started a run: a member on the console, the publish gate before a publish, or a brand's CI with its token. */
export const TEST_RUN_ORIGINS = ['console', 'publishGate', 'ci'] as const;
export type TestRunOrigin = (typeof TEST_RUN_ORIGINS)[number];

/** Which cases a run took, as it was asked for (the cases themselves are copied into the run when it is started). */
export const testRunSelectionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('tags'), tags: z.array(z.object({ _id: z.string(), name: z.string() })) }),
  z.object({ kind: z.literal('cases') }),
  /** Only the cases that failed (or could not run) in run `runId` (re-run only the failed). */
  z.object({ kind: z.literal('failedOf'), runId: z.string(), runNumber: z.number().int() }),
]);
export type TestRunSelection = z.infer<typeof testRunSelectionSchema>;

export const TEST_RUN_TEXTS = {
  started: 'Test run started',
  queued: 'Test run queued: it starts when the bot\'s current run ends',
  cancelled: 'Test run cancelled',
  cancelRequested: 'Cancelling: the run stops after the case it is running',
  notFound: 'Test run not found',
  finished: 'This test run has already finished',
  noCases: 'No test cases to run',
  noFailed: 'This run has no failed cases to run again',
  runNotFinished: 'Wait for this run to finish before running its failed cases again',
  trainFirst: 'Train the bot before testing the draft',
  nothingPublished: 'No version is published yet: test the draft, or publish a version first',
  unknownCase: 'Unknown test case',
  unknownTag: 'Unknown tag',
  oneSelection: 'Give tags, testCaseIds or failedOf, not more than one',
  versionGone: 'The bot version this run tests is no longer available',
  interrupted: 'The run was interrupted too often (the server stopped while it ran); cases not run are skipped',
  brandFunctionDouble: 'Not called: test runs do not call brand functions unless the run asks for them; the bot took the failure path',
  languageModelDouble: 'The language model was not asked: test runs answer with the best document passage as it is',
} as const;

/**
 * Start a run: all cases (nothing given), the cases of some tags, some cases, or the failed of an earlier run.
 * liveBrandFunctions: call the brand's own API from brand functions (the trainer's choice; off by default).
 */
export const startTestRunBodySchema = z.object({
  target: z.enum(TEST_RUN_TARGETS).default('draft'),
  tags: z.array(z.string().trim().min(1)).min(1).max(50).optional(),
  testCaseIds: z.array(z.string().trim().min(1)).min(1).max(1000).optional(),
  failedOf: z.string().trim().min(1).max(100).optional(),
  liveBrandFunctions: z.boolean().default(false),
  /** The console sends the member's bifurcation selection with every write (not used: runs are not scoped by it). */
  selectedBifurcation: z.unknown().optional(),
}).strict().refine((body) => [body.tags, body.testCaseIds, body.failedOf].filter((given) => given !== undefined).length <= 1, {
  message: TEST_RUN_TEXTS.oneSelection, path: ['tags'],
});
export type StartTestRunBody = z.input<typeof startTestRunBodySchema>;

/** Re-run only the failed: the same target (and brand-function choice) as the run, unless given. */
export const rerunFailedBodySchema = z.object({
  target: z.enum(TEST_RUN_TARGETS).optional(),
  liveBrandFunctions: z.boolean().optional(),
  selectedBifurcation: z.unknown().optional(),
}).strict();
export type RerunFailedBody = z.input<typeof rerunFailedBodySchema>;

export const testRunSchema = z.object({
  _id: z.string(),
  /** 1, 2, 3… per brand ("Run #12"). */
  number: z.number().int(),
  state: z.enum(TEST_RUN_STATES),
  target: z.enum(TEST_RUN_TARGETS),
  selection: testRunSelectionSchema,
  liveBrandFunctions: z.boolean(),
  origin: z.enum(TEST_RUN_ORIGINS),
  /** The bot version the run runs against (fixed when it is started). */
  modelId: z.string().nullable(),
  modelVersion: z.number().int().nullable(),
  /** Cases in the run; done = passed + failed (a case that could not run counts as failed). */
  total: z.number().int(),
  done: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  /** passed / done (0..1), null before a case is done. */
  passRate: z.number().nullable(),
  /** From its start to its end; null until it has finished. */
  durationMs: z.number().int().nullable(),
  queuedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  startedBy: z.object({ _id: z.string().nullable(), name: z.string() }),
  /** A member asked to cancel a running run; it stops after its current case. */
  cancelRequested: z.boolean(),
  cancelledBy: z.string().nullable(),
  /** Why the run is in state error (null otherwise). */
  error: z.string().nullable(),
});
export type TestRun = z.infer<typeof testRunSchema>;
export const testRunPageSchema = pagedSchema(testRunSchema);
export type TestRunPage = z.infer<typeof testRunPageSchema>;

/** Runs newest first; state keeps runs in that state. */
export const testRunListQuerySchema = pageQuerySchema.omit({ search: true }).extend({ state: z.enum(TEST_RUN_STATES).optional() });
export type TestRunListQuery = z.infer<typeof testRunListQuerySchema>;

/** Test runs a page (spec §9 has no size for this list: the bot-builder lists' 10). */
export const TEST_RUNS_PAGE_SIZE = 10;
