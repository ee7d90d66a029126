/** Issue 21, point 4: a member takes a waiting chat from the in-queue tab (takeChat), guarded and race-safe. */
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ERROR_CODES } from '@switchboard/contracts/common/errors';
import type { SocketReply } from '@switchboard/contracts/live-chat/live-chat.events';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { describeEveryBackend } from '@/testing/backends';
import { handedOver, LiveChatHarness, type Client } from '@/testing/live-chat-harness';
import { TEXTS } from './chat-access';
import { findSession } from './chat-session.repository';

const removed = (sessionId: string) => (p: { sessionId?: string }) => p.sessionId === sessionId;

describeEveryBackend('live chat: taking a chat from the queue', (context) => {
  let harness: LiveChatHarness;
  const routing = () => context.app.services.liveChat.routing;
  const row = (customer: { sessionId: string }) => findSession(context.database.db, customer.sessionId);
  const askForAgent = (customer: Client & { sessionId: string }) =>
    customer.emit('customerMessage', { text: 'Talk to an agent', clientMessageId: `handover-${customer.sessionId}`, postback: 'handover' });

  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  it('an agent takes a chat waiting in the queue, beyond their capacity; the customer hears an agent joined', async () => {
    const alice = await harness.staff('agent@demo.brand');
    await routing().setCapacity(alice.userId, 1);
    const [first, second] = [await harness.customer(), await harness.customer()];
    await handedOver(first!, alice);
    expect((await alice.emit('acceptChat', { sessionId: first!.sessionId })).data).toBeTruthy();
    await askForAgent(second!);
    await second!.waitFor('queueStatus', (p) => p !== null);

    expect(await alice.emit('takeChat', { sessionId: second!.sessionId })).toEqual({ data: { sessionId: second!.sessionId, chatState: 'AgentHandling' } });
    expect(await row(second!)).toMatchObject({ chatState: 'AgentHandling', agentId: alice.userId, rejectedBy: [], declinedAt: {} });
    await second!.waitFor('chatState', (p: { chatState: string }) => p.chatState === 'AgentHandling');
    await second!.waitFor('queueStatus', (p) => p === null);
    await second!.waitFor('agentMessage', (p: { message: Message }) => p.message.type === 'systemText' && p.message.content.text === 'Alice Agent joined the chat');
    // Theirs now: they write to the customer at once.
    expect((await alice.emit('sendMessage', { sessionId: second!.sessionId, text: 'Hello, I am here', clientMessageId: 'take-1' })).data).toBeTruthy();
  });

  it('taking a chat offered to another agent withdraws the offer: their console drops it and their accept is refused', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const customer = await harness.customer();
    await handedOver(customer, alice);
    const bob = await harness.staff('agent2@demo.brand');

    expect((await bob.emit('takeChat', { sessionId: customer.sessionId })).data).toMatchObject({ chatState: 'AgentHandling' });
    await alice.waitFor('deletion', removed(customer.sessionId));
    expect(await alice.emit('acceptChat', { sessionId: customer.sessionId })).toEqual({ message: TEXTS.notOffered, errorCode: 204 });
    expect(await row(customer)).toMatchObject({ chatState: 'AgentHandling', agentId: bob.userId });
  });

  it('a chat another agent already has answers a clear error, and a take racing an accept leaves exactly one owner', async () => {
    const alice = await harness.staff('agent@demo.brand');
    await routing().setCapacity(alice.userId, 20);
    const bob = await harness.staff('agent2@demo.brand');
    // Offers go to Alice only; Bob takes chats himself.
    expect((await bob.emit('changeAgentState', { selectedState: "don't accept chats" })).errorCode).toBeUndefined();

    const taken = await harness.customer();
    await handedOver(taken, alice);
    expect((await alice.emit('acceptChat', { sessionId: taken.sessionId })).data).toBeTruthy();
    expect(await bob.emit('takeChat', { sessionId: taken.sessionId })).toEqual({ message: TEXTS.takenByOther, errorCode: 204 });

    for (let i = 0; i < 4; i++) {
      const customer = await harness.customer();
      await handedOver(customer, alice, `race${i}`);
      const accept = () => alice.emit('acceptChat', { sessionId: customer.sessionId });
      const take = () => bob.emit('takeChat', { sessionId: customer.sessionId });
      const [accepted, took] = (i % 2 === 0 ? await Promise.all([accept(), take()]) : (await Promise.all([take(), accept()])).reverse()) as SocketReply[];
      const owner = (await row(customer))?.agentId;
      expect(owner === alice.userId ? [accepted!.data, took] : [took!.data, accepted])
        .toEqual([expect.anything(), { message: owner === alice.userId ? TEXTS.takenByOther : TEXTS.notOffered, errorCode: 204 }]);
      expect(await row(customer)).toMatchObject({ chatState: 'AgentHandling' });
    }
  });

  it('a member without the take permission is refused (FORBIDDEN) and the chat keeps waiting', async () => {
    await context.database.db.execute(sql`update roles set permissions = jsonb_set(permissions, '{actions,chats,take}', 'false'::jsonb) where name = 'Agent'`);
    const alice = await harness.staff('agent@demo.brand');
    await routing().setCapacity(alice.userId, 0);
    const customer = await harness.customer();
    await askForAgent(customer);
    await customer.waitFor('queueStatus', (p) => p !== null);

    expect(await alice.emit('takeChat', { sessionId: customer.sessionId })).toMatchObject({ errorCode: ERROR_CODES.forbidden });
    expect(await row(customer)).toMatchObject({ chatState: 'Inqueue', agentId: null });
  });
});
