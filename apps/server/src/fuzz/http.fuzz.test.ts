/**
 * The HTTP fuzz suite (issue 20): every registered route (app.registeredRoutes, so a new one is fuzzed
 * without anyone adding it), its path parameters, query and body drawn from hostile arbitraries with a
 * fixed seed, sent as an anonymous visitor and as a seeded member of each role. Asserts: no 5xx, the
 * app still answers /health after each batch, and a batch whose writes were all refused (4xx) leaves
 * every table's row count as it was. Runs per route are counted so the file stays well under a minute. API logging
 * is on: after each test every row it wrote must be whole and within its limits (api-log-check).
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { defaultPermissions } from '@switchboard/contracts/roles';
import { guardAllows, type RegisteredRoute } from '@/plugins/guard';
import type { App } from '@/plugins/type-provider';
import { DEMO_MEMBERS } from '@/seed/demo-brand';
import { bearer, signIn, testConfig } from '@/testing/test-app';
import { useSeededPglite } from '@/testing/test-db';
import { checkApiLogs } from './api-log-check';
import { FUZZ_SEED, hostileBody, hostilePathParam, hostileQuery } from './arbitraries';
import { isKnownOpen } from './known-open';
import { CALL_LOG_TABLES, changedTables, rowCounts } from './row-counts';

/** Runs per route: a caller the guard lets through reaches validation and the service, so it gets more. */
const RUNS = { allowed: 2, refused: 1, anonymousPublic: 8, anonymousGuarded: 1 } as const;
/** Routes per batch: row counts and /health are checked around each batch. */
const BATCH = 15;
/** Tables a refused request writes by design: login_throttles counts failed sign-ins (the lockout); the API log logs every call. */
const WRITES_WHEN_REFUSED = new Set(['login_throttles', ...CALL_LOG_TABLES]);

/** Raw bodies no JSON generator makes: broken JSON, prototype poisoning, a flood of brackets. */
const RAW_BODIES = ['{', '{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}', 'null', '"text"', '[]', '1e999', `{"a":${'['.repeat(100_000)}`];

/** Mostly JSON; also what upload routes take, and types no route takes (415, never 500). */
const CONTENT_TYPES = ['application/json', 'application/json', 'application/json', 'multipart/form-data; boundary=x', 'multipart/form-data',
  'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16'];

/** Logging on, whatever the default becomes: every hostile call is logged, and its row checked (api-log-check). */
const config = testConfig({ API_LOG_ENABLED: 'true' });
const seeded = useSeededPglite();
let app: App;
beforeEach(async () => {
  app = await buildApp({ config, database: seeded.database, logger: false, reportErrors: false });
  await app.ready();
});
afterEach(async () => {
  // Closing writes out every call the writer took; then each row must be whole and within its limits.
  await app.close();
  const logs = await checkApiLogs(seeded.database.db, app.services.consoleApiLogs.apiLogWriter.stats(), config.apiLogs.bodyMaxBytes);
  expect(logs.problems).toEqual([]);
});

/** One member per role (the seed's first of each). */
const MEMBERS = DEMO_MEMBERS.filter((member, index) => DEMO_MEMBERS.findIndex((other) => other.role === member.role) === index);
const CALLERS = ['anonymous', ...MEMBERS.map((member) => member.email)] as const;

/** Sign-in and sign-out routes last: fuzzing them may end the caller's session. */
const fuzzOrder = (routes: RegisteredRoute[]) => [...routes.filter((route) => !route.url.startsWith('/users')), ...routes.filter((route) => route.url.startsWith('/users'))];

interface Call { method: string; url: string; payload?: string; contentType?: string }

