/**
 * Seen receipts for the open chat (§4): when the viewer's own chat is open on a visible, focused
 * page, the newest customer message is marked seen (again when the window regains focus).
 */
import { useEffect } from 'react';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { pageIsWatched, sendSeen } from '@/features/live-chat/api/receipts';
import { isMe, type Viewer } from '@/features/live-chat/model/viewer';

export function useSeenReceipt(chat: LiveChat, upToSeq: number, viewer: Viewer): void {
  const mine = chat.chatState === 'AgentHandling' && isMe(viewer, chat.agentId);
  const { psid, sessionId } = chat;
  const { adminPsid } = viewer;
  useEffect(() => {
    if (!mine || upToSeq <= 0) return;
    const send = () => {
      if (pageIsWatched()) sendSeen({ psid, sessionId }, upToSeq, adminPsid);
    };
    send();
    window.addEventListener('focus', send);
    document.addEventListener('visibilitychange', send);
    return () => {
      window.removeEventListener('focus', send);
      document.removeEventListener('visibilitychange', send);
    };
  }, [mine, upToSeq, psid, sessionId, adminPsid]);
}
