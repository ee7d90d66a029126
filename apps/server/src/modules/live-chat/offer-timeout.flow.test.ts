/** Offers that are not answered: they time out, and an agent going offline gives theirs back. */
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { describeBackends } from '@/testing/backends';
import { handedOver, LiveChatHarness, type Client } from '@/testing/live-chat-harness';
import { findSession } from './chat-session.repository';

type ChatUpdate = { changedChatDetails?: LiveChat };
const offeredTo = (sessionId: string, agentId: string) => (p: ChatUpdate) =>
  p.changedChatDetails?.sessionId === sessionId && p.changedChatDetails.chatState === 'Pending' && p.changedChatDetails.agentId === agentId;
const removed = (sessionId: string) => (p: { sessionId?: string }) => p.sessionId === sessionId;
const pendingOffersTo = (client: Client, sessionId: string, agentId: string) => client.all<ChatUpdate>('updation').filter(offeredTo(sessionId, agentId)).length;

describeBackends('live chat: offers time out', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  it('an offer nobody answers goes to the other agent, the first agent drops it and does not get it again while cooling down', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const customer = await harness.customer();
    await handedOver(customer, alice);
    const bob = await harness.staff('agent2@demo.brand');

    await alice.waitFor('deletion', removed(customer.sessionId));
    await bob.waitFor('updation', offeredTo(customer.sessionId, bob.userId));
    // Bob does not answer either: both have had their turn and both cool down (30 s), so the chat waits in the queue.
    await bob.waitFor('deletion', removed(customer.sessionId));
    await customer.waitFor('queueStatus', (p) => p !== null);
    const row = await findSession(context.database.db, customer.sessionId);
    expect(row).toMatchObject({ chatState: 'Inqueue', agentId: null, rejectedBy: [alice.userId, bob.userId] });
    expect(pendingOffersTo(alice, customer.sessionId, alice.userId)).toBe(1);
    expect((await alice.emit('acceptChat', { sessionId: customer.sessionId })).data).toBeFalsy();
  });
}, () => ({ OFFER_TIMEOUT_SECONDS: '0.3' }));

describeBackends('live chat: offers of agents who go offline, and accepts racing the timeout', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  it('an agent whose socket closes gives their pending offer to the other agent and keeps the chat they accepted', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const [accepted, offered] = [await harness.customer(), await harness.customer()];
    await handedOver(accepted!, alice);
    expect((await alice.emit('acceptChat', { sessionId: accepted!.sessionId })).data).toBeTruthy();
    await handedOver(offered!, alice);
    const bob = await harness.staff('agent2@demo.brand');

    alice.close();

    await bob.waitFor('updation', offeredTo(offered!.sessionId, bob.userId));
    expect(await findSession(context.database.db, offered!.sessionId)).toMatchObject({ chatState: 'Pending', agentId: bob.userId, rejectedBy: [alice.userId] });
    expect(await findSession(context.database.db, accepted!.sessionId)).toMatchObject({ chatState: 'AgentHandling', agentId: alice.userId });
    expect((await bob.emit('acceptChat', { sessionId: offered!.sessionId })).data).toBeTruthy();
  });

  it('an accept racing the timeout leaves exactly one owner', async () => {
    const { routing, agentChats } = context.app.services.liveChat;
    const alice = await harness.staff('agent@demo.brand');
    await routing.setCapacity(alice.userId, 20);
    const member = { userId: alice.userId, name: 'Alice Agent', seesAll: false };
    const outcomes: string[] = [];
    for (let i = 0; i < 8; i++) {
      const customer = await harness.customer();
      await handedOver(customer, alice, `race${i}`);
      // Either side starts first, the other 0–3 ms later, so both orders (and overlaps) happen.
      const later = <T>(run: () => Promise<T>) => new Promise((resolve) => setTimeout(resolve, Math.floor(i / 2))).then(run);
      const accept = () => agentChats.accept(member, customer.sessionId);
      const expire = () => routing.sweep(Date.now() + 61_000);
      const [accepted] = await Promise.allSettled(i % 2 === 0 ? [accept(), later(expire)] : [later(accept), expire()]);
      const row = await findSession(context.database.db, customer.sessionId);
      if (accepted.status === 'fulfilled') {
        outcomes.push('accepted');
        expect(row).toMatchObject({ chatState: 'AgentHandling', agentId: alice.userId });
      } else {
        outcomes.push('timed out');
        expect(row).toMatchObject({ chatState: 'Inqueue', agentId: null, rejectedBy: [alice.userId] });
        await alice.waitFor('deletion', removed(customer.sessionId));
      }
    }
    expect(outcomes).toHaveLength(8);
  });
});
