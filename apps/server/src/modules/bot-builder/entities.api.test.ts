/** Entities: list (with system entities), regex and list entities, refusals. */
import { expect, it } from 'vitest';
import { BOT_BUILDER_PATHS as P, BOT_BUILDER_TEXTS as T, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { SYSTEM_ENTITIES, type Entity } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { describeBackends } from '@/testing/backends';
import { callerFor, dataOf, UNKNOWN_ID } from './bot-builder.test-kit';

type Page<T> = { items: T[]; totalCount: number };

describeBackends('bot builder: entities', (context) => {
  it('lists the seeded and system entities, filters by type, and creates, updates and deletes entities', async () => {
    const caller = await callerFor(context.app, 'trainer@demo.brand');
    const all = dataOf<Page<Entity>>(await caller.get(P.entities));
    expect(all.items.map((entity) => entity.name)).toEqual(['order_number', 'product', ...SYSTEM_ENTITIES]);
    expect(all.items.find((entity) => entity.name === 'product')?.values[0]).toMatchObject({ value: 'headphones', synonyms: expect.arrayContaining(['headset']) });
    expect(dataOf<Page<Entity>>(await caller.get(`${P.entities}?type=system`)).items.every((entity) => !entity.editable)).toBe(true);
    expect(dataOf<Entity>(await caller.get(withId(P.entity, 'system:email')))).toMatchObject({ name: 'email', type: 'system' });

    const created = await caller.post(P.entities, { type: 'regex', name: 'pin_code', pattern: '\\b\\d{6}\\b' });
    expect(created.statusCode, created.body).toBe(200);
    const id = dataOf<Entity>(created).entityID;
    const updated = await caller.put(withId(P.entity, id), { type: 'list', name: 'city', values: [{ value: 'Mumbai', synonyms: ['Bombay'] }] });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(dataOf<Entity>(updated)).toMatchObject({ name: 'city', type: 'list', pattern: null });
    expect((await caller.del(withId(P.entity, id))).statusCode).toBe(200);
    expect((await caller.get(withId(P.entity, id))).statusCode).toBe(404);
  });

  it('refuses bad patterns, duplicate and system names, edits of system entities and unknown ids', async () => {
    const caller = await callerFor(context.app, 'trainer@demo.brand');
    const bad = await caller.post(P.entities, { type: 'regex', name: 'broken', pattern: '([a-z' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Not a valid regular expression');
    const stalling = await caller.post(P.entities, { type: 'regex', name: 'stalling', pattern: '(a+)+$' });
    expect(stalling.statusCode).toBe(400);
    expect(stalling.body).toContain('Repetition inside repetition');
    expect((await caller.post(P.entities, { type: 'list', name: 'empty', values: [] })).statusCode).toBe(400);
    const duplicate = await caller.post(P.entities, { type: 'regex', name: 'Order_Number', pattern: 'x' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ message: T.duplicateEntity, field: 'name' });
    expect((await caller.post(P.entities, { type: 'regex', name: 'email', pattern: 'x' })).statusCode).toBe(409);
    const system = await caller.put(withId(P.entity, 'system:date'), { type: 'regex', name: 'date2', pattern: 'x' });
    expect(system.statusCode).toBe(400);
    expect(system.json()).toMatchObject({ message: T.systemEntity });
    expect((await caller.get(withId(P.entity, 'system:colour'))).statusCode).toBe(404);
    expect((await caller.get(withId(P.entity, UNKNOWN_ID))).statusCode).toBe(404);
    expect((await caller.del(withId(P.entity, 'nope'))).statusCode).toBe(404);
  });

  it('refuses members without the entities route', async () => {
    const caller = await callerFor(context.app, 'agent@demo.brand');
    expect((await caller.get(P.entities)).statusCode).toBe(403);
  });
});
