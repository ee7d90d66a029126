/**
 * One HTTP(S) call of a brand function, guarded (issue 20, finding 11): the host is resolved and every
 * address checked (address-guard.ts) before connecting, and the socket connects to those very
 * addresses (a `lookup` that answers them, no second DNS query to rebind). Redirects are followed by
 * hand, each target checked the same way. The answer is counted while it streams and the read is
 * aborted past the limit, whatever Content-Length says (a chunked answer has none).
 */
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { allowsApi, resolveChecked, type AddressAllowance, type ResolvedAddress } from './address-guard';

export interface GuardedRequest {
  method: string;
  url: URL;
  headers: [string, string][];
  body: string;
  signal: AbortSignal;
  maxBytes: number;
  allowance: AddressAllowance;
}

export interface GuardedAnswer { status: number; text: string }

export class AnswerTooLarge extends Error {}
export class BadRedirect extends Error {}

const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const portOf = (url: URL) => (url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);

/** Answers net.connect's lookup with the addresses already checked, in either of its two shapes. */
const pinned = (addresses: ResolvedAddress[]): LookupFunction => (_hostname, options, callback) => {
  const first = addresses[0] as ResolvedAddress;
  if (options.all) (callback as (err: null, all: ResolvedAddress[]) => void)(null, addresses);
  else callback(null, first.address, first.family);
};

function headerObject(pairs: [string, string][]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, value] of pairs) headers[key] = key in headers ? `${headers[key]}, ${value}` : value;
  return headers;
}

function send(req: Omit<GuardedRequest, 'maxBytes' | 'allowance'>, addresses: ResolvedAddress[]): Promise<IncomingMessage> {
  const options: RequestOptions = {
    method: req.method, headers: headerObject(req.headers), signal: req.signal, lookup: pinned(addresses),
    // A fresh connection for each call: a pooled socket would skip the check above.
    agent: false,
  };
  return new Promise((resolve, reject) => {
    const call = (req.url.protocol === 'https:' ? httpsRequest : httpRequest)(req.url, options, resolve);
    call.on('error', reject);
    call.end(req.body === '' ? undefined : req.body);
  });
}

function readLimited(response: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        // Rejected first: destroying the stream reports it cut off, and only the first reason counts.
        reject(new AnswerTooLarge(`The answer is larger than ${maxBytes} bytes`));
        response.destroy();
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', reject);
    response.on('aborted', () => reject(new Error('The answer was cut off')));
  });
}

/** A slow DNS answer counts against the function's timeout too (the resolver's own can be far longer). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export async function guardedRequest(initial: GuardedRequest): Promise<GuardedAnswer> {
  let { url, method, body, headers } = initial;
  for (let hop = 0; ; hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new BadRedirect(`A redirect to "${url.href}" is not http or https`);
    // Each hop on its own: a redirect out of an allowed API is checked like any other address.
    const trusted = allowsApi(initial.allowance, url);
    const addresses = await untilAborted(resolveChecked(url.hostname, portOf(url), initial.allowance, undefined, trusted), initial.signal);
    const response = await send({ method, url, headers, body, signal: initial.signal }, addresses);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (!REDIRECTS.has(status) || !location) {
      if (Number(response.headers['content-length'] ?? '0') > initial.maxBytes) {
        response.destroy();
        throw new AnswerTooLarge(`The answer is larger than ${initial.maxBytes} bytes`);
      }
      return { status, text: await readLimited(response, initial.maxBytes) };
    }
    response.resume();
    if (hop >= MAX_REDIRECTS) throw new BadRedirect(`More than ${MAX_REDIRECTS} redirects`);
    const next = new URL(location, url);
    // As fetch does: 303 (and 301/302 after a POST) turn into a GET without body; credentials stay on their origin.
    if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
      method = 'GET';
      body = '';
      headers = headers.filter(([key]) => !['content-type', 'content-length'].includes(key.toLowerCase()));
    }
    if (next.origin !== url.origin) headers = headers.filter(([key]) => !['authorization', 'cookie'].includes(key.toLowerCase()));
    url = next;
  }
}
