/** Builds the app for a test over a test database, with a test configuration. */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { loginDataSchema, type LoginData } from '@switchboard/contracts/auth/auth.schemas';
import { buildApp, type BuildAppOptions } from '@/app';
import { loadConfig } from '@/config/config';
import type { DatabaseHandle } from '@/db/client';
import type { App } from '@/plugins/type-provider';
import { DEMO_PASSWORD } from '@/seed/demo-brand';

export const TEST_PUBLIC_URL = 'http://console.test';

export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_PUBLIC_URL,
    DATA_DIR: join(tmpdir(), 'switchboard-test'),
    WEB_DIST: join(tmpdir(), 'switchboard-test-no-console'),
    ...env,
  });
}

/** `options`: what the app takes besides its configuration (e.g. a manual routing clock). */
export type TestAppOptions = Pick<BuildAppOptions, 'routingClock' | 'dmsClock' | 'liveStats' | 'termFolds' | 'testRunGate' | 'reportRunner' | 'oidcFetch'>;

export async function buildTestApp(database: DatabaseHandle, env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<App> {
  // No background fold of the term buckets: a test reads marks as its writes left them (reports fold themselves).
  const app = await buildApp({ config: testConfig(env), database, logger: false, reportErrors: false, termFolds: false, ...options });
  await app.ready();
  return app;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in (expects success) and returns the login data. */
export async function signIn(app: App, email: string, password = DEMO_PASSWORD): Promise<LoginData> {
  const response = await app.inject({ method: 'POST', url: '/users/login', payload: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  return loginDataSchema.parse(response.json<{ data: unknown }>().data);
}

export interface CallResult {
  status: number;
  body: { data: Record<string, unknown>; message?: string; field?: string };
  /** The body as sent, for a failed expectation's message. */
  raw: string;
}

/** A JSON call as the member `token` signed in: its status, its body parsed, and the raw text. */
export async function callAs(app: App, token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<CallResult> {
  const response = await app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json<CallResult['body']>(), raw: response.body };
}
