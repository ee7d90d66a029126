/**
 * Brand functions (§2 brandfunctions): HTTP calls to the brand's own API made by a workflow. URL,
 * header values and body are templates that mention variables as {{name}} and environment variables
 * as {{env.NAME}}; values found at JSON paths of the response are stored in variables.
 */
import { z } from 'zod';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const BRAND_FUNCTION_TIMEOUT_MS = { default: 5_000, max: 30_000 } as const;

export const brandFunctionInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80, 'Name is at most 80 characters'),
  description: z.string().trim().max(300).default(''),
  method: z.enum(HTTP_METHODS).default('GET'),
  url: z.string().trim().min(1, 'URL is required').max(2000)
    .refine((url) => /^(https?:\/\/|\{\{)/.test(url), 'The URL must start with http://, https:// or a {{variable}}'),
  headers: z.array(z.object({ key: z.string().trim().min(1).max(200), value: z.string().max(2000) })).max(30).default([]),
  body: z.string().max(20_000).default(''),
  timeoutMs: z.number().int().min(100).max(BRAND_FUNCTION_TIMEOUT_MS.max).default(BRAND_FUNCTION_TIMEOUT_MS.default),
  /** path: dot path into the JSON response (e.g. "order.status"); variable: the bot param it fills. */
  responseMapping: z.array(z.object({ path: z.string().trim().min(1).max(200), variable: z.string().min(1) })).max(30).default([]),
});
export type BrandFunctionInput = z.infer<typeof brandFunctionInputSchema>;

export const brandFunctionSchema = z.object({ brandFunctionId: z.string(), updatedAt: z.string() })
  .extend(brandFunctionInputSchema.shape);
export type BrandFunction = z.infer<typeof brandFunctionSchema>;
