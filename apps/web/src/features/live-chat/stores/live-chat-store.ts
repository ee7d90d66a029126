/**
 * UI state of the chats screen: the tab, the open chat, which chats' messages stay cached, and the
 * unread and unseen-stall counts (persisted under the §3 local-storage keys). Server data lives in
 * the query cache, not here.
 */
import { create } from 'zustand';
import { STORAGE_KEYS } from '@switchboard/contracts/common/constants';
import type { ChatTab } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { bumpCount, clearCount, readCounts, writeCounts, type Counts } from '@/features/live-chat/model/count-storage';
import { touchOpenChat } from '@/features/live-chat/model/open-chats';
import { onSessionReset } from '@/lib/session/reset-session';

const UNREAD = STORAGE_KEYS.liveChatsUnreadMessageCount;
const STALLS = STORAGE_KEYS.unseenLiveChatStallCount;

interface LiveChatState {
  activeTab: ChatTab;
  selectedSessionId: string | null;
  /** Sessions whose messages are cached, least recently opened first. */
  openOrder: string[];
  unread: Counts;
  stalls: Counts;
  setTab: (tab: ChatTab) => void;
  /** Opens a chat (clearing its counts); returns the sessions whose cached messages must be dropped. */
  selectChat: (sessionId: string | null) => string[];
  bumpUnread: (sessionId: string) => void;
  bumpStall: (sessionId: string, by: number) => void;
  /** The chat is gone: its view, cache slot and counts go too. */
  forgetChat: (sessionId: string) => void;
  reset: () => void;
}

const initial = () => ({
  activeTab: 'myChats' as ChatTab,
  selectedSessionId: null,
  openOrder: [],
  unread: readCounts(UNREAD),
  stalls: readCounts(STALLS),
});

export const useLiveChatStore = create<LiveChatState>()((set, get) => {
  const setCounts = (unread: Counts, stalls: Counts) => {
    if (unread !== get().unread) writeCounts(UNREAD, unread);
    if (stalls !== get().stalls) writeCounts(STALLS, stalls);
    set({ unread, stalls });
  };
  return {
    ...initial(),
    setTab: (activeTab) => set({ activeTab }),
    selectChat: (sessionId) => {
      if (!sessionId) {
        set({ selectedSessionId: null });
        return [];
      }
      const { order, evicted } = touchOpenChat(get().openOrder, sessionId);
      setCounts(clearCount(get().unread, sessionId), clearCount(get().stalls, sessionId));
      set({ selectedSessionId: sessionId, openOrder: order });
      return evicted;
    },
    bumpUnread: (sessionId) => setCounts(bumpCount(get().unread, sessionId), get().stalls),
    bumpStall: (sessionId, by) => setCounts(get().unread, bumpCount(get().stalls, sessionId, by)),
    forgetChat: (sessionId) => {
      setCounts(clearCount(get().unread, sessionId), clearCount(get().stalls, sessionId));
      set((state) => ({
        openOrder: state.openOrder.filter((id) => id !== sessionId),
        selectedSessionId: state.selectedSessionId === sessionId ? null : state.selectedSessionId,
      }));
    },
    reset: () => set({ ...initial(), unread: {}, stalls: {} }),
  };
});

onSessionReset(() => useLiveChatStore.getState().reset());
