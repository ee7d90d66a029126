/** Untagged chats: a chat resolved without a tag stays on its agent's to-do list until tagged. */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { LIVE_CHAT_PATHS, liveChatsDataSchema } from '@switchboard/contracts/live-chat/live-chat.api';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { describeBackends } from '@/testing/backends';
import { handedOver, LiveChatHarness } from '@/testing/live-chat-harness';
import { bearer } from '@/testing/test-app';

type Untagged = { UntaggedChatsData: LiveChat[] };

describeBackends('live chat: untagged chats and tags', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  it('resolving without a tag adds the chat to the untagged list; tagging it takes it off', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const bob = await harness.staff('agent2@demo.brand');
    const customer = await harness.customer();
    await handedOver(customer, alice);
    expect((await alice.emit('acceptChat', { sessionId: customer.sessionId })).data).toBeTruthy();
    expect((await alice.emit<Untagged>('joinUntaggedChats', {})).data?.UntaggedChatsData).toEqual([]);

    expect((await alice.emit('resolveChat', { sessionId: customer.sessionId })).data).toBeTruthy();
    const added = await alice.waitFor<{ newUntaggedChat: LiveChat }>('tagAddition');
    expect(added.newUntaggedChat).toMatchObject({ sessionId: customer.sessionId, chatState: 'Resolved', selectedTags: [] });
    expect((await alice.emit<Untagged>('joinUntaggedChats', {})).data?.UntaggedChatsData.map((chat) => chat.sessionId)).toEqual([customer.sessionId]);
    const tab = await context.app.inject({ method: 'GET', url: `${LIVE_CHAT_PATHS.liveChats}?tab=untaggedChats`, headers: bearer(alice.token) });
    expect(liveChatsDataSchema.parse(tab.json<{ data: unknown }>().data)).toMatchObject({ totalCount: 1, items: [{ sessionId: customer.sessionId }] });
    // Another agent neither sees it nor may tag it.
    expect((await bob.emit<Untagged>('joinUntaggedChats', {})).data?.UntaggedChatsData).toEqual([]);
    expect((await bob.emit('updateTags', { sessionId: customer.sessionId, selectedTags: ['billing'] })).data).toBeFalsy();

    const tagged = await alice.emit('updateTags', { sessionId: customer.sessionId, selectedTags: ['billing', 'billing', 'refund'] });
    expect(tagged.data).toEqual({ sessionId: customer.sessionId, selectedTags: ['billing', 'refund'] });
    await alice.waitFor<{ changedChatDetails?: LiveChat }>('updation', (p) => p.changedChatDetails?.selectedTags?.includes('refund') === true);
    expect((await alice.emit<Untagged>('joinUntaggedChats', {})).data?.UntaggedChatsData).toEqual([]);
  });

  it('refuses malformed tags with the field message', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const reply = await alice.emit('updateTags', { sessionId: '00000000-0000-4000-8000-000000000000', selectedTags: [''] });
    expect(reply.message).toBe('selectedTags.0: A tag cannot be empty');
  });
});
