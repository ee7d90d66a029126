/** The error envelope of every failed call: a real HTTP status plus this body. */
import { z } from 'zod';

export const errorBodySchema = z.object({
  message: z.string(),
  title: z.string().optional(),
  content: z.string().optional(),
  errorCode: z.union([z.number(), z.string()]).optional(),
  /** The invalid field for 400 responses. */
  field: z.string().optional(),
  /** A 412 of the publish gate: its test run and the cases that failed (GATE_FAILURES_SHOWN at most; `failed` counts all). */
  testRun: z.object({
    _id: z.string(), number: z.number().int(), failed: z.number().int(),
    failedCases: z.array(z.object({ testCaseId: z.string().nullable(), name: z.string() })),
  }).optional(),
  /** With status 800: where the console must go. */
  pathname: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ERROR_CODES = {
  validation: 'VALIDATION',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  businessRule: 'BUSINESS_RULE',
  rateLimited: 'RATE_LIMITED',
  /** socket callback: show the message and reset (§7) */
  socketReset: 204,
} as const;

/** Every successful response: `{ data, message? }`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ data, message: z.string().optional() });
