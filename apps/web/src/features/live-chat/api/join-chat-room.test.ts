import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { chatRoomQuery, joinChatRoom, readChatRoom } from '@/features/live-chat/api/join-chat-room';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import { appendMessages, type ActiveChat } from '@/features/live-chat/model/chat-cache';
import { aMessage } from '@/features/live-chat/model/test-fixtures';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));
vi.mock('@/features/live-chat/api/live-chat-socket', () => ({ chatSocket: () => Promise.resolve({}), connectedSocketId: () => Promise.resolve('sock-1') }));

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

describe('joinChatRoom', () => {
  it('joins with the socket id, then marks the chat opened on /admin/v1/shownJcrContent (§7)', async () => {
    requestData.mockResolvedValueOnce({ activeChatSessionLogs: [], sessionId: 's-1' }).mockResolvedValueOnce({ sessionId: 's-1', openedAt: 1 });
    const room = await joinChatRoom(chat, 'admin-1');
    expect(room.sessionId).toBe('s-1');
    expect(requestData).toHaveBeenNthCalledWith(1, '/admin/v1/joinChatRoom', {
      method: 'POST', body: { socketId: 'sock-1', timestamp: expect.any(Number), clientPsid: 'psid-1', adminPsid: 'admin-1', sessionId: 's-1' },
    });
    expect(requestData).toHaveBeenNthCalledWith(2, '/admin/v1/shownJcrContent', {
      method: 'POST', body: { timestamp: expect.any(Number), adminPsid: 'admin-1', sessionId: 's-1' }, quiet: true,
    });
  });
});

describe('chatRoomQuery', () => {
  it('keeps a message a realtime event added while the room was read again (a customer writing as the agent accepts)', async () => {
    requestData.mockReset();
    const client = new QueryClient();
    const key = liveChatKeys.room('s-1');
    client.setQueryData<ActiveChat>(key, { sessionId: 's-1', psid: 'psid-1', messages: [aMessage({ seq: 1, sessionId: 's-1' })], profile: [], selectedTags: [], session_language: 'en' });
    let answer: (data: unknown) => void = () => undefined;
    requestData.mockImplementation((_path: string, options: { body: { clientPsid?: string } }) =>
      options.body.clientPsid ? new Promise((resolve) => { answer = resolve; }) : Promise.resolve({}));
    // Read again (as after accepting: invalidated), with the room cached.
    const read = client.fetchQuery({ ...chatRoomQuery(chat, 'admin-1'), staleTime: 0 });
    await vi.waitFor(() => expect(requestData).toHaveBeenCalled());
    // The read saw seqs 1–2; seq 3 came by the socket meanwhile.
    client.setQueryData<ActiveChat>(key, (room) => room && appendMessages(room, [aMessage({ seq: 3, sessionId: 's-1', content: { text: 'Hola' } })]));
    answer({ activeChatSessionLogs: [aMessage({ seq: 1, sessionId: 's-1' }), aMessage({ seq: 2, sessionId: 's-1' })], sessionId: 's-1' });
    const room = await read;
    expect(room.messages.map((message) => message.seq)).toEqual([1, 2, 3]);
    expect(room.messages.at(-1)?.content.text).toBe('Hola');
  });

  it('keeps the language an event set while the room was read again (detected from the message sent as the agent accepted)', async () => {
    requestData.mockReset();
    const client = new QueryClient();
    const key = liveChatKeys.room('s-1');
    client.setQueryData<ActiveChat>(key, { sessionId: 's-1', psid: 'psid-1', messages: [], profile: [], selectedTags: ['vip'], session_language: 'en' });
    let answer: (data: unknown) => void = () => undefined;
    requestData.mockImplementation((_path: string, options: { body: { clientPsid?: string } }) =>
      options.body.clientPsid ? new Promise((resolve) => { answer = resolve; }) : Promise.resolve({}));
    const read = client.fetchQuery({ ...chatRoomQuery(chat, 'admin-1'), staleTime: 0 });
    await vi.waitFor(() => expect(requestData).toHaveBeenCalled());
    client.setQueryData<ActiveChat>(key, (room) => room && { ...room, session_language: 'es' });
    answer({ activeChatSessionLogs: [], sessionId: 's-1', session_language: 'en', selectedTags: ['vip', 'late'], userProfileDetails: [section] });
    const room = await read;
    // The event's language; the read's tags and profile (no event changed them).
    expect(room).toMatchObject({ session_language: 'es', selectedTags: ['vip', 'late'], profile: [section] });
  });
});
