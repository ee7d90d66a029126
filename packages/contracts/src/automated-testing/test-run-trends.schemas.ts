/**
 * Run history as a trend (issue 26): the pass rate of a target's latest finished runs (passed or failed: a cancelled
 * or broken run did not run its cases), overall and per tag, oldest first, for the chart on the Test Runs page.
 */
import { z } from 'zod';
import { TEST_RUN_TARGETS } from './test-runs.schemas';

/** Runs a trend holds by default, and at most. */
export const TREND_RUNS = 30;
export const MAX_TREND_RUNS = 100;

export const testRunTrendQuerySchema = z.object({
  target: z.enum(TEST_RUN_TARGETS).default('draft'),
  runs: z.coerce.number().int().min(1).max(MAX_TREND_RUNS).default(TREND_RUNS),
});
export type TestRunTrendQuery = z.input<typeof testRunTrendQuerySchema>;

export const testRunTrendSchema = z.object({
  /** Oldest first; passRate is passed / cases run (0..1). */
  runs: z.array(z.object({
    _id: z.string(), number: z.number().int(), finishedAt: z.string().nullable(), modelVersion: z.number().int().nullable(),
    passRate: z.number(), durationMs: z.number().int().nullable(), total: z.number().int(),
  })),
  /**
   * One series per tag (by the name the runs copied), by name: its pass rate in each of `runs` (same order; null
   * where that run had no case of the tag).
   */
  tags: z.array(z.object({ name: z.string(), passRates: z.array(z.number().nullable()) })),
});
export type TestRunTrend = z.infer<typeof testRunTrendSchema>;
