// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@switchboard/contracts/common/constants';
import { TEXTS } from '@switchboard/contracts/common/texts';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import { createLiveChatHandlers, type LiveChatEffects } from '@/features/live-chat/hooks/live-chat-events';
import type { ActiveChat } from '@/features/live-chat/model/chat-cache';
import { aChat, aMessage, aSupervisor, aViewer, ME } from '@/features/live-chat/model/test-fixtures';
import type { Viewer } from '@/features/live-chat/model/viewer';
import { useLiveChatStore } from '@/features/live-chat/stores/live-chat-store';
import { usePresenceStore } from '@/features/live-chat/stores/presence-store';

let queryClient: QueryClient;
const spy = () => vi.fn<(...args: unknown[]) => void>();
let fx: LiveChatEffects & { [K in 'sendDelivered' | 'sendSeen' | 'notifyNewChat' | 'notifyNewMessage' | 'warn']: ReturnType<typeof spy> };
let viewer: Viewer;
let watched: boolean;

const list = () => queryClient.getQueryData<LiveChat[]>(liveChatKeys.list) ?? [];
const room = (sessionId = 's-1') => queryClient.getQueryData<ActiveChat>(liveChatKeys.room(sessionId));
const handlers = () => createLiveChatHandlers(fx);
const fire = (event: string, payload: unknown) => handlers()[event]?.(payload);

beforeEach(() => {
  localStorage.clear();
  useLiveChatStore.getState().reset();
  usePresenceStore.getState().reset();
  queryClient = new QueryClient();
  viewer = aViewer();
  watched = true;
  fx = {
    queryClient, viewer: () => viewer, pageWatched: () => watched, notice: spy(),
    sendDelivered: spy(), sendSeen: spy(), notifyNewChat: spy(), notifyNewMessage: spy(), warn: spy(), now: () => 50_000,
  };
  queryClient.setQueryData(liveChatKeys.list, [aChat(), aChat({ sessionId: 's-2', psid: 'psid-2', agentId: 'agent-2' })]);
  queryClient.setQueryData<ActiveChat>(liveChatKeys.room('s-1'), {
    sessionId: 's-1', psid: 'psid-1', messages: [aMessage({ seq: 1 })], profile: [], selectedTags: [], session_language: 'en',
  });
});

describe('chat list events', () => {
  it('addition adds the chat and notifies when it is for me', () => {
    fire('addition', { newLiveUser: aChat({ sessionId: 's-3', psid: 'psid-3', chatState: 'Inqueue', agentId: null }) });
    expect(list().map((chat) => chat.sessionId)).toEqual(['s-1', 's-2', 's-3']);
    expect(fx.notifyNewChat).toHaveBeenCalledTimes(1);
    fire('addition', { newLiveUser: 'garbage' });
    expect(list()).toHaveLength(3);
  });

  it('updation merges details, language and profile, and counts new stalls of a closed chat', () => {
    fire('updation', { changedChatDetails: { sessionId: 's-1', psid: 'psid-1', onHold: true, customerStallCount: 2 } });
    expect(list()[0]).toMatchObject({ onHold: true, customerStallCount: 2 });
    expect(useLiveChatStore.getState().stalls).toEqual({ 's-1': 2 });
    fire('updation', { changedSessionLanguage: { psid: 'psid-1', session_language: 'hi' } });
    expect(list()[0]?.session_language).toBe('hi');
    expect(room()?.session_language).toBe('hi');
    const profile = [{ sectionTitle: 'Order', data: [{ subTitle: 'Total', value: '10', type: 'currency' }] }];
    fire('updation', { changedUserProfileDetails: { psid: 'psid-1', userProfileDetails: profile } });
    expect(room()?.profile).toEqual(profile);
  });

  it('the server\'s profile shape ({sections} with a widget form) replaces the open chat\'s profile (issue 23)', () => {
    const sections = [{ sectionTitle: 'Follow-up', data: [{ subTitle: 'Reason', value: 'Refund', type: 'text' }], widget: {
      id: 'followUp', fields: [{ key: 'reason', label: 'Reason', type: 'text', value: 'Refund' }], buttons: ['Save', 'Clear'], updatedBy: 'Alice', updatedAt: 1,
    } }];
    fire('updation', { changedUserProfileDetails: { psid: 'psid-1', userProfileDetails: { sections } } });
    expect(room()?.profile).toEqual(sections);
  });

  it('ticket additions and deletions on the chat channel leave the chat list alone (issue 23)', () => {
    fire('addition', { newLiveTicket: { ticketId: 't-1' } });
    fire('deletion', { deletedTicketId: 't-1', reason: 'resolved' });
    expect(list().map((chat) => chat.sessionId)).toEqual(['s-1', 's-2']);
    expect(fx.notifyNewChat).not.toHaveBeenCalled();
  });

  it('deletion removes the chat, its open view, counts and warns when it was open', () => {
    useLiveChatStore.getState().selectChat('s-1');
    useLiveChatStore.getState().bumpStall('s-1', 1);
    fire('deletion', { disconnectedChatPsid: 'psid-1', reason: 'disconnected' });
    expect(list().map((chat) => chat.sessionId)).toEqual(['s-2']);
    expect(room()).toBeUndefined();
    expect(useLiveChatStore.getState()).toMatchObject({ selectedSessionId: null, stalls: {}, unread: {} });
    expect(fx.warn).toHaveBeenCalledWith(TEXTS.activeClientGone);
  });

  it('warns a watching supervisor with the supervisor text, and stays quiet for closed or resolved chats', () => {
    viewer = aSupervisor();
    queryClient.setQueryData(liveChatKeys.list, [aChat({ agentId: 'agent-2', supervisors: [{ adminId: ME, name: 'Me', mode: 'barge' }] })]);
    useLiveChatStore.getState().selectChat('s-1');
    fire('deletion', { sessionId: 's-1' });
    expect(fx.warn).toHaveBeenCalledWith(TEXTS.supervisedCustomerGone);
    fire('deletion', { sessionId: 's-2', reason: 'disconnected' });
    expect(fx.warn).toHaveBeenCalledTimes(1);
  });
});

