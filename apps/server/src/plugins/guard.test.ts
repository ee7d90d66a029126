import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { buildApp } from '@/app';
import type { App } from '@/plugins/type-provider';
import { bearer, signIn, testConfig } from '@/testing/test-app';
import { useSeededPglite } from '@/testing/test-db';

const seeded = useSeededPglite();
let app: App;

beforeEach(async () => {
  app = await buildApp({ config: testConfig(), database: seeded.database, logger: false, reportErrors: false });
  app.get('/test/tickets', { config: { guard: { feature: '/tickets' } } }, async () => ({ data: 'tickets' }));
  app.get('/test/chats', { config: { guard: { feature: '/chats' } } }, async () => ({ data: 'chats' }));
  app.post('/test/publish', { config: { guard: { action: ['bot', 'publish'] } } }, async () => ({ data: 'published' }));
  app.get('/test/supervise', { config: { guard: { feature: '/chats', anyAction: [['chats', 'supervise'], ['chats', 'takeover']] } } }, async () => ({ data: 'one of' }));
  app.get('/test/unguarded', async () => ({ data: 'should never answer' }));
  await app.ready();
});
afterEach(async () => {
  await app.close();
});

const call = async (method: 'GET' | 'POST', url: string, email: string) => {
  const { token } = await signIn(app, email);
  return app.inject({ method, url, headers: bearer(token) });
};

describe('permission guard', () => {
  it('checks feature guards with the member’s map; tickets also need ticketsEnabled', async () => {
    expect((await call('GET', '/test/tickets', 'agent@demo.brand')).statusCode).toBe(200);
    await seeded.database.db.execute(sql`update users set tickets_enabled = false where email = 'agent2@demo.brand'`);
    const noTickets = await call('GET', '/test/tickets', 'agent2@demo.brand');
    expect(noTickets.statusCode).toBe(403);
    expect(noTickets.json()).toMatchObject({ message: TEXTS.forbidden, errorCode: 'FORBIDDEN' });
    expect((await call('GET', '/test/tickets', 'trainer@demo.brand')).statusCode).toBe(403);
  });

  it('checks action guards by resource and action', async () => {
    expect((await call('POST', '/test/publish', 'trainer@demo.brand')).statusCode).toBe(200);
    expect((await call('POST', '/test/publish', 'agent@demo.brand')).statusCode).toBe(403);
  });

  it('checks an anyAction guard: one of the actions is enough, none is a 403', async () => {
    expect((await call('GET', '/test/supervise', 'supervisor@demo.brand')).statusCode).toBe(200);
    expect((await call('GET', '/test/supervise', 'agent@demo.brand')).statusCode).toBe(403);
  });

  it('reads the role’s permissions at each request, not at sign-in', async () => {
    const { token } = await signIn(app, 'agent@demo.brand');
    const chats = () => app.inject({ method: 'GET', url: '/test/chats', headers: bearer(token) });
    expect((await chats()).statusCode).toBe(200);
    await seeded.database.db.execute(
      sql`update roles set permissions = jsonb_set(permissions, '{features,/chats,isAllowed}', 'false') where name = 'Agent'`,
    );
    app.services.sessions.invalidateAll();
    expect((await chats()).statusCode).toBe(403);
  });

  it('refuses a route without a guard and records it', async () => {
    expect((await call('GET', '/test/unguarded', 'admin@demo.brand')).statusCode).toBe(403);
    expect(app.registeredRoutes.filter((route) => !route.guard).map((route) => route.url)).toContain('/test/unguarded');
  });
});
