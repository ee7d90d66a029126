/** Downtime windows and the ML configuration: good and bad input, isInDowntime, audit, refusals. */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEFAULT_ML_CONFIGURATION, mlConfigurationSchema, SETTINGS_TEXTS } from '@switchboard/contracts/settings/settings.schemas';
import { auditLog } from '@/db/schema/audit-log';
import { brands } from '@/db/schema/brands';
import { downtimeWindows } from '@/db/schema/downtime-windows';
import { describeBackends } from '@/testing/backends';
import { bearer, signIn } from '@/testing/test-app';
import { isInDowntime } from './downtime.service';
import { getGenerativeEndpoint, getMlConfiguration } from './ml-configuration.service';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describeBackends('settings: downtime and ML configuration', (ctx) => {
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const brandId = async () => (await ctx.database.db.select({ id: brands.id }).from(brands))[0]?.id ?? '';

  it('creates one-off and weekly windows that isInDowntime() then honours', async () => {
    const { token } = await signIn(ctx.app, 'supervisor@demo.brand');
    const db = ctx.database.db;
    await db.delete(downtimeWindows); // start from no windows whatever the seed holds
    const christmas = new Date('2030-12-25T12:00:00Z');
    expect(await isInDowntime(db, await brandId(), christmas)).toBe(false);
    const created = await call(token, 'POST', '/admin/v1/downtime', {
      kind: 'oneOff', name: 'Christmas', timeZone: 'Europe/Paris', startsAt: '2030-12-25T00:00', endsAt: '2030-12-26T00:00', message: 'Back on the 26th',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json<{ data: { _id: string } }>().data._id;
    expect(await isInDowntime(db, await brandId(), christmas)).toBe(true);
    // 23:30 UTC on the 25th is already the 26th in Paris.
    expect(await isInDowntime(db, await brandId(), new Date('2030-12-25T23:30:00Z'))).toBe(false);

    const list = await call(token, 'GET', '/admin/v1/downtime');
    expect(list.json<{ data: { items: { name: string }[] } }>().data.items.map((w) => w.name)).toContain('Christmas');
    const moved = await call(token, 'PUT', `/admin/v1/downtime/${id}`, { kind: 'weekly', name: 'Wednesdays', timeZone: 'UTC', weekdays: [3], startTime: '11:00', endTime: '13:00' });
    expect(moved.statusCode).toBe(200);
    expect(await isInDowntime(db, await brandId(), christmas)).toBe(true); // 2030-12-25 is a Wednesday
    expect((await call(token, 'DELETE', `/admin/v1/downtime/${id}`)).statusCode).toBe(200);
    expect(await isInDowntime(db, await brandId(), christmas)).toBe(false);
  });

  it('refuses unknown time zones, reversed windows, bad days and unknown ids', async () => {
    const { token } = await signIn(ctx.app, 'admin@demo.brand');
    const zone = await call(token, 'POST', '/admin/v1/downtime', { kind: 'weekly', name: 'x', timeZone: 'Mars/Olympus', weekdays: [1], startTime: '10:00', endTime: '11:00' });
    expect(zone.statusCode).toBe(400);
    expect(zone.json()).toMatchObject({ field: 'timeZone', message: SETTINGS_TEXTS.badTimeZone });
    const reversed = await call(token, 'POST', '/admin/v1/downtime', { kind: 'oneOff', name: 'x', timeZone: 'UTC', startsAt: '2030-01-02T00:00', endsAt: '2030-01-01T00:00' });
    expect(reversed.json()).toMatchObject({ field: 'endsAt' });
    const days = await call(token, 'POST', '/admin/v1/downtime', { kind: 'weekly', name: 'x', timeZone: 'UTC', weekdays: [], startTime: '10:00', endTime: '11:00' });
    expect(days.json()).toMatchObject({ field: 'weekdays' });
    const valid = { kind: 'weekly', name: 'x', timeZone: 'UTC', weekdays: [1], startTime: '10:00', endTime: '11:00' };
    expect((await call(token, 'PUT', `/admin/v1/downtime/${UNKNOWN}`, valid)).statusCode).toBe(404);
    expect((await call(token, 'DELETE', '/admin/v1/downtime/nope')).statusCode).toBe(404);
  });

  it('stores the ML configuration, audits it and mirrors it into the sign-in nlpServiceDetails', async () => {
    const trainer = await signIn(ctx.app, 'trainer@demo.brand');
    expect(mlConfigurationSchema.parse((await call(trainer.token, 'GET', '/admin/v1/mlConfiguration')).json<{ data: unknown }>().data)).toEqual(DEFAULT_ML_CONFIGURATION);
    const next = { language: 'fr', threshold: 0.7, fallbackBehaviour: 'handover', fallbackMessage: 'Un agent arrive.' };
    expect((await call(trainer.token, 'PUT', '/admin/v1/mlConfiguration', next)).statusCode).toBe(200);
    expect(await getMlConfiguration(ctx.database.db, await brandId())).toEqual(next);
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'mlConfiguration'));
    expect(entry).toMatchObject({ before: DEFAULT_ML_CONFIGURATION, after: next });
    const again = await signIn(ctx.app, 'trainer@demo.brand');
    expect(again.nlpServiceDetails).toEqual({ language: 'fr', threshold: 0.7 });
    // The brand configuration's intent threshold is the same setting.
    const configuration = await call(trainer.token, 'GET', '/admin/v1/configuration');
    expect(configuration.json()).toMatchObject({ data: { intentThreshold: 0.7 } });

    const high = await call(trainer.token, 'PUT', '/admin/v1/mlConfiguration', { ...next, threshold: 1.2 });
    expect(high.statusCode).toBe(400);
    expect(high.json()).toMatchObject({ field: 'threshold' });
    expect((await call(trainer.token, 'PUT', '/admin/v1/mlConfiguration', { ...next, fallbackBehaviour: 'shrug' })).json()).toMatchObject({ field: 'fallbackBehaviour' });
  });

  it('keeps the generative endpoint’s API key write-only: never answered or audited, kept when omitted, removed with an empty value', async () => {
    const trainer = await signIn(ctx.app, 'trainer@demo.brand');
    const withEndpoint = { ...DEFAULT_ML_CONFIGURATION, generativeEndpoint: 'https://llm.example.test/v1', generativeModel: 'small-model', generativeApiKey: 'sk-secret' };
    const saved = await call(trainer.token, 'PUT', '/admin/v1/mlConfiguration', withEndpoint);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain('sk-secret');
    const read = await call(trainer.token, 'GET', '/admin/v1/mlConfiguration');
    expect(read.body).not.toContain('sk-secret');
    expect(read.json()).toMatchObject({ data: { generativeEndpoint: 'https://llm.example.test/v1', generativeModel: 'small-model', generativeApiKeySet: true } });
    const brand = await brandId();
    expect(await getGenerativeEndpoint(ctx.database.db, brand)).toEqual({ endpoint: 'https://llm.example.test/v1', model: 'small-model', apiKey: 'sk-secret', brandId: brand });
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'mlConfiguration'));
    expect(JSON.stringify(audits)).not.toContain('sk-secret');

    const { generativeApiKey: _omitted, ...withoutKey } = withEndpoint;
    await call(trainer.token, 'PUT', '/admin/v1/mlConfiguration', { ...withoutKey, generativeModel: 'bigger-model' });
    expect(await getGenerativeEndpoint(ctx.database.db, brand)).toMatchObject({ model: 'bigger-model', apiKey: 'sk-secret' });
    await call(trainer.token, 'PUT', '/admin/v1/mlConfiguration', { ...withEndpoint, generativeApiKey: '' });
    expect(await getGenerativeEndpoint(ctx.database.db, brand)).toMatchObject({ apiKey: null });
    await call(trainer.token, 'PUT', '/admin/v1/mlConfiguration', { ...withoutKey, generativeEndpoint: '' });
    expect(await getGenerativeEndpoint(ctx.database.db, brand)).toBeNull();
    const bad = await call(trainer.token, 'PUT', '/admin/v1/mlConfiguration', { ...withEndpoint, generativeEndpoint: 'ftp://x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'generativeEndpoint' });
  });

  it('refuses roles without the settings screens', async () => {
    for (const email of ['agent@demo.brand', 'qa@demo.brand', 'trainer@demo.brand']) {
      const { token } = await signIn(ctx.app, email);
      expect((await call(token, 'GET', '/admin/v1/downtime')).statusCode).toBe(403);
    }
    for (const email of ['agent@demo.brand', 'supervisor@demo.brand', 'manager@demo.brand']) {
      const { token } = await signIn(ctx.app, email);
      expect((await call(token, 'PUT', '/admin/v1/mlConfiguration', DEFAULT_ML_CONFIGURATION)).statusCode).toBe(403);
    }
  });
});