describe('message events', () => {
  it('userMessage appends once per seq, bumps unread of a closed chat and sends delivered', () => {
    const message = aMessage({ seq: 2 });
    fire('userMessage', { psid: 'psid-1', message });
    fire('userMessage', { psid: 'psid-1', message });
    expect(room()?.messages.map((item) => item.seq)).toEqual([1, 2]);
    expect(useLiveChatStore.getState().unread).toEqual({ 's-1': 2 });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.liveChatsUnreadMessageCount) ?? '{}')).toEqual({ 's-1': 2 });
    expect(fx.sendDelivered).toHaveBeenCalledWith(expect.objectContaining({ sessionId: 's-1' }), message);
    expect(fx.sendSeen).not.toHaveBeenCalled();
    expect(fx.notifyNewMessage).toHaveBeenCalledTimes(2);
    expect(list()[0]?.lastMessage).toBe('message 2');
  });

  it('userMessage in the open chat on a watched page sends seen and leaves unread alone', () => {
    useLiveChatStore.getState().selectChat('s-1');
    fire('userMessage', { psid: 'psid-1', message: aMessage({ seq: 3 }) });
    expect(fx.sendSeen).toHaveBeenCalledWith(expect.objectContaining({ sessionId: 's-1' }), 3);
    expect(useLiveChatStore.getState().unread).toEqual({});
    expect(fx.notifyNewMessage).not.toHaveBeenCalled();
    watched = false;
    fire('userMessage', { psid: 'psid-1', message: aMessage({ seq: 4 }) });
    expect(fx.sendSeen).toHaveBeenCalledTimes(1);
    expect(fx.notifyNewMessage).toHaveBeenCalledTimes(1);
  });

  it("sends no receipts for chats that are not mine", () => {
    fire('userMessage', { psid: 'psid-2', message: aMessage({ seq: 1, sessionId: 's-2', psid: 'psid-2' }) });
    expect(fx.sendDelivered).not.toHaveBeenCalled();
    expect(useLiveChatStore.getState().unread).toEqual({});
  });

  it('response edits bot messages in place by chatlogId', () => {
    const bot = aMessage({ seq: 2, sender: 'chatbot', chatlogId: 'log-b', content: { text: 'draft' } });
    fire('response', { psid: 'psid-1', chatlogId: 'log-b', result: { bot_messages: [bot] } });
    fire('response', { psid: 'psid-1', chatlogId: 'log-b', result: { bot_messages: [{ ...bot, content: { text: 'final' } }] } });
    expect(room()?.messages.map((item) => item.content.text)).toEqual(['message 1', 'final']);
  });

  it('updateMessage applies admin messages and seen watermarks', () => {
    const mine = aMessage({ seq: 2, sender: 'admin', chatlogId: 'log-a', readStatus: 'sent' });
    fire('updateMessage', { updatedAdminMessage: mine });
    fire('updateMessage', { messageSeen: { sessionId: 's-1', upToSeq: 2, readStatus: 'seen' } });
    expect(room()?.messages.map((item) => item.readStatus)).toEqual(['sent', 'seen']);
  });
});

describe('presence events', () => {
  it('records typing of others only, and the counters and agent state', () => {
    fire('typingStatus', { typingInfo: { sessionId: 's-1', psid: 'psid-1', by: 'psid-1', name: 'Rita', typing: true } });
    fire('typingStatus', { typingInfo: { sessionId: 's-2', psid: 'psid-2', by: ME, name: 'Me', typing: true } });
    expect(usePresenceStore.getState().typing).toEqual({ 's-1': { by: 'psid-1', name: 'Rita', at: 50_000 } });
    usePresenceStore.getState().expireTyping(50_000 + 6_000);
    expect(usePresenceStore.getState().typing).toEqual({});
    fire('detailedChatStats', { totalLive: 3, totalRequireAttention: 1, totalOvertaken: 0 });
    fire('getAgentState', { selectedState: 'accept chats', agentStates: ['accept chats', "don't accept chats"] });
    expect(usePresenceStore.getState()).toMatchObject({ stats: { totalLive: 3 }, agentState: { selectedState: 'accept chats' } });
  });
});

describe('chatResync', () => {
  it('marks only that chat’s messages stale so an open view reloads them', () => {
    queryClient.setQueryData<ActiveChat>(liveChatKeys.room('s-2'), {
      sessionId: 's-2', psid: 'psid-2', messages: [], profile: [], selectedTags: [], session_language: 'en',
    });
    fire('chatResync', { sessionId: 's-1' });
    expect(queryClient.getQueryState(liveChatKeys.room('s-1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(liveChatKeys.room('s-2'))?.isInvalidated).toBe(false);
    fire('chatResync', { nope: true });
  });
});
