import { expect, it } from 'vitest';
import { consoleConfigSchema } from '@switchboard/contracts/common/console-config';
import { healthSchema, maintenanceDataSchema } from '@switchboard/contracts/auth/auth.schemas';
import { buildApp } from '@/app';
import { describeBackends } from '@/testing/backends';
import { bearer, signIn, testConfig } from '@/testing/test-app';

describeBackends('auth: version, maintenance, health, console configuration', (ctx) => {
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it('answers the brand’s dashboard version', async () => {
    const response = await get('/check_version?brand=Demo%20Brand');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { version: '4.5.0' } });
    const missing = await get('/check_version');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'brand' });
    expect((await get('/check_version?brand=Other')).statusCode).toBe(404);
  });

  it('answers the maintenance notice to signed-in members, cross-origin', async () => {
    expect((await get('/scheduleMaintainance')).statusCode).toBe(401);
    const { token } = await signIn(ctx.app, 'agent@demo.brand');
    const response = await get('/scheduleMaintainance', bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(maintenanceDataSchema.parse(response.json<{ data: unknown }>().data)).toEqual({ maintenance: { enabled: false, message: '', type: 'warning' } });
    const app = await ctx.buildApp({ MAINTENANCE_ENABLED: 'true', MAINTENANCE_MESSAGE: 'Upgrade tonight at 22:00', MAINTENANCE_TYPE: 'info' });
    const enabled = await app.inject({ method: 'GET', url: '/scheduleMaintainance', headers: bearer(token) });
    expect(enabled.json()).toEqual({ data: { maintenance: { enabled: true, message: 'Upgrade tonight at 22:00', type: 'info' } } });
    const preflight = await app.inject({ method: 'OPTIONS', url: '/scheduleMaintainance' });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('authorization');
  });

  it('reports health: 200 when the database answers, 503 when it does not', async () => {
    const response = await get('/health');
    expect(response.statusCode).toBe(200);
    expect(healthSchema.parse(response.json())).toEqual({ status: 'ok', database: 'up', redis: 'off', version: '4.5.0' });
    const broken = { ...ctx.database, ping: () => Promise.reject(new Error('down')) };
    const app = await buildApp({ config: testConfig(), database: broken, logger: false, reportErrors: false });
    const down = await app.inject({ method: 'GET', url: '/health' });
    await app.close();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'degraded', database: 'down', redis: 'off', version: '4.5.0' });
  });

  it('gives the console its runtime configuration', async () => {
    const response = await get('/console-config');
    expect(response.statusCode).toBe(200);
    expect(consoleConfigSchema.parse(response.json())).toEqual({ internetCheckUrl: '/health', brand: 'Demo Brand', version: '4.5.0' });
    const app = await ctx.buildApp({
      INTERNET_CHECK_URL: 'https://status.example.com/ping',
      SENTRY_DSN: 'https://key@o1.ingest.sentry.io/1',
      MAINTENANCE_HOST: 'https://maintenance.example.com/',
      PUBLIC_IP_URL: 'https://ip.example.com/json',
    });
    const configured = await app.inject({ method: 'GET', url: '/console-config' });
    expect(configured.json()).toEqual({
      internetCheckUrl: 'https://status.example.com/ping',
      sentryDsn: 'https://key@o1.ingest.sentry.io/1',
      maintenanceHost: 'https://maintenance.example.com',
      publicIpUrl: 'https://ip.example.com/json',
      brand: 'Demo Brand',
      version: '4.5.0',
    });
  });
});
