/** POST /admin/v1/joinChatRoom and GET /admin/v1/liveChats: data, guards, visibility. */
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  agentNoteSchema, agentNotesDataSchema, LIVE_CHAT_PATHS, joinChatRoomDataSchema, liveChatsDataSchema, markOpenedDataSchema,
} from '@switchboard/contracts/live-chat/live-chat.api';
import { describeBackends } from '@/testing/backends';
import { handedOver, LiveChatHarness } from '@/testing/live-chat-harness';
import { bearer } from '@/testing/test-app';

describeBackends('live chat: HTTP calls', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  it('joinChatRoom answers the logs, profile sections, tags and language; liveChats pages the tabs; guards refuse others', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const customer = await harness.customer({ clientUrl: 'https://demo.brand/cart' });
    await customer.emit('customerMessage', { text: 'hello', clientMessageId: 'j1' });
    await customer.waitFor('botMessages');
    await handedOver(customer, alice);

    const body = { socketId: alice.socket.id, timestamp: Date.now(), clientPsid: customer.psid, adminPsid: 'ignored' };
    const joined = await context.app.inject({ method: 'POST', url: LIVE_CHAT_PATHS.joinChatRoom, headers: bearer(alice.token), payload: body });
    expect(joined.statusCode, joined.body).toBe(200);
    const data = joinChatRoomDataSchema.parse(joined.json<{ data: unknown }>().data);
    expect(data).toMatchObject({ sessionId: customer.sessionId, selectedTags: [], session_language: 'en' });
    expect(data.activeChatSessionLogs.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    expect(data.userProfileDetails.sections[0]?.data).toEqual(expect.arrayContaining([
      { subTitle: 'Current URL', value: 'https://demo.brand/cart', type: 'url' },
      // The channel as people read it, not its code.
      { subTitle: 'Channel', value: 'Website', type: 'text' },
      expect.objectContaining({ subTitle: 'First seen', type: 'datetime' }),
    ]));

    const pending = await context.app.inject({ method: 'GET', url: `${LIVE_CHAT_PATHS.liveChats}?tab=pending`, headers: bearer(alice.token) });
    expect(liveChatsDataSchema.parse(pending.json<{ data: unknown }>().data)).toMatchObject({ totalCount: 1, items: [{ sessionId: customer.sessionId }] });

    const bob = await harness.staff('agent2@demo.brand', { join: false });
    const notHis = await context.app.inject({ method: 'POST', url: LIVE_CHAT_PATHS.joinChatRoom, headers: bearer(bob.token), payload: body });
    expect(notHis.statusCode).toBe(403);
    const qa = await harness.staff('qa@demo.brand', { join: false });
    expect((await context.app.inject({ method: 'GET', url: LIVE_CHAT_PATHS.liveChats, headers: bearer(qa.token) })).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'GET', url: LIVE_CHAT_PATHS.liveChats })).statusCode).toBe(401);
  });

  it("the second joinChatRoom POST marks the chat opened by its agent once; bad bodies are refused", async () => {
    const alice = await harness.staff('agent@demo.brand');
    const customer = await harness.customer();
    await handedOver(customer, alice);
    const open = (token: string) => context.app.inject({
      method: 'POST', url: LIVE_CHAT_PATHS.joinChatRoom, headers: bearer(token), payload: { timestamp: Date.now(), adminPsid: 'a', sessionId: customer.sessionId },
    });
    // Only offered, not accepted yet: nothing is stamped.
    expect(markOpenedDataSchema.parse((await open(alice.token)).json<{ data: unknown }>().data).openedAt).toBeNull();
    expect((await alice.emit('acceptChat', { sessionId: customer.sessionId })).data).toBeTruthy();
    const first = markOpenedDataSchema.parse((await open(alice.token)).json<{ data: unknown }>().data);
    expect(first.openedAt).toEqual(expect.any(Number));
    const again = markOpenedDataSchema.parse((await open(alice.token)).json<{ data: unknown }>().data);
    expect(again.openedAt).toBe(first.openedAt);

    const bob = await harness.staff('agent2@demo.brand', { join: false });
    expect((await open(bob.token)).statusCode).toBe(403);
    const neither = await context.app.inject({ method: 'POST', url: LIVE_CHAT_PATHS.joinChatRoom, headers: bearer(alice.token), payload: { timestamp: 1 } });
    expect(neither.statusCode).toBe(400);
    expect(neither.json<{ message: string }>().message).toContain('clientPsid is required');
    const unknown = await context.app.inject({ method: 'POST', url: LIVE_CHAT_PATHS.joinChatRoom, headers: bearer(alice.token), payload: { sessionId: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('customAgentNotes: who sees the chat reads and adds notes about the customer; others are refused', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const customer = await harness.customer();
    await handedOver(customer, alice);
    const url = LIVE_CHAT_PATHS.customAgentNotes;
    const add = (token: string, note: string) =>
      context.app.inject({ method: 'POST', url, headers: bearer(token), payload: { sessionId: customer.sessionId, note } });
    const list = (token: string) => context.app.inject({ method: 'GET', url: `${url}?sessionId=${customer.sessionId}`, headers: bearer(token) });

    expect(agentNotesDataSchema.parse((await list(alice.token)).json<{ data: unknown }>().data).notes).toEqual([]);
    const first = await add(alice.token, 'Prefers e-mail');
    expect(first.statusCode, first.body).toBe(200);
    expect(agentNoteSchema.parse(first.json<{ data: unknown }>().data)).toMatchObject({ psid: customer.psid, authorName: 'Alice Agent', note: 'Prefers e-mail' });
    await add(alice.token, '  Asked about refunds  ');
    const notes = agentNotesDataSchema.parse((await list(alice.token)).json<{ data: unknown }>().data).notes;
    expect(notes.map((note) => note.note)).toEqual(['Asked about refunds', 'Prefers e-mail']);

    const empty = await add(alice.token, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toContain('Write the note first');
    const bob = await harness.staff('agent2@demo.brand', { join: false });
    expect((await list(bob.token)).statusCode).toBe(403);
    expect((await add(bob.token, 'sneaky')).statusCode).toBe(403);
    const qa = await harness.staff('qa@demo.brand', { join: false });
    expect((await list(qa.token)).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'GET', url: `${url}?sessionId=00000000-0000-4000-8000-000000000000`, headers: bearer(alice.token) })).statusCode).toBe(404);
  });
});
