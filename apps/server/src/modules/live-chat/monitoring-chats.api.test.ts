/** GET /admin/v1/liveChats?agentId=: agent monitoring's selected agent's chats. */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { LIVE_CHAT_PATHS, liveChatsDataSchema } from '@switchboard/contracts/live-chat/live-chat.api';
import { describeBackends } from '@/testing/backends';
import { handedOver, LiveChatHarness } from '@/testing/live-chat-harness';
import { bearer } from '@/testing/test-app';

describeBackends('live chat: one agent\'s chats', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  it('narrows a tab to the chats of the agent asked for; a bad id is a 400 with the field', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const bob = await harness.staff('agent2@demo.brand', { join: false });
    const supervisor = await harness.staff('supervisor@demo.brand', { join: false });
    const customer = await harness.customer();
    await handedOver(customer, alice);
    expect((await alice.emit('acceptChat', { sessionId: customer.sessionId })).data).toBeTruthy();
    const list = async (query: string) => {
      const response = await context.app.inject({ method: 'GET', url: `${LIVE_CHAT_PATHS.liveChats}?${query}`, headers: bearer(supervisor.token) });
      expect(response.statusCode, response.body).toBe(200);
      return liveChatsDataSchema.parse(response.json<{ data: unknown }>().data);
    };
    expect(await list(`tab=agentChats&agentId=${alice.userId}`)).toMatchObject({ totalCount: 1, items: [{ sessionId: customer.sessionId, agentId: alice.userId }] });
    expect(await list(`tab=agentChats&agentId=${bob.userId}`)).toEqual({ totalCount: 0, items: [] });
    const bad = await context.app.inject({ method: 'GET', url: `${LIVE_CHAT_PATHS.liveChats}?tab=agentChats&agentId=alice`, headers: bearer(supervisor.token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('agentId must be an agent id');
  });
});
