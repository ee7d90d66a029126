import { beforeEach, describe, expect, it, vi } from 'vitest';
import { joinLiveChats, keepForJoin } from '@/features/live-chat/api/join-live-chats';
import { mergeChat, upsertChat } from '@/features/live-chat/model/chat-cache';
import { aChat } from '@/features/live-chat/model/test-fixtures';

const emitCommand = vi.hoisted(() => vi.fn());
vi.mock('@/features/live-chat/api/live-chat-socket', () => ({ emitCommand }));

describe('joinLiveChats', () => {
  beforeEach(() => emitCommand.mockReset());

  it('applies the list events that arrived while the join was on its way over its snapshot', async () => {
    const offered = aChat({ sessionId: 's-1', chatState: 'Pending' });
    const arriving = aChat({ sessionId: 's-2', chatState: 'Pending' });
    emitCommand.mockImplementation((command: string) => {
      if (command === 'join') {
        // The server sent these after it subscribed the socket, the first one after it read the list.
        keepForJoin((list) => upsertChat(list, arriving));
        keepForJoin((list) => mergeChat(list, { sessionId: 's-1', chatState: 'AgentHandling' }));
        return Promise.resolve({ ok: true, data: { liveChatData: [offered] } });
      }
      return Promise.resolve({ ok: true, data: { UntaggedChatsData: [] } });
    });

    const list = await joinLiveChats();

    expect(list.map((chat) => [chat.sessionId, chat.chatState])).toEqual(expect.arrayContaining([['s-1', 'AgentHandling'], ['s-2', 'Pending']]));
    expect(list).toHaveLength(2);
  });

  it('keeps nothing once the join has answered', async () => {
    emitCommand.mockResolvedValue({ ok: true, data: { liveChatData: [], UntaggedChatsData: [] } });
    await joinLiveChats();
    keepForJoin((list) => upsertChat(list, aChat({ sessionId: 'late' })));
    expect(await joinLiveChats()).toEqual([]);
  });
});
