// Loads (b)–(d), each resolving with its own outcome (what the server answered, and how fast), so a
// reader sees whether the server did the work or refused it.
import { performance } from 'node:perf_hooks';
import { AUTH_PATHS } from '@switchboard/contracts/auth/auth.schemas';
import { BOT_BUILDER_PATHS } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { DocumentFormat } from '@switchboard/contracts/bot-builder/faq.schemas';

/** Any request of a load that has not answered by then is given up (counted as status 0). */
const TIMEOUT_MS = 120_000;

export interface Answer { status: number; message: string; seconds: number }

async function send(url: string, init: RequestInit): Promise<Answer> {
  const start = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    return { status: response.status, message: typeof body.message === 'string' ? body.message : '', seconds: (performance.now() - start) / 1000 };
  } catch (error) {
    return { status: 0, message: (error as Error).message, seconds: (performance.now() - start) / 1000 };
  }
}

export const STAFF = { email: 'admin@demo.brand', password: 'Demo@12345' };

export async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}${AUTH_PATHS.login}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(STAFF) });
  const body = (await response.json()) as { data?: { token?: string }; message?: string };
  if (!body.data?.token) throw new Error(`sign-in refused (${response.status}): ${body.message ?? ''}`);
  return body.data.token;
}

export interface LoginBurstOutcome { statuses: Record<string, number>; seconds: number }

/**
 * (b) `total` wrong-password logins at once from this one address: 70 % for one account (an agent's),
 * the rest spread over other members and unknown addresses. The probe's own member (the admin) is not
 * guessed at, so its session is untouched.
 */
export async function loginBurst(url: string, total: number): Promise<LoginBurstOutcome> {
  const others = ['supervisor@demo.brand', 'qa@demo.brand', 'trainer@demo.brand', 'nobody@demo.brand'];
  const email = (i: number) => (i < total * 0.7 ? 'agent@demo.brand' : others[i % others.length]!);
  const start = performance.now();
  const answers = await Promise.all(Array.from({ length: total }, (_, i) => send(`${url}${AUTH_PATHS.login}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: email(i), password: `Wrong@${i}` }),
  })));
  const statuses: Record<string, number> = {};
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  return { statuses, seconds: (performance.now() - start) / 1000 };
}

/** (c) One spreadsheet posted as the console's upload does (multipart, one field `file`). */
export function uploadSheet(url: string, token: string, path: string, filename: string, file: Buffer): Promise<Answer> {
  const boundary = `----bench${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n`
      + 'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n'),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return send(`${url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, body });
}

/** (d) One document added to the generative FAQ. */
export function addDocument(url: string, token: string, title: string, text: string, format: DocumentFormat): Promise<Answer> {
  return send(`${url}${BOT_BUILDER_PATHS.generativeFaqs}`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ title, text, format }),
  });
}
