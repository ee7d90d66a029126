/** Proactive chats (admin/v2/startLiveChatSession, POST /admin/v2/blank): who can be reached, what each side sees. */
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import {
  blankMessageDataSchema, PROACTIVE_PATHS, PROACTIVE_TEXTS, startLiveChatDataSchema,
} from '@switchboard/contracts/live-chat/proactive.api';
import { customers } from '@/db/schema/customers';
import { describeBackends } from '@/testing/backends';
import { handedOver, LiveChatHarness } from '@/testing/live-chat-harness';
import { bearer } from '@/testing/test-app';

type Body = { data?: unknown; message?: string };

describeBackends('live chat: proactive chats', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  const post = (url: string, token: string | undefined, payload: unknown) =>
    context.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload: payload as Record<string, unknown> });

  it('an agent starts a chat with an online website customer, who sees the message and answers in the same chat', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const customer = await harness.customer();
    await customer.emit('customerMessage', { text: 'hello', clientMessageId: 'p1' });
    await customer.waitFor('botMessages');
    expect((await alice.emit('resolveChat', { sessionId: customer.sessionId })).message).toBeTruthy(); // not hers: refused

    // The bot's chat is taken over: same session, now the agent's.
    const started = await post(PROACTIVE_PATHS.startLiveChatSession, alice.token, { psid: customer.psid });
    expect(started.statusCode, started.body).toBe(200);
    expect(startLiveChatDataSchema.parse(started.json<Body>().data)).toEqual({
      sessionId: customer.sessionId, psid: customer.psid, chatState: 'AgentHandling', started: true,
    });
    await customer.waitFor<{ chatState: string }>('chatState', (p) => p.chatState === 'AgentHandling');
    await alice.waitFor<{ changedChatDetails?: { sessionId: string; agentId: string | null } }>('updation',
      (p) => p.changedChatDetails?.sessionId === customer.sessionId && p.changedChatDetails.agentId === alice.userId);
    // Again: idempotent.
    const again = await post(PROACTIVE_PATHS.startLiveChatSession, alice.token, { psid: customer.psid });
    expect(startLiveChatDataSchema.parse(again.json<Body>().data)).toMatchObject({ sessionId: customer.sessionId, started: false });

    // Resolved, then started afresh: a new session the widget moves to, with the agent's first message (a blank).
    expect((await alice.emit('resolveChat', { sessionId: customer.sessionId })).data).toBeTruthy();
    const blank = await post(PROACTIVE_PATHS.blank, alice.token, { psid: customer.psid, text: '  Your order has shipped — any questions?  ', clientMessageId: 'b1' });
    expect(blank.statusCode, blank.body).toBe(200);
    const sent = blankMessageDataSchema.parse(blank.json<Body>().data);
    expect(sent.sessionId).not.toBe(customer.sessionId);
    const session = await customer.waitFor<{ sessionId: string; chatState: string }>('session', (p) => p.sessionId === sent.sessionId);
    expect(session.chatState).toBe('AgentHandling');
    await customer.waitFor<{ message: Message }>('agentMessage', (p) => p.message.type === 'systemText' && p.message.sessionId === sent.sessionId);
    const first = await customer.waitFor<{ message: Message }>('agentMessage', (p) => p.message.chatlogId === sent.chatlogId);
    expect(first.message.content).toMatchObject({ text: 'Your order has shipped — any questions?' });
    await alice.waitFor<{ newLiveUser?: { sessionId: string } }>('addition', (p) => p.newLiveUser?.sessionId === sent.sessionId);
    // A resend with the same clientMessageId stores nothing new.
    const resend = await post(PROACTIVE_PATHS.blank, alice.token, { psid: customer.psid, text: 'Your order has shipped — any questions?', clientMessageId: 'b1' });
    expect(blankMessageDataSchema.parse(resend.json<Body>().data).chatlogId).toBe(sent.chatlogId);

    // The customer answers in the same chat; the agent hears it.
    expect(await customer.emit('customerMessage', { text: 'Thanks, all good', clientMessageId: 'p2' })).toMatchObject({ chatlogId: expect.any(String) });
    const heard = await alice.waitFor<{ message: Message }>('userMessage', (p) => p.message.content.text === 'Thanks, all good');
    expect(heard.message.sessionId).toBe(sent.sessionId);
  });

  it('refuses bad input, unknown, offline, blocked and non-website customers, chats of others, and who may not start chats', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const bob = await harness.staff('agent2@demo.brand');
    await context.database.db.insert(customers).values([
      { psid: 'wa-1', channel: 'wa', name: 'Wanda WhatsApp' },
      { psid: 'web-offline', channel: 'website', name: 'Olly Offline' },
    ]);
    const refused = async (token: string | undefined, url: string, payload: unknown, status: number, message?: string) => {
      const response = await post(url, token, payload);
      expect(response.statusCode, response.body).toBe(status);
      if (message) expect(response.json<Body>().message).toContain(message);
    };
    await refused(alice.token, PROACTIVE_PATHS.startLiveChatSession, {}, 400, 'psid');
    await refused(alice.token, PROACTIVE_PATHS.startLiveChatSession, { psid: '   ' }, 400, 'psid is required');
    await refused(alice.token, PROACTIVE_PATHS.blank, { psid: 'web-offline', text: '   ' }, 400, 'Write the message first');
    await refused(alice.token, PROACTIVE_PATHS.blank, { psid: 'web-offline', text: 'x'.repeat(2001) }, 400, 'At most 2000');
    await refused(alice.token, PROACTIVE_PATHS.startLiveChatSession, { psid: 'nobody' }, 404, PROACTIVE_TEXTS.unknownCustomer);
    await refused(alice.token, PROACTIVE_PATHS.startLiveChatSession, { psid: 'wa-1' }, 412, PROACTIVE_TEXTS.notWebsite);
    await refused(alice.token, PROACTIVE_PATHS.blank, { psid: 'web-offline', text: 'hi' }, 412, PROACTIVE_TEXTS.offline);
    await refused(undefined, PROACTIVE_PATHS.startLiveChatSession, { psid: 'wa-1' }, 401);
    const qa = await harness.staff('qa@demo.brand', { join: false });
    await refused(qa.token, PROACTIVE_PATHS.startLiveChatSession, { psid: 'wa-1' }, 403);

    // Waiting for an agent, or another agent's: left alone.
    const customer = await harness.customer();
    await handedOver(customer, alice);
    await refused(bob.token, PROACTIVE_PATHS.startLiveChatSession, { psid: customer.psid }, 412, PROACTIVE_TEXTS.waiting);
    expect((await alice.emit('acceptChat', { sessionId: customer.sessionId })).data).toBeTruthy();
    await refused(bob.token, PROACTIVE_PATHS.blank, { psid: customer.psid, text: 'hi' }, 412, PROACTIVE_TEXTS.otherAgent);
    // Blocked (the block resolves the chat).
    expect((await alice.emit('blockChat', { sessionId: customer.sessionId, blocked: true })).data).toBeTruthy();
    await refused(alice.token, PROACTIVE_PATHS.startLiveChatSession, { psid: customer.psid }, 412, PROACTIVE_TEXTS.blocked);
  });
});
