/** Transfer, whisper, barge, takeover, block and the permission refusals, over real sockets. */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import type { LiveChat, Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { describeBackends } from '@/testing/backends';
import { handedOver, LiveChatHarness, type Client, type StaffClient } from '@/testing/live-chat-harness';

type Customer = Client & { sessionId: string; psid: string };

describeBackends('live chat: supervision, transfer, block, permissions', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  /** A chat the agent has accepted. */
  async function agentChat(agent: StaffClient): Promise<Customer> {
    const customer = await harness.customer();
    await handedOver(customer, agent);
    expect((await agent.emit('acceptChat', { sessionId: customer.sessionId })).data).toBeTruthy();
    await customer.waitFor('agentMessage', (p: { message: Message }) => p.message.type === 'systemText');
    return customer;
  }

  it('transfers only to an agent who is online with room, else 412; the target gets an offer', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const customer = await agentChat(alice);
    const bobId = (await harness.app.inject({ method: 'POST', url: '/users/login', payload: { email: 'agent2@demo.brand', password: 'Demo@12345' } }))
      .json<{ data: { _id: string } }>().data._id;
    const offline = await alice.emit('transferChat', { sessionId: customer.sessionId, toAgentId: bobId });
    expect(offline).toMatchObject({ errorCode: 412, message: 'That agent is offline or has no room for another chat.' });

    const bob = await harness.staff('agent2@demo.brand');
    expect((await alice.emit('transferChat', { sessionId: customer.sessionId, toAgentId: bob.userId })).data).toEqual({ sessionId: customer.sessionId });
    expect(await alice.waitFor('deletion')).toMatchObject({ sessionId: customer.sessionId, reason: 'transferred' });
    await bob.waitFor('addition', (p: { newLiveUser: LiveChat }) => p.newLiveUser.agentId === bob.userId && p.newLiveUser.chatState === 'Pending');
    expect((await bob.emit('acceptChat', { sessionId: customer.sessionId })).data).toMatchObject({ chatState: 'AgentHandling' });
    expect(await alice.emit('sendMessage', { sessionId: customer.sessionId, text: 'still me?', clientMessageId: 'x1' })).toMatchObject({ errorCode: 204 });
  });

  it('whispers reach staff in the chat and never the customer; barge lets the supervisor write to the customer', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const sam = await harness.staff('supervisor@demo.brand');
    const customer = await agentChat(alice);

    expect(await sam.emit('sendWhisper', { sessionId: customer.sessionId, text: 'psst', clientMessageId: 'w0' })).toMatchObject({ errorCode: 412 });
    expect((await sam.emit('superviseChat', { sessionId: customer.sessionId, mode: 'whisper' })).data).toMatchObject({ mode: 'whisper' });
    const whisper = await sam.emit<{ seq: number }>('sendWhisper', { sessionId: customer.sessionId, text: 'offer a refund', clientMessageId: 'w1' });
    expect(whisper.data?.seq).toBeGreaterThan(0);
    const heard = await alice.waitFor<{ updatedAdminMessage: Message }>('updateMessage', (p) => p.updatedAdminMessage?.type === 'whisper');
    expect(heard.updatedAdminMessage).toMatchObject({ content: { text: 'offer a refund' }, adminName: 'Sam Supervisor' });
    expect(await sam.emit('sendMessage', { sessionId: customer.sessionId, text: 'hello', clientMessageId: 's1' })).toMatchObject({ errorCode: 204 });

    expect((await sam.emit('superviseChat', { sessionId: customer.sessionId, mode: 'barge' })).data).toMatchObject({ mode: 'barge' });
    expect((await sam.emit('sendMessage', { sessionId: customer.sessionId, text: 'Supervisor here', clientMessageId: 's2' })).data).toBeTruthy();
    await customer.waitFor('agentMessage', (p: { message: Message }) => p.message.content.text === 'Supervisor here');
    // Everything the customer was sent came after the whisper, so the whisper would have arrived first.
    const texts = customer.events.map((e) => JSON.stringify(e.payload ?? null));
    expect(texts.some((text) => text.includes('offer a refund') || text.includes('whisper'))).toBe(false);
    const reconnecting = await harness.customer({ psid: customer.psid });
    const history = await reconnecting.waitFor<{ messages: Message[] }>('history');
    expect(history.messages.some((m) => m.type === 'whisper')).toBe(false);
  });

  it('takeover makes the supervisor the agent; the previous agent gets deletion takenOver; relinquish hands it back', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const sam = await harness.staff('supervisor@demo.brand');
    const customer = await agentChat(alice);
    expect((await sam.emit('takeoverChat', { sessionId: customer.sessionId })).data).toEqual({ sessionId: customer.sessionId });
    expect(await alice.waitFor('deletion')).toMatchObject({ sessionId: customer.sessionId, reason: 'takenOver' });
    await sam.waitFor('updation', (p: { changedChatDetails: LiveChat }) => p.changedChatDetails.agentId === sam.userId);
    expect(await alice.emit('sendMessage', { sessionId: customer.sessionId, text: 'mine', clientMessageId: 'a9' })).toMatchObject({ errorCode: 204 });
    expect((await sam.emit('sendMessage', { sessionId: customer.sessionId, text: 'I will take it from here', clientMessageId: 's9' })).data).toBeTruthy();
    await customer.waitFor('agentMessage', (p: { message: Message }) => p.message.adminName === 'Sam Supervisor');

    expect((await sam.emit('relinquishChat', { sessionId: customer.sessionId })).data).toEqual({ sessionId: customer.sessionId });
    await alice.waitFor('addition', (p: { newLiveUser: LiveChat }) => p.newLiveUser.agentId === alice.userId && p.newLiveUser.chatState === 'AgentHandling');
    expect((await alice.emit('sendMessage', { sessionId: customer.sessionId, text: 'back', clientMessageId: 'a10' })).data).toBeTruthy();
  });

  it('blocking closes the chat and refuses the customer’s next messages with a clear ack', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const customer = await agentChat(alice);
    expect((await alice.emit('blockChat', { sessionId: customer.sessionId, blocked: true })).data).toEqual({ sessionId: customer.sessionId, blockedStatus: true });
    await alice.waitFor('updation', (p: { changedChatDetails: LiveChat }) => p.changedChatDetails.blockedStatus);
    await customer.waitFor('chatState', (p: { chatState: string }) => p.chatState === 'Resolved');
    expect(await customer.emit('customerMessage', { text: 'let me in', clientMessageId: 'b1' })).toEqual({
      message: 'You can no longer send messages in this chat.', errorCode: 412,
    });
  });

  it('refuses an unauthenticated staff socket and Supervisor-only commands from an Agent', async () => {
    const anonymous = harness.open(NAMESPACES.liveConversations, {});
    expect(await anonymous.waitFor('connect_error')).toBe('Unauthorized');
    const alice = await harness.staff('agent@demo.brand');
    const customer = await agentChat(alice);
    for (const [command, payload] of [
      ['superviseChat', { sessionId: customer.sessionId, mode: 'whisper' }],
      ['takeoverChat', { sessionId: customer.sessionId }],
      ['sendWhisper', { sessionId: customer.sessionId, text: 'x', clientMessageId: 'z' }],
    ] as const) {
      expect(await alice.emit(command, payload), command).toMatchObject({ errorCode: 'FORBIDDEN' });
    }
    expect(await alice.emit('acceptChat', {})).toMatchObject({ errorCode: 'VALIDATION' });
    const qa = await harness.staff('qa@demo.brand', { join: false });
    expect(await qa.emit('join', {})).toMatchObject({ errorCode: 'FORBIDDEN' });
  });
});
