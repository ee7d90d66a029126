/** GET /admin/v1/getLiveKpi (the agent's own KPIs today) and POST /admin/v1/shownJcrContent (the chat marked opened). */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { LIVE_CHAT_PATHS, markOpenedDataSchema } from '@switchboard/contracts/live-chat/live-chat.api';
import { LIVE_KPI_PATH, liveKpiDataSchema } from '@switchboard/contracts/live-chat/live-kpi.api';
import { PROACTIVE_PATHS } from '@switchboard/contracts/live-chat/proactive.api';
import { describeBackends } from '@/testing/backends';
import { handedOver, LiveChatHarness } from '@/testing/live-chat-harness';
import { bearer } from '@/testing/test-app';

describeBackends('live chat: agent KPIs and shownJcrContent', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  const kpis = async (token: string, query = '') => {
    const response = await context.app.inject({ method: 'GET', url: `${LIVE_KPI_PATH}${query}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return liveKpiDataSchema.parse(response.json<{ data: unknown }>().data).agentKpis;
  };

  it("counts the agent's own chats taken today, their handling time and first-response time; a proactive chat has no first response", async () => {
    const alice = await harness.staff('agent@demo.brand');
    const bob = await harness.staff('agent2@demo.brand', { join: false });
    const from = Date.now() - 60_000;
    expect(await kpis(alice.token, `?from=${from}`)).toEqual({
      from, chatsHandled: 0, chatsResolved: 0, averageHandlingMs: null, averageFirstResponseMs: null,
    });

    const customer = await harness.customer();
    await handedOver(customer, alice);
    expect((await alice.emit('acceptChat', { sessionId: customer.sessionId })).data).toBeTruthy();
    expect((await alice.emit('sendMessage', { sessionId: customer.sessionId, text: 'Hi!', clientMessageId: 'k1' })).data).toBeTruthy();
    const open = await kpis(alice.token, `?from=${from}`);
    expect(open).toMatchObject({ chatsHandled: 1, chatsResolved: 0, averageHandlingMs: null, averageFirstResponseMs: expect.any(Number) });
    expect((await alice.emit('resolveChat', { sessionId: customer.sessionId })).data).toBeTruthy();

    // A proactive chat: handled, resolved, and no first response (the agent wrote first).
    const other = await harness.customer();
    await context.app.inject({ method: 'POST', url: PROACTIVE_PATHS.blank, headers: bearer(alice.token), payload: { psid: other.psid, text: 'Hello there' } });
    expect((await alice.emit('resolveChat', { sessionId: other.sessionId })).data).toBeTruthy();
    const done = await kpis(alice.token, `?from=${from}`);
    expect(done).toMatchObject({ chatsHandled: 2, chatsResolved: 2, averageHandlingMs: expect.any(Number), averageFirstResponseMs: open.averageFirstResponseMs });

    // Another agent's figures are their own; the default day starts at UTC midnight.
    expect(await kpis(bob.token)).toMatchObject({ chatsHandled: 0 });
    const now = new Date();
    expect((await kpis(alice.token)).from).toBe(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  });

  it('refuses a from that is not a time of the last 2 days, and members without /chats', async () => {
    const alice = await harness.staff('agent@demo.brand', { join: false });
    for (const [query, message] of [['?from=abc', 'from'], [`?from=${Date.now() + 3_600_000}`, 'future'], [`?from=${Date.now() - 3 * 86_400_000}`, 'last 2 days'], ['?to=1', 'to']]) {
      const response = await context.app.inject({ method: 'GET', url: `${LIVE_KPI_PATH}${query}`, headers: bearer(alice.token) });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    const qa = await harness.staff('qa@demo.brand', { join: false });
    expect((await context.app.inject({ method: 'GET', url: LIVE_KPI_PATH, headers: bearer(qa.token) })).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'GET', url: LIVE_KPI_PATH })).statusCode).toBe(401);
  });

  it('shownJcrContent marks the chat opened by its agent once; others and bad bodies are refused', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const customer = await harness.customer();
    await handedOver(customer, alice);
    expect((await alice.emit('acceptChat', { sessionId: customer.sessionId })).data).toBeTruthy();
    const shown = (token: string, payload: Record<string, unknown>) =>
      context.app.inject({ method: 'POST', url: LIVE_CHAT_PATHS.shownJcrContent, headers: bearer(token), payload });
    const first = await shown(alice.token, { timestamp: Date.now(), adminPsid: 'a', sessionId: customer.sessionId });
    expect(first.statusCode, first.body).toBe(200);
    const opened = markOpenedDataSchema.parse(first.json<{ data: unknown }>().data);
    expect(opened.openedAt).toEqual(expect.any(Number));
    const again = markOpenedDataSchema.parse((await shown(alice.token, { sessionId: customer.sessionId })).json<{ data: unknown }>().data);
    expect(again.openedAt).toBe(opened.openedAt);

    const bob = await harness.staff('agent2@demo.brand', { join: false });
    expect((await shown(bob.token, { sessionId: customer.sessionId })).statusCode).toBe(403);
    const missing = await shown(alice.token, { timestamp: 1 });
    expect(missing.statusCode).toBe(400);
    expect((await shown(alice.token, { sessionId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await shown(alice.token, { sessionId: 'not-a-chat' })).statusCode).toBe(404);
  });
});
