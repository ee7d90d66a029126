/**
 * The brand function "Test" of the console: sample variables in; the request actually made (secret
 * looking values masked), the answer (body truncated) and the variables it filled out.
 */
import { z } from 'zod';
import { pageQuerySchema } from '../common/pagination';

export const BRAND_FUNCTIONS_PAGE_SIZE = 10;
/** The test shows at most this much of the response body. */
export const TEST_RESPONSE_MAX_CHARS = 4_000;

export const brandFunctionListQuerySchema = pageQuerySchema;

export const brandFunctionTestInputSchema = z.object({
  variables: z.record(z.string().min(1).max(80), z.string().max(2000)).default({}),
});
export type BrandFunctionTestInput = z.input<typeof brandFunctionTestInputSchema>;

export const brandFunctionTestResultSchema = z.object({
  ok: z.boolean(),
  error: z.string().optional(),
  request: z.object({
    method: z.string(),
    url: z.string(),
    headers: z.array(z.object({ key: z.string(), value: z.string() })),
    body: z.string(),
  }),
  /** null when no answer came (timeout, network error). */
  status: z.number().int().nullable(),
  durationMs: z.number().int(),
  responseBody: z.string(),
  responseTruncated: z.boolean(),
  variables: z.record(z.string(), z.string()),
});
export type BrandFunctionTestResult = z.infer<typeof brandFunctionTestResultSchema>;
