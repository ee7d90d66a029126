// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@switchboard/contracts/common/constants';

const UNREAD = STORAGE_KEYS.liveChatsUnreadMessageCount;
const STALLS = STORAGE_KEYS.unseenLiveChatStallCount;

const freshStore = async () => {
  vi.resetModules();
  return (await import('@/features/live-chat/stores/live-chat-store')).useLiveChatStore;
};

beforeEach(() => localStorage.clear());

describe('live chat store', () => {
  it('persists unread and stall counts and reads them back on start', async () => {
    const store = await freshStore();
    store.getState().bumpUnread('s-1');
    store.getState().bumpUnread('s-1');
    store.getState().bumpStall('s-2', 3);
    expect(JSON.parse(localStorage.getItem(UNREAD) ?? '{}')).toEqual({ 's-1': 2 });
    expect(JSON.parse(localStorage.getItem(STALLS) ?? '{}')).toEqual({ 's-2': 3 });
    const reloaded = await freshStore();
    expect(reloaded.getState()).toMatchObject({ unread: { 's-1': 2 }, stalls: { 's-2': 3 } });
  });

  it('selecting a chat clears its counts and reports chats beyond the cache cap', async () => {
    const store = await freshStore();
    store.getState().bumpUnread('a');
    store.getState().bumpStall('a', 1);
    expect(store.getState().selectChat('a')).toEqual([]);
    expect(store.getState()).toMatchObject({ selectedSessionId: 'a', unread: {}, stalls: {} });
    expect(localStorage.getItem(UNREAD)).toBeNull();
    ['b', 'c', 'd'].forEach((id) => store.getState().selectChat(id));
    expect(store.getState().selectChat('e')).toEqual(['a']);
    expect(store.getState().openOrder).toEqual(['b', 'c', 'd', 'e']);
  });

  it('forgetting a chat drops its counts, cache slot and selection', async () => {
    const store = await freshStore();
    store.getState().selectChat('a');
    store.getState().bumpUnread('b');
    store.getState().forgetChat('a');
    store.getState().forgetChat('b');
    expect(store.getState()).toMatchObject({ selectedSessionId: null, openOrder: [], unread: {} });
  });
});
