/**
 * What the console's "Test" shows of a brand function run: the request with secrets masked (headers
 * whose name looks secret, and every secret environment value wherever it appears, even echoed back in
 * the answer), the status, the answer cut to TEST_RESPONSE_MAX_CHARS and the mapped variables.
 */
import { TEST_RESPONSE_MAX_CHARS, type BrandFunctionTestResult } from '@switchboard/contracts/bot-builder/brand-function-test.schemas';
import { SECRET_MASK } from '@switchboard/contracts/bot-builder/environment-variable.schemas';
import type { BrandFunctionRun } from '@/bot/functions/call-brand-function';

const SECRET_HEADER = /authorization|token|secret|password|passwd|api[-_]?key|cookie|signature|credential|session/i;

export function testResultView(run: BrandFunctionRun, secrets: string[]): BrandFunctionTestResult {
  // Longest first, so a secret containing another is masked whole.
  const hidden = [...new Set(secrets.filter((secret) => secret.length > 0))].sort((a, b) => b.length - a.length);
  const mask = (text: string) => hidden.reduce((masked, secret) => masked.split(secret).join(SECRET_MASK)
    .split(encodeURIComponent(secret)).join(SECRET_MASK), text);
  const { request } = run;
  const responseBody = mask(run.responseBody);
  return {
    ok: run.result.ok,
    ...(run.result.error ? { error: mask(run.result.error) } : {}),
    request: {
      method: request.method,
      url: mask(request.url),
      headers: request.headers.map(({ key, value }) => ({ key, value: SECRET_HEADER.test(key) && value !== '' ? SECRET_MASK : mask(value) })),
      body: mask(request.body),
    },
    status: run.status,
    durationMs: run.durationMs,
    responseBody: responseBody.slice(0, TEST_RESPONSE_MAX_CHARS),
    responseTruncated: responseBody.length > TEST_RESPONSE_MAX_CHARS,
    variables: Object.fromEntries(Object.entries(run.result.variables).map(([name, value]) => [name, mask(value)])),
  };
}
