/**
 * The trace view for a conversation that went bot → agent: the customer's messages and their NLU results, the
 * bot's replies, a brand-function call made during the chat, the hand-over, the agent's acceptance, actions
 * and message, the resolution, in order; reachable by the session's id, a message's id, and refused to agents.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { brandFunctionInputSchema } from '@switchboard/contracts/bot-builder/brand-function.schemas';
import { API_LOG_PATHS, traceDataSchema, type TraceData } from '@switchboard/contracts/console/api-logs.schemas';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { parseAllowance } from '@/bot/functions/address-guard';
import { executeBrandFunction } from '@/bot/functions/call-brand-function';
import { withCallContext } from '@/lib/outbound-calls';
import { describeBackends } from '@/testing/backends';
import { handedOver, LiveChatHarness } from '@/testing/live-chat-harness';
import { bearer, callAs, signIn } from '@/testing/test-app';

let brandApi: Server;
let brandUrl = '';
beforeAll(async () => {
  brandApi = createServer((_request, response) => void response.writeHead(200, { 'content-type': 'application/json' }).end('{"order":{"status":"shipped"}}'));
  await new Promise<void>((done) => brandApi.listen(0, '127.0.0.1', done));
  brandUrl = `http://127.0.0.1:${(brandApi.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => brandApi.close(() => done())));

describeBackends('console: the trace of one conversation', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  it('shows a bot → agent conversation end to end, in order', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const customer = await harness.customer();
    const asked = (await customer.emit('customerMessage', { text: 'Where is my order?', clientMessageId: 'q1' })) as unknown as { seq: number };
    const botReply = await customer.waitFor<{ messages: Message[] }>('botMessages', (p) => p.messages.some((m) => m.seq > asked.seq));
    // A workflow's brand function, as the bot's turn runs it: logged under the conversation.
    const fn = { brandFunctionId: 'f1', updatedAt: '', ...brandFunctionInputSchema.parse({ name: 'order', url: `${brandUrl}/orders?api_key=k-123` }) };
    await withCallContext({ sessionId: customer.sessionId }, () => executeBrandFunction(fn, {}, {}, parseAllowance(['127.0.0.1'])));
    await handedOver(customer, alice);
    expect((await alice.emit('acceptChat', { sessionId: customer.sessionId })).data).toBeTruthy();
    await context.app.inject({ method: 'POST', url: '/admin/v1/joinChatRoom', headers: bearer(alice.token), payload: { clientPsid: customer.psid, sessionId: customer.sessionId } });
    expect((await alice.emit('sendMessage', { sessionId: customer.sessionId, text: 'Hi, I am Alice', clientMessageId: 'a1' })).data).toBeTruthy();
    expect((await alice.emit('resolveChat', { sessionId: customer.sessionId })).data).toBeTruthy();
    await context.app.services.consoleApiLogs.apiLogWriter.flush();

    const admin = await signIn(context.app, 'admin@demo.brand');
    const traced = await callAs(context.app, admin.token, 'GET', `${API_LOG_PATHS.trace}?id=${customer.sessionId}`);
    expect(traced.status, traced.raw).toBe(200);
    const trace: TraceData = traceDataSchema.parse(traced.body.data);
    expect(trace.sessionId).toBe(customer.sessionId);
    const kinds = trace.items.map((item) => item.kind);
    const at = (predicate: (item: TraceData['items'][number]) => boolean) => trace.items.findIndex(predicate);

    const question = at((item) => item.kind === 'customer-message' && item.detail === 'Where is my order?');
    const nlu = at((item) => item.kind === 'nlu');
    const reply = at((item) => item.kind === 'bot-message');
    const call = at((item) => item.kind === 'brand-function');
    const handover = at((item) => item.kind === 'handover');
    const accepted = at((item) => item.title === 'Agent accepted the chat');
    const joined = at((item) => item.kind === 'agent-action' && item.title.includes('joinChatRoom'));
    const agentSaid = at((item) => item.kind === 'agent-message' && item.detail === 'Hi, I am Alice');
    const resolved = at((item) => item.title === 'Conversation resolved');
    expect(kinds[0]).toBe('conversation');
    for (const index of [question, nlu, reply, call, handover, accepted, joined, agentSaid, resolved]) expect(index, kinds.join(', ')).toBeGreaterThan(0);
    expect(question).toBeLessThan(nlu);
    expect(nlu).toBeLessThan(reply);
    expect(reply).toBeLessThan(call);
    expect(call).toBeLessThan(handover);
    expect(handover).toBeLessThan(accepted);
    expect(accepted).toBeLessThan(agentSaid);
    expect(agentSaid).toBeLessThan(resolved);
    expect(trace.items[call]).toMatchObject({ status: '200', title: `GET ${brandUrl}/orders?api_key=[redacted]` });
    expect(trace.items[joined]?.detail).toContain('Alice Agent');
    expect(trace.items[accepted]?.detail).toBe('Alice Agent');

    // The same trace from one of its messages' ids.
    const byMessage = await callAs(context.app, admin.token, 'GET', `${API_LOG_PATHS.trace}?id=${botReply.messages[0]!.chatlogId}`);
    expect(traceDataSchema.parse(byMessage.body.data).items).toHaveLength(trace.items.length);
  });

  it('an id that names no conversation is a 404, and agents may not read a trace', async () => {
    const admin = await signIn(context.app, 'admin@demo.brand');
    expect((await callAs(context.app, admin.token, 'GET', `${API_LOG_PATHS.trace}?id=not-an-id`)).status).toBe(404);
    expect((await callAs(context.app, admin.token, 'GET', `${API_LOG_PATHS.trace}?id=4a8e5a52-5f7e-4b0c-9d55-8f0f3c1f1a11`)).status).toBe(404);
    const agent = await signIn(context.app, 'agent@demo.brand');
    expect((await callAs(context.app, agent.token, 'GET', `${API_LOG_PATHS.trace}?id=4a8e5a52-5f7e-4b0c-9d55-8f0f3c1f1a11`)).status).toBe(403);
  });
});
