/** J and K on /chats: open the next or previous chat of the tab's list (the first or last when none is open). */
import { useMemo } from 'react';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { SHORTCUTS } from '@/features/live-chat/model/shortcuts';
import { useLiveChatStore } from '@/features/live-chat/stores/live-chat-store';
import { useKeyShortcuts } from '@/hooks/use-key-shortcuts';
import { useAlertPreferences } from '@/lib/alerts/alert-preferences';

/** The chat `step` places from the open one, staying within the list. */
export function neighbourOf(chats: readonly LiveChat[], selected: string | null, step: 1 | -1): LiveChat | undefined {
  if (chats.length === 0) return undefined;
  const index = chats.findIndex((chat) => chat.sessionId === selected);
  if (index < 0) return step === 1 ? chats[0] : chats[chats.length - 1];
  return chats[Math.min(chats.length - 1, Math.max(0, index + step))];
}

export function useChatListShortcuts(chats: readonly LiveChat[], onOpen: (sessionId: string) => void): void {
  const { shortcuts } = useAlertPreferences();
  const keys = useMemo(() => {
    const move = (step: 1 | -1) => () => {
      const next = neighbourOf(chats, useLiveChatStore.getState().selectedSessionId, step);
      if (next) onOpen(next.sessionId);
    };
    return { [SHORTCUTS.next.key]: move(1), [SHORTCUTS.previous.key]: move(-1) };
  }, [chats, onOpen]);
  useKeyShortcuts(keys, shortcuts);
}
