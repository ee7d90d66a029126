/** GET preemptiveData: one answer with everything the editors pick from, complete by the §5 rule. */
import { beforeEach, expect, it } from 'vitest';
import { BOT_BUILDER_PATHS as P } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { isPreemptiveDataComplete, type PreemptiveData } from '@switchboard/contracts/bot-builder/preemptive-data.schemas';
import { AGENT_STATES } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { describeBackends } from '@/testing/backends';
import { DEMO_EVENTS } from '@/seed/bot-integrations-seed';
import { callerFor, dataOf, withoutDemoBotContent } from './bot-builder.test-kit';

const at = { x: 0, y: 0 };

describeBackends('bot builder: preemptive data', (context) => {
  beforeEach(() => withoutDemoBotContent(context.database.db));
  it('lists actions, variables, messages, event tags and types, agent states and workflows', async () => {
    const trainer = await callerFor(context.app, 'trainer@demo.brand');
    await trainer.post(P.botParams, { name: 'orderId', type: 'text' });
    const message = dataOf<{ id: string }>(await trainer.post(P.botMessages, { name: 'Greeting', type: 'text' }));
    const fn = dataOf<{ brandFunctionId: string }>(await trainer.post(P.brandFunctions, { name: 'Order lookup', url: 'http://127.0.0.1:1/orders' }));
    const workflow = dataOf<{ wid: string }>(await trainer.post(P.workflows, {
      name: 'Hello', elements: { nodes: [{ id: 's', type: 'start', position: at, data: {} }, { id: 'e', type: 'end', position: at, data: {} }], edges: [{ id: 'x', source: 's', target: 'e' }] },
    }));

    const data = dataOf<PreemptiveData>(await trainer.get(P.preemptiveData));
    expect(isPreemptiveDataComplete(data)).toBe(true);
    expect(data.actions).toContainEqual({ actionId: fn.brandFunctionId, name: 'Order lookup' });
    expect(data.variables).toContainEqual({ name: 'orderId', type: 'text', builtIn: false });
    expect(data.variables).toContainEqual({ name: 'customerName', type: 'text', builtIn: true });
    expect(data.messages).toContainEqual({ id: message.id, name: 'Greeting', type: 'text' });
    expect(data.workflows).toContainEqual({ wid: workflow.wid, name: 'Hello' });
    expect(data.agentStates).toEqual([...AGENT_STATES]);
    expect(data.eventTypes).toEqual([...new Set(DEMO_EVENTS.map((event) => event.eventType))].sort());
    expect(data.eventTags.length).toBeGreaterThan(0);
    // The workflow editor's event node picks one of these.
    expect(data.events?.map((event) => event.name)).toEqual(DEMO_EVENTS.map((event) => event.name).sort());
  });

  it('is for the bot builder only', async () => {
    const agent = await callerFor(context.app, 'agent@demo.brand');
    expect((await agent.get(P.preemptiveData)).statusCode).toBe(403);
  });
});
