import { describe, expect, it } from 'vitest';
import { readChatRoom } from '@/features/live-chat/api/join-chat-room';
import { aMessage } from '@/features/live-chat/model/test-fixtures';

const chat = { psid: 'psid-1', sessionId: 's-1' };
const section = { sectionTitle: 'Account', data: [{ subTitle: 'Since', value: '2024-01-02', type: 'date' }] };

describe('readChatRoom', () => {
  it('reads the join reply, ordering messages by seq and skipping malformed ones', () => {
    const room = readChatRoom({
      activeChatSessionLogs: [aMessage({ seq: 2 }), { nonsense: true }, aMessage({ seq: 1 })],
      userProfileDetails: [section], sessionId: 's-1', selectedTags: ['vip'], session_language: 'en',
    }, chat);
    expect(room.messages.map((message) => message.seq)).toEqual([1, 2]);
    expect(room).toMatchObject({ sessionId: 's-1', psid: 'psid-1', profile: [section], selectedTags: ['vip'], session_language: 'en' });
  });

  it('accepts the profile as {sections} and defaults what is missing', () => {
    const room = readChatRoom({ activeChatSessionLogs: [], userProfileDetails: { sections: [section] } }, chat);
    expect(room).toMatchObject({ sessionId: 's-1', profile: [section], selectedTags: [], session_language: '' });
  });
});
