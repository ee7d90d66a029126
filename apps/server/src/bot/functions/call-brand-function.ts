/**
 * Runs a brand function: renders URL, headers and body from the conversation's and the environment's
 * variables, calls the brand's API with the function's timeout, and maps the JSON answer into
 * variables. Never throws: every failure is an `ok: false` result with the reason.
 */
import type { BrandFunction } from '@switchboard/contracts/bot-builder/brand-function.schemas';
import type { BrandFunctionResult, CallBrandFunction, Variables } from '@/bot/runtime-ports';
import { reportOutboundCall } from '@/lib/outbound-calls';
import { NO_ALLOWANCE, RefusedAddress, type AddressAllowance } from './address-guard';
import { AnswerTooLarge, BadRedirect, guardedRequest } from './guarded-request';
import { asVariable, readPath } from './json-path';
import { renderBody, renderTemplate, renderUrl } from './template';

export interface BrandFunctionRequest { method: string; url: string; headers: { key: string; value: string }[]; body: string }

export interface BrandFunctionRun {
  result: BrandFunctionResult;
  request: BrandFunctionRequest;
  /** null when no answer came. */
  status: number | null;
  durationMs: number;
  responseBody: string;
}

/** Answers larger than this are not read (a brand API answering a chatbot sends small JSON). */
const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

export function buildRequest(fn: BrandFunction, variables: Variables, environment: Variables): BrandFunctionRequest & { json: boolean } {
  const url = renderUrl(fn.url, variables, environment);
  const headers = fn.headers.map(({ key, value }) => ({ key: key.trim(), value: renderTemplate(value, variables, environment) }));
  const sendsBody = fn.method !== 'GET';
  const { body, json } = sendsBody ? renderBody(fn.body, variables, environment) : { body: '', json: false };
  if (json && !headers.some((header) => header.key.toLowerCase() === 'content-type')) headers.push({ key: 'Content-Type', value: 'application/json' });
  return { method: fn.method, url, headers, body, json };
}

export function mapResponse(fn: BrandFunction, parsed: unknown): Variables {
  const variables: Variables = {};
  for (const { path, variable } of fn.responseMapping) {
    const value = asVariable(readPath(parsed, path.trim()));
    if (value !== undefined) variables[variable] = value;
  }
  return variables;
}

function failureText(error: unknown, timeoutMs: number, timedOut: boolean): string {
  if (error instanceof RefusedAddress) return `The request was refused: ${error.message}`;
  if (error instanceof AnswerTooLarge || error instanceof BadRedirect) return error.message;
  const name = (error as { name?: string } | null)?.name;
  if (timedOut || name === 'TimeoutError' || name === 'AbortError') return `No answer within ${timeoutMs} ms`;
  const cause = (error as { cause?: { message?: string; code?: string } } | null)?.cause;
  const reason = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return `The request failed: ${reason}`;
}

/**
 * `allowance`: the loopback and private addresses the operator lets brand functions reach
 * (BRAND_FUNCTION_ALLOWED_HOSTS); none by default.
 */
export async function executeBrandFunction(
  fn: BrandFunction, variables: Variables, environment: Variables, allowance: AddressAllowance = NO_ALLOWANCE,
): Promise<BrandFunctionRun> {
  const startedAt = Date.now();
  const run = await runBrandFunction(fn, variables, environment, allowance);
  // Every call is logged (issue 27), a bot's and a builder's test alike; headers are not (they carry the brand's keys).
  reportOutboundCall({
    target: 'brand-function', method: run.request.method, url: run.request.url, status: run.status, startedAt, durationMs: run.durationMs,
    requestBody: run.request.body, responseBody: run.responseBody, error: run.result.ok ? undefined : run.result.error,
  });
  return run;
}

async function runBrandFunction(fn: BrandFunction, variables: Variables, environment: Variables, allowance: AddressAllowance): Promise<BrandFunctionRun> {
  const { json: _json, ...request } = buildRequest(fn, variables, environment);
  const started = Date.now();
  const run = (result: BrandFunctionResult, status: number | null = null, responseBody = ''): BrandFunctionRun =>
    ({ result, request, status, durationMs: Date.now() - started, responseBody });
  const fail = (error: string, status: number | null = null, responseBody = '') => run({ ok: false, variables: {}, error }, status, responseBody);

  let target: URL;
  try {
    target = new URL(request.url);
  } catch {
    return fail(`The URL "${request.url}" is not a valid address`);
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return fail(`The URL "${request.url}" must use http or https`);

  let status: number;
  let text: string;
  const signal = AbortSignal.timeout(fn.timeoutMs);
  try {
    ({ status, text } = await guardedRequest({
      method: request.method, url: target, headers: request.headers.map(({ key, value }) => [key, value] as [string, string]),
      body: request.method === 'GET' ? '' : request.body, signal, maxBytes: MAX_RESPONSE_BYTES, allowance,
    }));
  } catch (error) {
    return fail(failureText(error, fn.timeoutMs, signal.aborted));
  }
  if (status < 200 || status > 299) return fail(`The brand API answered HTTP ${status}`, status, text);
  if (text.trim() === '' && fn.responseMapping.length === 0) return run({ ok: true, variables: {} }, status, text);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail('The answer is not readable JSON', status, text);
  }
  return run({ ok: true, variables: mapResponse(fn, parsed) }, status, text);
}

/** The runtime's caller, with the operator's allowance. */
export const brandFunctionCaller = (allowance: AddressAllowance): CallBrandFunction => async (fn, variables, environment) => {
  try {
    return (await executeBrandFunction(fn, variables, environment, allowance)).result;
  } catch (error) {
    // executeBrandFunction catches what it expects; this is the promise to the runtime that nothing escapes.
    return { ok: false, variables: {}, error: error instanceof Error ? error.message : String(error) };
  }
};

/** A caller that reaches public addresses only. */
export const callBrandFunction: CallBrandFunction = brandFunctionCaller(NO_ALLOWANCE);
