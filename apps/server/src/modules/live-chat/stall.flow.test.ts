/** Stall counts: a silence over the stall time counts once, for whoever let the other side wait. */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { TIMING } from '@switchboard/contracts/common/constants';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { describeBackends } from '@/testing/backends';
import { handedOver, LiveChatHarness } from '@/testing/live-chat-harness';
import { findSession } from './chat-session.repository';

type ChatUpdate = { changedChatDetails?: LiveChat };
const later = () => Date.now() + TIMING.chatStallMs + 1_000;

describeBackends('live chat: stall counts', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  it('counts a customer left waiting against the agent, once per silence, and the agent\'s unanswered message against the customer', async () => {
    const { stalls } = context.app.services.liveChat;
    const alice = await harness.staff('agent@demo.brand');
    const customer = await harness.customer();
    await handedOver(customer, alice);
    expect((await alice.emit('acceptChat', { sessionId: customer.sessionId })).data).toBeTruthy();
    await customer.emit('customerMessage', { text: 'Are you there?', clientMessageId: 'stall-1' });
    await alice.waitFor('userMessage');

    expect(await stalls.sweep(Date.now())).toBe(0); // not silent long enough yet
    expect(await stalls.sweep(later())).toBe(1);
    const update = await alice.waitFor<ChatUpdate>('updation', (p) => p.changedChatDetails?.sessionId === customer.sessionId && p.changedChatDetails.adminStallCount === 1);
    expect(update.changedChatDetails?.customerStallCount).toBe(0);
    expect(await stalls.sweep(later())).toBe(0); // the same silence is not counted twice

    expect((await alice.emit('sendMessage', { sessionId: customer.sessionId, text: 'Yes, one moment', clientMessageId: 'stall-2' })).data).toBeTruthy();
    expect(await stalls.sweep(later())).toBe(1);
    expect(await findSession(context.database.db, customer.sessionId)).toMatchObject({ adminStallCount: 1, customerStallCount: 1 });
  });

  it('does not count chats on hold or waiting for an agent', async () => {
    const { stalls } = context.app.services.liveChat;
    const alice = await harness.staff('agent@demo.brand');
    const offered = await harness.customer();
    await handedOver(offered, alice, 'a');
    const held = await harness.customer();
    await handedOver(held, alice, 'b');
    expect((await alice.emit('acceptChat', { sessionId: held.sessionId })).data).toBeTruthy();
    expect((await alice.emit('holdChat', { sessionId: held.sessionId, onHold: true })).data).toBeTruthy();
    expect(await stalls.sweep(later())).toBe(0);
  });
});
