/**
 * A chat across instances, through HAProxy: the customer's widget on app1, the agent's and the supervisor's consoles
 * on app2. Offer, messages both ways, typing, read receipts and a whisper cross instances through Redis; every seq
 * reaches each client once and in order, and the database holds the chat gap-free.
 */
import { afterAll, expect, it } from 'vitest';
import type { LiveChat, Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { expectChatIntact } from './chat-checks';
import { ConsoleStaff, WidgetCustomer } from './clients';
import { describeCluster } from './cluster';

describeCluster('cluster: a chat whose customer and staff are on different instances', { instances: 2 }, (cluster) => {
  const clients: Array<{ close(): void }> = [];
  afterAll(() => clients.forEach((client) => client.close()));
  const track = <T extends { close(): void }>(client: T): T => {
    clients.push(client);
    return client;
  };

  it('carries the offer, messages, typing, receipts and a whisper both ways, every seq once and in order', async () => {
    const [agentLogin, supervisorLogin] = [await cluster().signIn('agent@demo.brand'), await cluster().signIn('supervisor@demo.brand')];
    const [agent, supervisor] = await cluster().on('app2', () => Promise.all([
      track(new ConsoleStaff(cluster().url, agentLogin)).ready(), track(new ConsoleStaff(cluster().url, supervisorLogin)).ready(),
    ]));
    const customer = await cluster().on('app1', async () => {
      const widget = track(WidgetCustomer.open(cluster().url));
      await widget.start();
      return widget;
    });
    const sessionId = customer.sessionId ?? '';

    expect(await customer.send('Hello', 'c-1')).toBe(1);
    await customer.waitFor('botMessages');
    await customer.send('Talk to an agent', 'c-2', 'handover');
    const offer = await agent.waitFor<{ kind: string; sessionId: string }>('notification', (p) => p.kind === 'offered');
    expect(offer.sessionId).toBe(sessionId);
    expect((await agent.emit('acceptChat', { sessionId })).data).toMatchObject({ chatState: 'AgentHandling' });
    await customer.waitFor('chatState', (p: { chatState: string }) => p.chatState === 'AgentHandling');

    // Typing, each way.
    customer.socket.emit('customerTyping', { typing: true });
    await agent.waitFor('typingStatus', (p: { typingInfo: { sessionId: string; typing: boolean } }) => p.typingInfo.sessionId === sessionId && p.typingInfo.typing);
    await agent.emit('typing', { sessionId, typing: true });
    await customer.waitFor('typingStatus', (p: { typing: boolean }) => p.typing);

    // Messages both ways, interleaved.
    for (let turn = 1; turn <= 3; turn += 1) {
      await customer.send(`question ${turn}`, `c-q${turn}`);
      const seq = await agent.send(sessionId, `answer ${turn}`, `a-${turn}`);
      await customer.waitFor('agentMessage', (p: { message: Message }) => p.message.seq === seq);
    }
    await agent.waitFor('userMessage', (p: { message: Message }) => p.message.content.text === 'question 3');

    // Read receipts, each way.
    const lastAgentSeq = Math.max(...customer.received.map((message) => message.seq));
    await customer.emit('messagesSeen', { upToSeq: lastAgentSeq });
    const seen = await agent.waitFor<{ messageSeen?: { upToSeq: number; readStatus: string } }>('updateMessage', (p) => Boolean(p.messageSeen));
    expect(seen.messageSeen).toEqual({ sessionId, upToSeq: lastAgentSeq, readStatus: 'seen' });
    const lastCustomerSeq = Math.max(...customer.acked.values());
    await agent.emit('messageSeen', { clientPsid: customer.psid, senderPsid: agent.userId, sessionId, upToSeq: lastCustomerSeq });
    expect(await customer.waitFor('messageStatus', (p: { readStatus: string }) => p.readStatus === 'seen')).toEqual({ upToSeq: lastCustomerSeq, readStatus: 'seen' });

    // A whisper reaches the agent (same instance as the supervisor) and never the customer (the other one).
    expect((await supervisor.emit('superviseChat', { sessionId, mode: 'whisper' })).data).toMatchObject({ mode: 'whisper' });
    await supervisor.emit('sendWhisper', { sessionId, text: 'offer a refund', clientMessageId: 'w-1' });
    await agent.waitFor('updateMessage', (p: { updatedAdminMessage?: Message }) => p.updatedAdminMessage?.type === 'whisper');
    // A message after the whisper: had the whisper leaked, it would have arrived first.
    const after = await agent.send(sessionId, 'Refund is on its way', 'a-4');
    await customer.waitFor('agentMessage', (p: { message: Message }) => p.message.seq === after);

    const stored = await expectChatIntact(cluster().database.db, customer, [agent, supervisor]);
    expect(stored.some((row) => row.type === 'whisper' && row.text === 'offer a refund')).toBe(true);
    expect(stored.filter((row) => row.sender === 'customer').map((row) => row.clientMessageId)).toEqual(['c-1', 'c-2', 'c-q1', 'c-q2', 'c-q3']);
    const chat = await agent.emit<LiveChat>('resolveChat', { sessionId });
    expect(chat.data).toEqual({ sessionId });
    await customer.waitFor('chatState', (p: { chatState: string }) => p.chatState === 'Resolved');
  });
});