function callsFor(route: RegisteredRoute, runs: number, seed: number): Call[] {
  const request = fc.record({
    params: fc.array(hostilePathParam, { minLength: 4, maxLength: 4 }),
    query: fc.option(hostileQuery, { nil: undefined }),
    body: fc.oneof({ weight: 5, arbitrary: hostileBody.map((body) => JSON.stringify(body) ?? 'null') }, { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) }),
    contentType: fc.constantFrom(...CONTENT_TYPES),
  });
  // First a fixed probe (NUL in every path parameter and in the search), then generated calls.
  const probe = { params: ['%00'], query: 'search=a%00b', body: '{}', contentType: 'application/json' };
  return [probe, ...fc.sample(request, { seed, numRuns: runs - 1 })].map(({ params, query, body, contentType }) => {
    let index = 0;
    const path = route.url.replace(/:\w+|\*/g, () => params[index++ % params.length] ?? '1');
    const url = query ? `${path}?${query}` : path;
    return ['GET', 'DELETE'].includes(route.method) ? { method: route.method, url } : { method: route.method, url, payload: body, contentType };
  });
}

/** What the guard lets the caller through to (validation and the service), from the role's default map. */
function allowedFor(caller: string, route: RegisteredRoute): boolean {
  if (route.guard === 'public') return true;
  const member = MEMBERS.find((candidate) => candidate.email === caller);
  return member !== undefined && route.guard !== undefined && guardAllows(defaultPermissions(member.role, member.ticketsEnabled), route.guard);
}

describe('HTTP fuzz: every registered route, hostile input, every caller', () => {
  for (const caller of CALLERS) {
    it(`as ${caller}: no 5xx, still healthy, refused writes leave no row`, async () => {
      const routes = fuzzOrder(app.registeredRoutes.filter((route) => !['HEAD', 'OPTIONS'].includes(route.method)));
      expect(routes.length).toBeGreaterThan(100);
      let token = caller === 'anonymous' ? undefined : (await signIn(app, caller)).token;
      const failures: string[] = [];
      let sent = 0;
      for (let start = 0; start < routes.length; start += BATCH) {
        const batch = routes.slice(start, start + BATCH);
        const before = await rowCounts(seeded.database.db);
        let wrote = false;
        let sessionEnded = false;
        for (const [offset, route] of batch.entries()) {
          const runs = caller === 'anonymous'
            ? (route.guard === 'public' ? RUNS.anonymousPublic : RUNS.anonymousGuarded)
            : allowedFor(caller, route) ? RUNS.allowed : RUNS.refused;
          for (const call of callsFor(route, runs, FUZZ_SEED + start + offset)) {
            const headers = { ...(token ? bearer(token) : {}), ...(call.contentType ? { 'content-type': call.contentType } : {}) };
            const response = await app.inject({ method: call.method as 'GET', url: call.url, headers, ...(call.payload === undefined ? {} : { payload: call.payload }) });
            sent += 1;
            if (response.statusCode >= 500) {
              const failure = `${caller} ${route.method} ${route.url} → ${response.statusCode} ${response.body.slice(0, 160)} (url ${call.url.slice(0, 120)}, body ${call.payload?.slice(0, 120) ?? '-'})`;
              if (!isKnownOpen(failure)) failures.push(failure);
            }
            if (response.statusCode < 400 && call.method !== 'GET') wrote = true;
            if (response.statusCode === 401 && token) sessionEnded = true;
          }
        }
        const health = await app.inject({ method: 'GET', url: '/health' });
        expect(health.statusCode, `after ${batch[0]?.url}…: ${health.body}`).toBe(200);
        if (!wrote) {
          const changed = changedTables(before, await rowCounts(seeded.database.db), WRITES_WHEN_REFUSED);
          if (changed.length > 0) failures.push(`${caller} refused writes left rows (routes ${batch.map((route) => `${route.method} ${route.url}`).join(', ')}): ${changed.join('; ')}`);
        }
        if (sessionEnded && caller !== 'anonymous') token = (await signIn(app, caller)).token;
      }
      expect(sent).toBeGreaterThan(routes.length);
      expect(failures).toEqual([]);
    });
  }
});
