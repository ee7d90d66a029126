/** Brand configuration: defaults, validation, audit, getBrandConfiguration(), refusals. */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { brandConfigurationSchema, DEFAULT_BRAND_CONFIGURATION } from '@switchboard/contracts/members/configuration.schemas';
import { auditLog } from '@/db/schema/audit-log';
import { brands } from '@/db/schema/brands';
import { describeBackends } from '@/testing/backends';
import { bearer, signIn } from '@/testing/test-app';
import { getBrandConfiguration } from './configuration.service';

describeBackends('members: brand configuration', (ctx) => {
  const call = (token: string, method: 'GET' | 'PUT', payload?: object) =>
    ctx.app.inject({ method, url: '/admin/v1/configuration', headers: bearer(token), ...(payload ? { payload } : {}) });

  it('answers §9 defaults until saved, then the saved values to every member, audited with before and after', async () => {
    const admin = await signIn(ctx.app, 'admin@demo.brand');
    const agent = await signIn(ctx.app, 'agent@demo.brand');
    const initial = brandConfigurationSchema.parse((await call(agent.token, 'GET')).json<{ data: unknown }>().data);
    expect(initial).toEqual({ ...DEFAULT_BRAND_CONFIGURATION, chatHandlingLongSeconds: 120, chatHandlingCriticalSeconds: 300, maxCsvInvites: 20, intentThreshold: 0.5 });

    const next = { ...DEFAULT_BRAND_CONFIGURATION, autoJoinOnAccept: false, chatHandlingLongSeconds: 60, chatHandlingCriticalSeconds: 90 };
    const saved = await call(admin.token, 'PUT', next);
    expect(saved.statusCode).toBe(200);
    expect((await call(agent.token, 'GET')).json()).toMatchObject({ data: { autoJoinOnAccept: false, chatHandlingLongSeconds: 60 } });
    const [brand] = await ctx.database.db.select({ id: brands.id }).from(brands);
    const brandId = brand?.id ?? '';
    expect(await getBrandConfiguration(ctx.database.db, brandId)).toEqual(next);

    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'configuration'));
    expect(entry).toMatchObject({ action: 'update', before: DEFAULT_BRAND_CONFIGURATION, after: next, actorName: 'Ada Admin' });
  });

  it('shares the intent threshold with the ML configuration and the sign-in nlpServiceDetails', async () => {
    const admin = await signIn(ctx.app, 'admin@demo.brand');
    expect((await call(admin.token, 'PUT', { ...DEFAULT_BRAND_CONFIGURATION, intentThreshold: 0.65 })).statusCode).toBe(200);
    const ml = await ctx.app.inject({ method: 'GET', url: '/admin/v1/mlConfiguration', headers: bearer(admin.token) });
    expect(ml.json()).toMatchObject({ data: { threshold: 0.65, language: 'en' } });
    expect((await signIn(ctx.app, 'agent@demo.brand')).nlpServiceDetails).toEqual({ language: 'en', threshold: 0.65 });
    expect((await call(admin.token, 'GET')).json()).toMatchObject({ data: { intentThreshold: 0.65 } });
  });

  it('keeps the threshold the ML configuration set when a save leaves it out (one place edits it, issue 21 point 7)', async () => {
    const admin = await signIn(ctx.app, 'admin@demo.brand');
    const ml = await ctx.app.inject({ method: 'GET', url: '/admin/v1/mlConfiguration', headers: bearer(admin.token) });
    const { generativeApiKeySet: _set, ...mlConfiguration } = (ml.json() as { data: Record<string, unknown> }).data;
    const mlSave = await ctx.app.inject({ method: 'PUT', url: '/admin/v1/mlConfiguration', headers: bearer(admin.token), payload: { ...mlConfiguration, threshold: 0.8 } });
    expect(mlSave.statusCode).toBe(200);
    const { intentThreshold: _threshold, ...withoutThreshold } = DEFAULT_BRAND_CONFIGURATION;
    const saved = await call(admin.token, 'PUT', { ...withoutThreshold, maxCsvInvites: 30 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ data: { intentThreshold: 0.8, maxCsvInvites: 30 } });
    expect((await call(admin.token, 'GET')).json()).toMatchObject({ data: { intentThreshold: 0.8, maxCsvInvites: 30 } });
  });

  it('refuses out-of-range values with the field', async () => {
    const { token } = await signIn(ctx.app, 'admin@demo.brand');
    const threshold = await call(token, 'PUT', { ...DEFAULT_BRAND_CONFIGURATION, intentThreshold: 1.5 });
    expect(threshold.statusCode).toBe(400);
    expect(threshold.json()).toMatchObject({ field: 'intentThreshold' });
    const order = await call(token, 'PUT', { ...DEFAULT_BRAND_CONFIGURATION, chatHandlingLongSeconds: 300, chatHandlingCriticalSeconds: 120 });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toMatchObject({ field: 'chatHandlingCriticalSeconds' });
    const invites = await call(token, 'PUT', { ...DEFAULT_BRAND_CONFIGURATION, maxCsvInvites: 0 });
    expect(invites.statusCode).toBe(400);
    expect(invites.json()).toMatchObject({ field: 'maxCsvInvites' });
    expect((await ctx.database.db.select().from(auditLog)).length).toBe(0);
  });

  it('saves the widget sites, keeps them when a save leaves them out, and refuses bad ones with the field (issue 21, point 10)', async () => {
    const admin = await signIn(ctx.app, 'admin@demo.brand');
    const { intentThreshold: _threshold, ...form } = DEFAULT_BRAND_CONFIGURATION;
    const sites = [{ key: 'south-shop', values: { region: 'south' } }, { key: 'wa', values: { region: 'international', businessLine: 'enterprise' } }];
    const saved = await call(admin.token, 'PUT', { ...form, widgetSites: sites });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ data: { widgetSites: sites } });
    expect((await call(admin.token, 'PUT', { ...form, maxCsvInvites: 30 })).statusCode).toBe(200);
    expect((await call(admin.token, 'GET')).json()).toMatchObject({ data: { maxCsvInvites: 30, widgetSites: sites } });

    const refusals: [object[], string, string][] = [
      [[sites[0]!, { key: 'wa', values: { region: 'mars' } }], 'widgetSites.1.values.region', 'wa: unknown Region mars'],
      [[{ key: 'wa', values: { channel: 'x' } }], 'widgetSites', 'wa: unknown filter channel'],
      [[sites[0]!, { key: 'south-shop', values: {} }], 'widgetSites.1.key', 'south-shop is listed twice'],
      [[{ key: 'south shop', values: {} }], 'widgetSites.0.key', 'Letters, digits, - and _ (at most 40)'],
    ];
    for (const [widgetSites, field, message] of refusals) {
      const refused = await call(admin.token, 'PUT', { ...form, widgetSites });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ field, message });
    }
    expect((await call(admin.token, 'PUT', { ...form, widgetSites: [] })).json()).toMatchObject({ data: { widgetSites: [] } });
    expect((await call(admin.token, 'GET')).json()).toMatchObject({ data: { widgetSites: [] } });
  });

  it('lets only roles with /members/configuration change it', async () => {
    for (const email of ['agent@demo.brand', 'supervisor@demo.brand', 'assistant.manager@demo.brand', 'qa@demo.brand']) {
      const { token } = await signIn(ctx.app, email);
      expect((await call(token, 'PUT', DEFAULT_BRAND_CONFIGURATION)).statusCode).toBe(403);
    }
    const manager = await signIn(ctx.app, 'manager@demo.brand');
    expect((await call(manager.token, 'PUT', DEFAULT_BRAND_CONFIGURATION)).statusCode).toBe(200);
  });
});
