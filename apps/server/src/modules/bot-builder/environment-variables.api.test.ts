/** Environment variables: a value per Dev/UAT/Prod, UPPER_SNAKE names, secrets masked and kept, 10 a page. */
import { beforeEach, expect, it } from 'vitest';
import { BOT_BUILDER_PATHS as P, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { SECRET_MASK, type EnvironmentVariable } from '@switchboard/contracts/bot-builder/environment-variable.schemas';
import { INTEGRATION_TEXTS as T } from '@switchboard/contracts/bot-builder/integrations.texts';
import { brands } from '@/db/schema/brands';
import { describeBackends } from '@/testing/backends';
import { callerFor, dataOf, UNKNOWN_ID, withoutDemoBotContent } from './bot-builder.test-kit';
import { loadEnvironment } from './integrations-bundle';

type Page<T> = { items: T[]; totalCount: number };

describeBackends('bot builder: environment variables', (context) => {
  // The demo brand seeds a brand function and a variable: these tests count and name their own.
  beforeEach(() => withoutDemoBotContent(context.database.db));
  const trainer = () => callerFor(context.app, 'trainer@demo.brand');
  const brandId = async () => (await context.database.db.select().from(brands))[0]!.id;

  it('creates, lists 10 a page with search, updates (a missing environment is kept) and deletes', async () => {
    const caller = await trainer();
    const created = await caller.post(P.environmentVariables, { name: 'API_BASE', values: { Dev: 'http://dev', Prod: 'https://prod' }, description: 'Base URL' });
    expect(created.statusCode, created.body).toBe(200);
    const variable = dataOf<EnvironmentVariable>(created);
    expect(variable).toMatchObject({ name: 'API_BASE', secret: false, values: { Dev: 'http://dev', UAT: '', Prod: 'https://prod' } });
    for (let i = 0; i < 11; i += 1) await caller.post(P.environmentVariables, { name: `VAR_${String(i).padStart(2, '0')}` });

    const first = dataOf<Page<EnvironmentVariable>>(await caller.get(P.environmentVariables));
    expect(first.totalCount).toBe(12);
    expect(first.items).toHaveLength(10);
    expect(dataOf<Page<EnvironmentVariable>>(await caller.get(`${P.environmentVariables}?page=2`)).items).toHaveLength(2);
    expect(dataOf<Page<EnvironmentVariable>>(await caller.get(`${P.environmentVariables}?search=base`)).items.map((v) => v.name)).toEqual(['API_BASE']);

    const url = withId(P.environmentVariable, variable._id);
    const updated = await caller.put(url, { name: 'API_BASE', values: { UAT: 'http://uat' }, description: 'Base URL' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(dataOf<EnvironmentVariable>(updated).values).toEqual({ Dev: 'http://dev', UAT: 'http://uat', Prod: 'https://prod' });
    expect(await loadEnvironment(context.database.db, await brandId(), 'UAT')).toMatchObject({ API_BASE: 'http://uat', VAR_00: '' });

    expect((await caller.del(url)).statusCode).toBe(200);
    expect((await caller.get(url)).statusCode).toBe(404);
  });

  it('never sends a secret value back, keeps it when left out or masked, and clears it when made public', async () => {
    const caller = await trainer();
    const secret = dataOf<EnvironmentVariable>(await caller.post(P.environmentVariables, { name: 'API_TOKEN', secret: true, values: { Dev: 'dev-s3cret', Prod: 'prod-s3cret' } }));
    expect(secret.values).toEqual({ Dev: SECRET_MASK, UAT: '', Prod: SECRET_MASK });
    const url = withId(P.environmentVariable, secret._id);
    expect((await caller.get(url)).body).not.toContain('s3cret');
    expect((await caller.get(P.environmentVariables)).body).not.toContain('s3cret');

    const kept = await caller.put(url, { name: 'API_TOKEN', secret: true, values: { Dev: SECRET_MASK, UAT: 'uat-s3cret' } });
    expect(kept.body).not.toContain('s3cret');
    const id = await brandId();
    expect(await loadEnvironment(context.database.db, id, 'Dev')).toEqual({ API_TOKEN: 'dev-s3cret' });
    expect(await loadEnvironment(context.database.db, id, 'UAT')).toEqual({ API_TOKEN: 'uat-s3cret' });
    expect(await loadEnvironment(context.database.db, id, 'Prod')).toEqual({ API_TOKEN: 'prod-s3cret' });

    const unmasked = dataOf<EnvironmentVariable>(await caller.put(url, { name: 'API_TOKEN', secret: false, values: { Dev: 'visible' } }));
    expect(unmasked.values).toEqual({ Dev: 'visible', UAT: '', Prod: '' });
  });

  it('refuses bad names, unknown environments, duplicates and unknown ids', async () => {
    const caller = await trainer();
    for (const bad of [{ name: 'api_base' }, { name: '1ABC' }, { name: '' }, { name: 'OK_NAME', values: { Staging: 'x' } }, { name: 'OK_NAME', values: { Dev: 5 } }]) {
      expect((await caller.post(P.environmentVariables, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await caller.post(P.environmentVariables, { name: 'API_BASE' })).statusCode).toBe(200);
    const duplicate = await caller.post(P.environmentVariables, { name: 'API_BASE' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ message: T.duplicateEnvironmentVariable, field: 'name' });
    for (const id of [UNKNOWN_ID, 'nope']) {
      expect((await caller.get(withId(P.environmentVariable, id))).statusCode).toBe(404);
      expect((await caller.put(withId(P.environmentVariable, id), { name: 'X_Y' })).statusCode).toBe(404);
      expect((await caller.del(withId(P.environmentVariable, id))).statusCode).toBe(404);
    }
  });
});
