/** Capacity and queueing, and reconnects that miss nothing (customer lastSeq, staff resync). */
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { LiveChat, Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { describeBackends } from '@/testing/backends';
import { handedOver, LiveChatHarness } from '@/testing/live-chat-harness';
import { MEMBERS_PATHS, pathWith } from '@switchboard/contracts/members/team.schemas';
import { as } from '@/modules/members/members.test-kit';
import { DEFAULT_HANDLING_SECONDS } from './handover-availability';

describeBackends('live chat: routing and reconnects', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  it('with capacity 2 the third hand-over waits at position 1 and is offered as soon as a chat is resolved', async () => {
    const alice = await harness.staff('agent@demo.brand');
    await context.app.services.liveChat.routing.setCapacity(alice.userId, 2);
    const [one, two, three] = [await harness.customer(), await harness.customer(), await harness.customer()];
    await handedOver(one!, alice);
    await handedOver(two!, alice);
    await three!.emit('customerMessage', { text: 'I need a human', clientMessageId: 'h3' });
    expect(await three!.waitFor('queueStatus', (p) => p !== null)).toEqual({ position: 1, expectedWaitSeconds: DEFAULT_HANDLING_SECONDS });
    expect(three!.all('chatState').some((p) => (p as { chatState: string }).chatState === 'Pending')).toBe(false);

    expect((await alice.emit('acceptChat', { sessionId: one!.sessionId })).data).toBeTruthy();
    expect((await alice.emit('resolveChat', { sessionId: one!.sessionId })).data).toBeTruthy();
    await alice.waitFor('updation', (p: { changedChatDetails: LiveChat }) =>
      p.changedChatDetails.sessionId === three!.sessionId && p.changedChatDetails.chatState === 'Pending' && p.changedChatDetails.agentId === alice.userId);
    await three!.waitFor('queueStatus', (p) => p === null);
    await three!.waitFor('chatState', (p: { chatState: string }) => p.chatState === 'Pending');
  });

  it('a staff socket and a customer socket that drop while 50 messages flow get each message exactly once after reconnecting', async () => {
    let alice = await harness.staff('agent@demo.brand');
    const sam = await harness.staff('supervisor@demo.brand');
    let customer = await harness.customer();
    const otherTab = await harness.customer({ psid: customer.psid });
    await handedOver(customer, alice);
    await alice.emit('acceptChat', { sessionId: customer.sessionId });
    await sam.emit('superviseChat', { sessionId: customer.sessionId, mode: 'barge' });
    const joined = await customer.waitFor<{ message: Message }>('agentMessage', (p) => p.message.type === 'systemText');
    const base = joined.message.seq;
    const staffSeen: Message[] = [];
    const customerSeen: Message[] = [];
    const record = () => {
      alice.socket.on('userMessage', (p: { message: Message }) => staffSeen.push(p.message));
      alice.socket.on('updateMessage', (p: { updatedAdminMessage?: Message }) => p.updatedAdminMessage && staffSeen.push(p.updatedAdminMessage));
      customer.socket.on('agentMessage', (p: { message: Message }) => customerSeen.push(p.message));
    };
    record();

    for (let i = 0; i < 50; i++) {
      if (i === 10) {
        alice.close();
        customer.close();
      }
      if (i === 40) {
        const lastStaff = staffSeen.at(-1)?.seq ?? base;
        const lastCustomer = customerSeen.at(-1)?.seq ?? base;
        alice = await harness.staff('agent@demo.brand');
        customer = Object.assign(await harness.customer({ psid: customer.psid, lastSeq: lastCustomer }), {});
        const missed = await alice.emit<{ chats: Array<{ messages: Message[] }> }>('resync', { chats: [{ sessionId: customer.sessionId, lastSeq: lastStaff }] });
        staffSeen.push(...(missed.data?.chats[0]?.messages ?? []));
        customerSeen.push(...(await customer.waitFor<{ messages: Message[] }>('history')).messages);
        record();
      }
      if (i % 2 === 0) await otherTab.emit('customerMessage', { text: `customer ${i}`, clientMessageId: `rc-${i}` });
      else await sam.emit('sendMessage', { sessionId: customer.sessionId, text: `staff ${i}`, clientMessageId: `rs-${i}` });
    }
    const all = (await context.app.services.liveChat.chatDirectory.resync(
      { userId: sam.userId, name: 'Sam', seesAll: true }, [{ sessionId: customer.sessionId, lastSeq: base }])).chats[0]!.messages;
    expect(all).toHaveLength(50);
    await alice.waitFor('updateMessage', (p: { updatedAdminMessage?: Message }) => p.updatedAdminMessage?.seq === all.at(-1)!.seq);
    await customer.waitFor('agentMessage', (p: { message: Message }) => p.message.seq === all.at(-1)!.seq);
    const seqs = (list: Message[]) => list.filter((m) => m.seq > base).map((m) => m.seq);
    expect(seqs(staffSeen)).toEqual(all.map((m) => m.seq));
    const customerSide = customerSeen.filter((m) => m.sender !== 'customer');
    expect(seqs(customerSide)).toEqual(all.filter((m) => m.sender !== 'customer').map((m) => m.seq));
    expect(customerSeen.filter((m) => m.sender === 'customer').length).toBeGreaterThanOrEqual(15);
  });

  it('deactivating an agent puts the chats they handled back in the queue, offered to an agent with room', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const customer = await harness.customer();
    await handedOver(customer, alice);
    expect((await alice.emit('acceptChat', { sessionId: customer.sessionId })).data).toBeTruthy();
    const bob = await harness.staff('agent2@demo.brand');

    const admin = await as(context.app, 'admin@demo.brand');
    expect((await admin.call('POST', pathWith(MEMBERS_PATHS.deactivateAgent, { agentId: alice.userId }))).statusCode).toBe(200);

    const offered = await bob.waitFor<{ changedChatDetails: LiveChat }>('updation', (p) =>
      p.changedChatDetails.sessionId === customer.sessionId && p.changedChatDetails.chatState === 'Pending' && p.changedChatDetails.agentId === bob.userId);
    expect(offered.changedChatDetails.agentId).toBe(bob.userId);
    expect((await bob.emit('acceptChat', { sessionId: customer.sessionId })).data).toBeTruthy();
  });
});
