/** Bot params: list (10 a page, search), create, update, delete; refusals while a workflow uses one. */
import { beforeEach, expect, it } from 'vitest';
import { BOT_BUILDER_PATHS as P, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { BotParam } from '@switchboard/contracts/bot-builder/bot-param.schemas';
import { BOT_PARAM_TEXTS as T } from '@switchboard/contracts/bot-builder/workflow.api';
import type { Workflow } from '@switchboard/contracts/bot-builder/workflow.schemas';
import { describeBackends } from '@/testing/backends';
import { callerFor, dataOf, UNKNOWN_ID, withoutDemoBotContent } from './bot-builder.test-kit';

type Page<T> = { items: T[]; totalCount: number };
const at = { x: 0, y: 0 };

describeBackends('bot builder: bot params', (context) => {
  beforeEach(() => withoutDemoBotContent(context.database.db));
  const trainer = () => callerFor(context.app, 'trainer@demo.brand');

  it('creates, lists (10 a page, search), updates and deletes bot params', async () => {
    const caller = await trainer();
    const created = await caller.post(P.botParams, { name: 'orderId', type: 'text', description: 'The order asked about' });
    expect(created.statusCode, created.body).toBe(200);
    const param = dataOf<BotParam>(created);
    expect(param).toMatchObject({ name: 'orderId', type: 'text', defaultValue: '', description: 'The order asked about' });
    for (let i = 1; i <= 10; i++) expect((await caller.post(P.botParams, { name: `param_${String(i).padStart(2, '0')}`, type: 'number' })).statusCode).toBe(200);

    const first = dataOf<Page<BotParam>>(await caller.get(P.botParams));
    expect(first.totalCount).toBe(11);
    expect(first.items).toHaveLength(10);
    expect(dataOf<Page<BotParam>>(await caller.get(`${P.botParams}?page=2`)).items).toHaveLength(1);
    expect(dataOf<Page<BotParam>>(await caller.get(`${P.botParams}?search=order`)).items.map((p) => p.name)).toEqual(['orderId']);

    const updated = await caller.put(withId(P.botParam, param._id), { name: 'orderNumber', type: 'text', defaultValue: 'none' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(dataOf<BotParam>(updated)).toMatchObject({ name: 'orderNumber', defaultValue: 'none' });
    expect((await caller.del(withId(P.botParam, param._id))).statusCode).toBe(200);
    expect(dataOf<Page<BotParam>>(await caller.get(P.botParams)).totalCount).toBe(10);
  });

  it('refuses bad names, built-in names, duplicates and unknown ids', async () => {
    const caller = await trainer();
    expect((await caller.post(P.botParams, { name: 'has space' })).statusCode).toBe(400);
    expect((await caller.post(P.botParams, { name: 'orderId', type: 'colour' })).statusCode).toBe(400);
    const builtIn = await caller.post(P.botParams, { name: 'customerName' });
    expect(builtIn.statusCode).toBe(400);
    expect(builtIn.body).toContain('This name is a built-in variable');
    expect((await caller.post(P.botParams, { name: 'orderId' })).statusCode).toBe(200);
    const duplicate = await caller.post(P.botParams, { name: 'ORDERID' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ message: T.duplicateName, field: 'name' });
    for (const id of [UNKNOWN_ID, 'x']) {
      expect((await caller.put(withId(P.botParam, id), { name: 'other' })).statusCode).toBe(404);
      expect((await caller.del(withId(P.botParam, id))).statusCode).toBe(404);
    }
  });

  it('refuses to delete or rename a param a workflow uses (412) and allows it once unused', async () => {
    const caller = await trainer();
    const param = dataOf<BotParam>(await caller.post(P.botParams, { name: 'tier' }));
    const elements = {
      nodes: [
        { id: 'start', type: 'start', position: at, data: {} },
        { id: 'c', type: 'condition', position: at, data: { rootConditionType: 'and', conditionSet: [{ keyType: 'attribute', keyValue: 'tier', condType: 'equal to', value: 'gold' }] } },
        { id: 'h', type: 'handover', position: at, data: {} },
      ],
      edges: [{ id: 'e1', source: 'start', target: 'c' }, { id: 'e2', source: 'c', target: 'h', sourceHandle: 'true' }],
    };
    const workflow = await caller.post(P.workflows, { name: 'Gold customers', elements });
    expect(workflow.statusCode, workflow.body).toBe(200);

    const refused = await caller.del(withId(P.botParam, param._id));
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toMatchObject({ message: T.inUse('tier', ['Gold customers']) });
    expect((await caller.put(withId(P.botParam, param._id), { name: 'level' })).statusCode).toBe(412);
    expect((await caller.put(withId(P.botParam, param._id), { name: 'tier', description: 'Loyalty tier' })).statusCode).toBe(200);

    await caller.del(withId(P.workflow, dataOf<Workflow>(workflow).wid));
    expect((await caller.del(withId(P.botParam, param._id))).statusCode).toBe(200);
  });
});
