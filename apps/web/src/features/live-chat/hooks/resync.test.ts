import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import { applyMissed, openChatSeqs, readMissed } from '@/features/live-chat/hooks/resync';
import type { ActiveChat } from '@/features/live-chat/model/chat-cache';
import { aMessage } from '@/features/live-chat/model/test-fixtures';

describe('resync', () => {
  it('reports the last seq of each cached chat and applies what was missed', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<ActiveChat>(liveChatKeys.room('s-1'), {
      sessionId: 's-1', psid: 'psid-1', messages: [aMessage({ seq: 1 }), aMessage({ seq: 2 })], profile: [], selectedTags: [], session_language: '',
    });
    expect(openChatSeqs(queryClient)).toEqual([{ sessionId: 's-1', lastSeq: 2 }]);
    applyMissed(queryClient, readMissed({ messages: [aMessage({ seq: 3 }), aMessage({ seq: 2 }), { bad: true }] }));
    expect(queryClient.getQueryData<ActiveChat>(liveChatKeys.room('s-1'))?.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it('reads the per-chat reply shape too', () => {
    expect(readMissed({ chats: [{ sessionId: 's-1', lastSeq: 2, messages: [aMessage({ seq: 3 })] }] })).toHaveLength(1);
    expect(readMissed(undefined)).toEqual([]);
  });
});
