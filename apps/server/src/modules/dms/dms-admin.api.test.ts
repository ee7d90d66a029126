/**
 * Domains and actions: create, list, update, delete with their references checked (intents of the bot builder,
 * entities, slots, brand functions, workflows, groups); an action a story takes cannot be deleted (412 naming it).
 */
import { expect, it } from 'vitest';
import { DMS_PATHS as P, DMS_TEXTS as T, dmsPath } from '@switchboard/contracts/dms/dms.api';
import type { DmsAction, Domain } from '@switchboard/contracts/dms/dms.schemas';
import { groups } from '@/db/schema/groups';
import { callerFor, dataOf, UNKNOWN_ID } from '@/modules/bot-builder/bot-builder.test-kit';
import { describeBackends } from '@/testing/backends';
import { boxes, demoDomain } from './dms.test-kit';

describeBackends('dialogue management: domains and actions', (context) => {
  const trainer = () => callerFor(context.app, 'trainer@demo.brand');

  it('creates, updates and deletes a domain, checking its intents, entities and slots', async () => {
    const caller = await trainer();
    const body = {
      name: 'Returns', intents: ['GREETING', 'thanks'], entities: ['order_number', 'date'],
      slots: [{ name: 'order_number', type: 'text', fromEntity: 'order_number' }, { name: 'reason', type: 'categorical', values: ['broken', 'late'] }],
    };
    const created = await caller.post(P.domains, body);
    expect(created.statusCode, created.body).toBe(200);
    const domain = dataOf<Domain>(created);
    // Intents are stored with the bot builder's spelling.
    expect(domain).toMatchObject({ name: 'Returns', intents: ['greeting', 'thanks'], threshold: 0.6, fallbackActionId: null, stories: 0 });
    expect(dataOf<Domain[]>(await caller.get(P.domains)).map((d) => d.name)).toEqual(['Orders', 'Returns']);
    expect((await caller.post(P.domains, { ...body, name: 'returns' })).statusCode).toBe(409);

    const bad = async (patch: object, field: string) => {
      const response = await caller.post(P.domains, { ...body, name: 'Other', ...patch });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ field: string }>().field).toBe(field);
    };
    await bad({ intents: ['greeting', 'weather'] }, 'intents.1');
    await bad({ entities: ['nope'] }, 'entities.0');
    await bad({ slots: [{ name: 'x', type: 'text', fromEntity: 'product' }] }, 'slots.0.fromEntity');
    await bad({ slots: [{ name: 'x', type: 'categorical' }] }, 'slots.0.values');
    await bad({ slots: [{ name: 'x', type: 'text' }, { name: 'X', type: 'text' }] }, 'slots.1.name');
    await bad({ threshold: 2 }, 'threshold');
    await bad({ fallbackActionId: UNKNOWN_ID }, 'fallbackActionId');

    const action = dataOf<DmsAction>(await caller.post(P.actions, { domainId: domain._id, name: 'utter_sorry', config: { kind: 'respond', variations: [{ text: 'Sorry!' }] } }));
    const updated = await caller.put(dmsPath(P.domain, domain._id), { ...body, name: 'Returns and refunds', fallbackActionId: action.actionId, threshold: 0.7 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(dataOf<Domain>(updated)).toMatchObject({ name: 'Returns and refunds', fallbackActionId: action.actionId, threshold: 0.7 });
    const orders = await demoDomain(caller);
    const foreign = await caller.put(dmsPath(P.domain, domain._id), { ...body, fallbackActionId: orders.actions.get('utter_greet') });
    expect(foreign.json()).toMatchObject({ field: 'fallbackActionId' });

    expect((await caller.del(dmsPath(P.domain, domain._id))).json()).toMatchObject({ message: T.domainDeleted });
    expect((await caller.del(dmsPath(P.domain, domain._id))).statusCode).toBe(404);
    expect(dataOf<DmsAction[]>(await caller.get(`${P.actions}?domainId=${domain._id}`))).toEqual([]);
  });

  it('creates every kind of action, checks what it names, and refuses to delete one a story takes', async () => {
    const caller = await trainer();
    const demo = await demoDomain(caller);
    const domainId = demo.domain._id;
    const [group] = await context.database.db.select({ id: groups.id }).from(groups).limit(1);
    const kinds = [
      { kind: 'respond', variations: [{ text: 'One' }, { text: 'Two' }] },
      { kind: 'setSlot', slot: 'order_number', value: 'none' },
      { kind: 'askSlot', slot: 'order_number', variations: [{ text: 'Which order?' }], validation: { pattern: 'ORD-\\d+' } },
      { kind: 'handover', groupId: group!.id },
      { kind: 'end' },
    ];
    for (const [i, config] of kinds.entries()) {
      const response = await caller.post(P.actions, { domainId, name: `action_${i}`, config });
      expect(response.statusCode, response.body).toBe(200);
      expect(dataOf<DmsAction>(response)).toMatchObject({ domainId, name: `action_${i}`, config: { kind: config.kind } });
    }
    const bad = async (config: object, field: string, name = 'bad_action') => {
      const response = await caller.post(P.actions, { domainId, name, config });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ field: string }>().field).toBe(field);
    };
    await bad({ kind: 'respond', variations: [] }, 'config.variations');
    await bad({ kind: 'setSlot', slot: 'colour', value: 'red' }, 'config.slot');
    await bad({ kind: 'askSlot', slot: 'order_number', variations: [{ text: 'x' }], validation: { pattern: '(a+)+' } }, 'config.validation.pattern');
    await bad({ kind: 'askSlot', slot: 'order_number', variations: [{ text: 'x' }], validation: { entity: 'product' } }, 'config.validation.entity');
    await bad({ kind: 'callFunction', functionId: UNKNOWN_ID, resultSlots: [] }, 'config.functionId');
    await bad({ kind: 'callFunction', functionId: UNKNOWN_ID, resultSlots: [{ path: 'status', slot: 'colour' }] }, 'config.resultSlots.0.slot');
    await bad({ kind: 'runWorkflow', workflowId: UNKNOWN_ID }, 'config.workflowId');
    await bad({ kind: 'handover', groupId: UNKNOWN_ID }, 'config.groupId');
    await bad({ kind: 'teleport' }, 'config.kind');
    await bad({ kind: 'end' }, 'name', '1st action');
    expect((await caller.post(P.actions, { domainId, name: 'UTTER_GREET', config: { kind: 'end' } })).statusCode).toBe(409);

    const renamed = await caller.put(dmsPath(P.action, demo.actions.get('end_dialogue')!), { domainId, name: 'finish', config: { kind: 'end' } });
    expect(dataOf<DmsAction>(renamed)).toMatchObject({ name: 'finish' });
    const inUse = await caller.del(dmsPath(P.action, demo.actions.get('utter_greet')!));
    expect(inUse.statusCode).toBe(412);
    expect(inUse.json<{ message: string }>().message).toContain('Greet, then track an order');
    const unused = dataOf<DmsAction>(await caller.post(P.actions, { domainId, name: 'spare', config: { kind: 'end' } }));
    expect((await caller.del(dmsPath(P.action, unused.actionId))).json()).toMatchObject({ message: T.actionDeleted });
    expect((await caller.del(dmsPath(P.action, unused.actionId))).statusCode).toBe(404);
    // A story may take the actions of its own domain only.
    const other = dataOf<Domain>(await caller.post(P.domains, { name: 'Other', intents: ['greeting'] }));
    const crossing = await caller.post(P.updateDialog, { domainId: other._id, name: 'x', boxes: boxes(demo, ['greeting', '!utter_greet']) });
    expect(crossing.json()).toMatchObject({ field: 'boxes.1.actionId' });
  });

  it('refuses members without a DMS page', async () => {
    const agent = await callerFor(context.app, 'agent@demo.brand');
    expect((await agent.post(P.domains, { name: 'x' })).statusCode).toBe(403);
    expect((await agent.get(P.actions)).statusCode).toBe(403);
  });
});
