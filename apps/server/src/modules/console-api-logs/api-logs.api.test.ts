/** /console/apilogs over the real app: what a call leaves, redaction, filters, load more, permissions, retention, close. */
import { expect, it } from 'vitest';
import { API_LOG_PATHS, apiLogsDataSchema, type ApiLogEntry } from '@switchboard/contracts/console/api-logs.schemas';
import { describeBackends } from '@/testing/backends';
import { bearer, buildTestApp, callAs, signIn } from '@/testing/test-app';
import { DEMO_PASSWORD } from '@/seed/demo-brand';
import { apiLogs } from '@/db/schema/api-logs';
import type { App } from '@/plugins/type-provider';
import { countApiLogs, insertApiLogs } from './api-log.repository';

const flush = (app: App) => app.services.consoleApiLogs.apiLogWriter.flush();

async function list(app: App, token: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  const result = await callAs(app, token, 'GET', `${API_LOG_PATHS.list}${search ? `?${search}` : ''}`);
  expect(result.status, result.raw).toBe(200);
  return apiLogsDataSchema.parse(result.body.data);
}

describeBackends('console: API logs', (context) => {
  it('a sign-in is logged with its request id, status and member, and its body never shows the password or the token', async () => {
    const response = await context.app.inject({ method: 'POST', url: '/users/login', payload: { email: 'admin@demo.brand', password: DEMO_PASSWORD } });
    const requestId = response.headers['x-request-id'];
    expect(typeof requestId).toBe('string');
    const { token } = response.json<{ data: { token: string } }>().data;
    await flush(context.app);
    const { items } = await list(context.app, token, { search: String(requestId) });
    expect(items).toHaveLength(1);
    const [login] = items as [ApiLogEntry];
    expect(login).toMatchObject({ direction: 'inbound', target: 'api', method: 'POST', path: '/users/login', status: 200, requestId });
    expect(login.requestBody).toContain('admin@demo.brand');
    const stored = JSON.stringify(await context.database.db.select().from(apiLogs));
    expect(stored).not.toContain(DEMO_PASSWORD);
    expect(stored).not.toContain(token);
  });

  it('names the member of a signed-in call and the conversation a call concerns; the log reads are not logged themselves', async () => {
    const admin = await signIn(context.app, 'admin@demo.brand');
    const sessionId = '4a8e5a52-5f7e-4b0c-9d55-8f0f3c1f1a11';
    await context.app.inject({ method: 'POST', url: '/admin/v1/joinChatRoom', headers: bearer(admin.token), payload: { clientPsid: 'nobody', sessionId } });
    await flush(context.app);
    const { items } = await list(context.app, admin.token, { search: sessionId });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ actorType: 'member', actorId: admin._id, actorName: 'Ada Admin', sessionId, path: '/admin/v1/joinChatRoom' });
    await list(context.app, admin.token);
    await flush(context.app);
    expect((await list(context.app, admin.token, { path: 'apiLogs' })).items).toEqual([]);
  });

  it('filters by status class, path, member, duration and time, and loads more 10 at a time', async () => {
    const admin = await signIn(context.app, 'admin@demo.brand');
    const now = Date.now();
    await insertApiLogs(context.database.db, Array.from({ length: 23 }, (_, n) => ({
      at: new Date(now - n * 60_000), direction: 'outbound' as const, target: 'brand-function' as const, method: 'GET',
      path: `https://brand.test/orders/${n}`, status: n % 5 === 0 ? 500 : n % 7 === 0 ? null : 200, durationMs: n * 100,
    })));
    const first = await list(context.app, admin.token, { path: 'brand.test' });
    expect(first.items.map((item) => item.path)).toEqual(Array.from({ length: 10 }, (_, n) => `https://brand.test/orders/${n}`));
    expect(first.hasMore).toBe(true);
    const second = await list(context.app, admin.token, { path: 'BRAND.TEST', cursor: first.nextCursor! });
    const third = await list(context.app, admin.token, { path: 'brand.test', cursor: second.nextCursor! });
    expect([second.items.length, third.items.length, third.hasMore, third.nextCursor]).toEqual([10, 3, false, null]);

    expect((await list(context.app, admin.token, { path: 'brand.test', statusClass: '5xx' })).items.map((i) => i.status)).toEqual([500, 500, 500, 500, 500]);
    expect((await list(context.app, admin.token, { path: 'brand.test', statusClass: 'failed' })).items.map((i) => i.path)).toEqual(
      ['https://brand.test/orders/7', 'https://brand.test/orders/14', 'https://brand.test/orders/21']);
    expect((await list(context.app, admin.token, { path: 'brand.test', minDurationMs: '2100' })).items).toHaveLength(2);
    const window = { from: new Date(now - 2.5 * 60_000).toISOString(), to: new Date(now + 1).toISOString() };
    expect((await list(context.app, admin.token, { path: 'brand.test', ...window })).items).toHaveLength(3);
    expect((await list(context.app, admin.token, { direction: 'outbound', memberId: admin._id })).items).toEqual([]);
  });

  it('refuses members without the API Logs screen (403) and callers without a session (401)', async () => {
    const agent = await signIn(context.app, 'agent@demo.brand');
    expect((await callAs(context.app, agent.token, 'GET', API_LOG_PATHS.list)).status).toBe(403);
    expect((await callAs(context.app, agent.token, 'GET', `${API_LOG_PATHS.trace}?id=x`)).status).toBe(403);
    expect((await context.app.inject({ method: 'GET', url: API_LOG_PATHS.list })).statusCode).toBe(401);
    const manager = await signIn(context.app, 'manager@demo.brand');
    expect((await callAs(context.app, manager.token, 'GET', API_LOG_PATHS.list)).status).toBe(200);
  });

  it('retention removes the rows older than the configured days and keeps the rest', async () => {
    const app = await context.buildApp({ API_LOG_RETENTION_DAYS: '7' });
    const day = 86_400_000;
    const now = new Date('2026-11-29T12:00:00Z');
    await insertApiLogs(context.database.db, [8, 7.5, 6.9, 1].map((days) => ({
      at: new Date(now.getTime() - days * day), direction: 'inbound' as const, target: 'api' as const, method: 'GET', path: `/${days}`, status: 200, durationMs: 1,
    })));
    expect(await app.services.consoleApiLogs.apiLogs.removeExpired(now)).toBe(2);
    const left = await context.database.db.select({ path: apiLogs.path }).from(apiLogs);
    expect(left.map((row) => row.path).sort()).toEqual(['/1', '/6.9']);
  });

  it('nothing is lost on close: calls still buffered are written before the app stops', async () => {
    const app = await buildTestApp(context.database);
    const before = await countApiLogs(context.database.db);
    await Promise.all(Array.from({ length: 30 }, () => app.inject({ method: 'POST', url: '/users/token/verify', payload: {} })));
    expect(app.services.consoleApiLogs.apiLogWriter.stats().buffered).toBeGreaterThan(0);
    await app.close();
    expect(await countApiLogs(context.database.db)).toBe(before + 30);
  });

  it('API_LOG_ENABLED=false logs nothing', async () => {
    const app = await context.buildApp({ API_LOG_ENABLED: 'false' });
    await app.inject({ method: 'POST', url: '/users/token/verify', payload: {} });
    await app.services.consoleApiLogs.apiLogWriter.flush();
    expect(await countApiLogs(context.database.db)).toBe(0);
  });
});
