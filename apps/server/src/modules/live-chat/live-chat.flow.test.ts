/** Socket-level journeys: customer ↔ bot ↔ agent, on PGlite and (with DATABASE_URL) PostgreSQL. */
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { BOT_TEXTS } from '@/bot/demo-bot';
import { describeBackends } from '@/testing/backends';
import { handedOver, LiveChatHarness } from '@/testing/live-chat-harness';

describeBackends('live chat: customer, bot and agent', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  it('bot greets, hands over, the agent accepts and replies, receipts flow both ways, the agent resolves', async () => {
    const agent = await harness.staff('agent@demo.brand');
    const customer = await harness.customer({ clientUrl: 'https://demo.brand/shop' });
    expect(await customer.waitFor('history')).toEqual({ messages: [] });

    const hello = await customer.emit<never>('customerMessage', { text: 'Hello', clientMessageId: 'c-1' });
    expect(hello).toMatchObject({ seq: 1 });
    const greeting = await customer.waitFor<{ messages: Message[] }>('botMessages');
    expect(greeting.messages[0]).toMatchObject({ seq: 2, sender: 'chatbot', type: 'text_with_buttons', content: { text: BOT_TEXTS.greeting } });
    expect(greeting.messages[0]?.NLPSnapshot).toMatchObject({ intent: 'greeting' });
    const seenByStaff = await agent.waitFor<{ psid: string; message: Message; NLPSnapshot: unknown }>('userMessage');
    expect(seenByStaff).toMatchObject({ psid: customer.psid, message: { seq: 1, content: { text: 'Hello' } }, NLPSnapshot: { intent: 'greeting' } });
    await agent.waitFor('response', (p: { result: { bot_messages: Message[] } }) => p.result.bot_messages[0]?.seq === 2);

    await handedOver(customer, agent);
    const offer = await agent.waitFor<{ kind: string; sessionId: string }>('notification');
    expect(offer).toMatchObject({ kind: 'offered', sessionId: customer.sessionId });
    await customer.waitFor('chatState', (p: { chatState: string }) => p.chatState === 'Pending');

    const accepted = await agent.emit('acceptChat', { sessionId: customer.sessionId });
    expect(accepted.data).toMatchObject({ chatState: 'AgentHandling' });
    await customer.waitFor('chatState', (p: { chatState: string }) => p.chatState === 'AgentHandling');
    await customer.waitFor('agentMessage', (p: { message: Message }) => p.message.type === 'systemText');

    const reply = await agent.emit<{ seq: number }>('sendMessage', { sessionId: customer.sessionId, text: 'How can I help?', clientMessageId: 'a-1' });
    const agentLine = await customer.waitFor<{ message: Message }>('agentMessage', (p) => p.message.content.text === 'How can I help?');
    expect(agentLine.message).toMatchObject({ sender: 'admin', seq: reply.data?.seq, adminName: 'Alice Agent', readStatus: 'sent' });

    await customer.emit('messagesSeen', { upToSeq: agentLine.message.seq });
    const seen = await agent.waitFor<{ messageSeen: { upToSeq: number; readStatus: string } }>('updateMessage', (p) => Boolean(p.messageSeen));
    expect(seen.messageSeen).toEqual({ sessionId: customer.sessionId, upToSeq: agentLine.message.seq, readStatus: 'seen' });

    const receipt = await agent.emit('messageSeen', { clientPsid: customer.psid, senderPsid: agent.userId, sessionId: customer.sessionId, upToSeq: 3 });
    expect(receipt.data).toMatchObject({ upToSeq: 3, readStatus: 'seen' });
    expect(await customer.waitFor('messageStatus')).toEqual({ upToSeq: 3, readStatus: 'seen' });

    expect((await agent.emit('resolveChat', { sessionId: customer.sessionId })).data).toEqual({ sessionId: customer.sessionId });
    await customer.waitFor('chatState', (p: { chatState: string }) => p.chatState === 'Resolved');
    expect(await agent.waitFor('deletion')).toMatchObject({ sessionId: customer.sessionId, reason: 'resolved', disconnectedChatPsid: customer.psid });

    const { messages } = (await context.app.services.liveChat.chatDirectory.resync(
      { userId: agent.userId, name: 'Alice Agent', seesAll: false }, [{ sessionId: customer.sessionId, lastSeq: 0 }])).chats[0]!;
    expect(messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(messages.filter((m) => m.sender === 'customer').map((m) => m.readStatus)).toEqual(['seen', 'seen']);
    expect(messages.find((m) => m.sender === 'admin')?.readStatus).toBe('seen');

    // The next message opens a new session, handled by the bot again.
    await customer.emit('customerMessage', { text: 'hi again', clientMessageId: 'c-9' });
    const next = await customer.waitFor<{ sessionId: string; chatState: string }>('session', (p) => p.sessionId !== customer.sessionId);
    expect(next.chatState).toBe('BotHandling');
    await customer.waitFor('botMessages', (p: { messages: Message[] }) => p.messages[0]?.sessionId === next.sessionId);
  });

  it('does not store a resend with the same clientMessageId twice', async () => {
    const customer = await harness.customer();
    const first = await customer.emit<never>('customerMessage', { text: 'where is my order', clientMessageId: 'same' });
    const again = await customer.emit<never>('customerMessage', { text: 'where is my order', clientMessageId: 'same' });
    expect(again).toEqual(first);
    await customer.waitFor('botMessages');
    const { chats } = await context.app.services.liveChat.chatDirectory.resync(
      { userId: 'x', name: 'x', seesAll: true }, [{ sessionId: customer.sessionId, lastSeq: 0 }]);
    expect(chats[0]?.messages.filter((m) => m.sender === 'customer')).toHaveLength(1);
    expect(chats[0]?.messages.map((m) => m.seq)).toEqual([1, 2]);
  });

  it('refuses invalid customer messages with a message', async () => {
    const customer = await harness.customer();
    expect(await customer.emit('customerMessage', { text: '   ', clientMessageId: 'x' })).toMatchObject({ message: 'Type a message first' });
  });
});
