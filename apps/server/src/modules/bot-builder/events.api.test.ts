/** Events: CRUD with type and tags, filters, bad input, and the preemptive data's distinct types and tags. */
import { expect, it } from 'vitest';
import { BOT_BUILDER_PATHS as P, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { BotEvent } from '@switchboard/contracts/bot-builder/event.schemas';
import { INTEGRATION_TEXTS as T } from '@switchboard/contracts/bot-builder/integrations.texts';
import { brands } from '@/db/schema/brands';
import { DEMO_EVENTS } from '@/seed/bot-integrations-seed';
import { describeBackends } from '@/testing/backends';
import { callerFor, dataOf, UNKNOWN_ID } from './bot-builder.test-kit';
import { loadEventTypesAndTags } from './integrations-bundle';

type Page<T> = { items: T[]; totalCount: number };

describeBackends('bot builder: events', (context) => {
  const trainer = () => callerFor(context.app, 'trainer@demo.brand');

  it('creates, filters by type, searches by tag, updates and deletes events; preemptive data gets distinct types and tags', async () => {
    const caller = await trainer();
    const created = await caller.post(P.events, { name: 'order_placed', eventType: 'conversion', eventTags: ['sales', 'checkout', 'sales'] });
    expect(created.statusCode, created.body).toBe(200);
    const event = dataOf<BotEvent>(created);
    expect(event).toMatchObject({ name: 'order_placed', eventType: 'conversion', eventTags: ['sales', 'checkout'], description: '' });
    await caller.post(P.events, { name: 'payment_failed', eventType: 'failure', eventTags: ['payments'], description: 'Card declined' });
    await caller.post(P.events, { name: 'faq_opened', eventType: 'engagement' });

    expect(dataOf<Page<BotEvent>>(await caller.get(P.events)).totalCount).toBe(DEMO_EVENTS.length + 3);
    expect(dataOf<Page<BotEvent>>(await caller.get(`${P.events}?eventType=failure`)).items.map((e) => e.name)).toEqual(['handover_requested', 'payment_failed']);
    expect(dataOf<Page<BotEvent>>(await caller.get(`${P.events}?search=checkout`)).items.map((e) => e.name)).toEqual(['order_placed']);

    const [brand] = await context.database.db.select().from(brands);
    expect(await loadEventTypesAndTags(context.database.db, brand!.id)).toEqual({
      eventTypes: ['conversion', 'engagement', 'failure'],
      eventTags: ['catalogue', 'checkout', 'orders', 'payments', 'sales', 'support'],
    });

    const url = withId(P.event, event.eventId);
    const updated = await caller.put(url, { name: 'order_completed', eventType: 'custom', eventTags: [] });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(dataOf<BotEvent>(await caller.get(url))).toMatchObject({ name: 'order_completed', eventType: 'custom', eventTags: [] });
    expect((await caller.del(url)).statusCode).toBe(200);
    expect((await caller.get(url)).statusCode).toBe(404);
  });

  it('refuses a type not in the list, bad names and tags, duplicates and unknown ids', async () => {
    const caller = await trainer();
    for (const bad of [{ name: 'x', eventType: 'purchase' }, { name: 'has space', eventType: 'custom' }, { name: 'ok', eventType: 'custom', eventTags: [''] }, { name: 'ok' }]) {
      expect((await caller.post(P.events, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await caller.get(`${P.events}?eventType=purchase`)).statusCode).toBe(400);
    await caller.post(P.events, { name: 'signup', eventType: 'conversion' });
    const duplicate = await caller.post(P.events, { name: 'SIGNUP', eventType: 'custom' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ message: T.duplicateEvent, field: 'name' });
    for (const id of [UNKNOWN_ID, 'nope']) {
      expect((await caller.get(withId(P.event, id))).statusCode).toBe(404);
      expect((await caller.put(withId(P.event, id), { name: 'x', eventType: 'custom' })).statusCode).toBe(404);
      expect((await caller.del(withId(P.event, id))).statusCode).toBe(404);
    }
  });
});
