/**
 * Users' journeys: real conversations (customers talking to the published demo bot over /webchat) grouped by the
 * intents they went through, with counts, outcomes (resolved by the bot, handed over, abandoned) and examples; one
 * journey turned into a draft dialogue and saved through bootstrapStory; bad input and other pages refused.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DMS_PATHS as P, DMS_TEXTS as T, dmsPath } from '@switchboard/contracts/dms/dms.api';
import type { BootstrapResult, Journey } from '@switchboard/contracts/dms/dms.schemas';
import { callerFor, dataOf } from '@/modules/bot-builder/bot-builder.test-kit';
import { describeBackends } from '@/testing/backends';
import { LiveChatHarness } from '@/testing/live-chat-harness';
import { demoDomain } from './dms.test-kit';

describeBackends('dialogue management: users\' journeys', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  const converse = async (messages: { text: string; postback?: string }[]) => {
    const customer = await harness.customer();
    for (const [i, message] of messages.entries()) {
      const before = customer.all('botMessages').length;
      await customer.emit('customerMessage', { ...message, clientMessageId: `${customer.sessionId}-${i}` });
      await customer.waitFor('botMessages', () => customer.all('botMessages').length > before);
    }
    return customer.sessionId;
  };

  it('groups conversations by their intents, with outcomes and examples, and drafts a dialogue from one', async () => {
    const first = await converse([{ text: 'hello' }, { text: 'where is my order' }]);
    const second = await converse([{ text: 'hello' }, { text: 'where is my order' }]);
    await converse([{ text: 'zxqv blorp' }]);
    await converse([{ text: 'hello' }, { text: 'Talk to an agent', postback: 'handover' }]);

    const caller = await callerFor(context.app, 'trainer@demo.brand');
    const list = dataOf<{ journeys: Journey[]; totalCount: number }>(await caller.get(P.journeys));
    const byPath = new Map(list.journeys.map((journey) => [journey.steps.join(' > '), journey]));
    const tracking = byPath.get('greeting > order_status');
    expect(tracking).toMatchObject({ count: 2, outcomes: { resolvedByBot: 2, handedOver: 0, abandoned: 0 } });
    expect(tracking!.examples.map((example) => example.sessionId).sort()).toEqual([first, second].sort());
    expect(byPath.get('None')).toMatchObject({ count: 1, outcomes: { abandoned: 1 } });
    expect(byPath.get('greeting > handover')).toMatchObject({ count: 1, outcomes: { handedOver: 1 } });
    expect(list.totalCount).toBe(list.journeys.length);

    const one = dataOf<Journey>(await caller.get(dmsPath(P.journey, tracking!.journeyId)));
    expect(one).toMatchObject({ journeyId: tracking!.journeyId, count: 2 });
    expect((await caller.get(dmsPath(P.journey, 'nope'))).statusCode).toBe(404);
    expect((await caller.get(dmsPath(P.journey, '0'.repeat(32)))).json()).toMatchObject({ message: T.journeyNotFound });
    expect((await caller.get(`${P.journeys}?days=31`)).statusCode).toBe(400);

    const demo = await demoDomain(caller);
    const draft = dataOf<BootstrapResult>(await caller.post(P.bootstrapStory, { domainId: demo.domain._id, journeyId: tracking!.journeyId }));
    expect(draft.created).toBe(0);
    expect(draft.dialogues[0]!.boxes.map((box) => (box.kind === 'customer' ? box.intent : box.kind))).toEqual(['greeting', 'order_status']);
    const handed = dataOf<BootstrapResult>(await caller.post(P.bootstrapStory, { domainId: demo.domain._id, journeyId: byPath.get('greeting > handover')!.journeyId, save: true }));
    expect(handed.created).toBe(1);
    expect(handed.dialogues[0]!.boxes.map((box) => (box.kind === 'action' ? box.actionId : box.kind === 'customer' ? box.intent : ''))).toEqual(['greeting', 'handover', demo.actions.get('handover_to_agent')]);
    expect((await caller.post(P.bootstrapStory, { domainId: demo.domain._id })).json()).toMatchObject({ field: 'rows' });

    const agent = await callerFor(context.app, 'agent@demo.brand');
    expect((await agent.get(P.journeys)).statusCode).toBe(403);
  });
});
