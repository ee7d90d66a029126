/**
 * Mounted by the shell on every page for members who may use /chats: keeps the staff channel
 * joined and the chat cache patched, so new chats and messages raise browser notifications
 * wherever the member is, and /chats opens on a fresh list without a reload. Offers show their
 * notice here, on every page (OfferLayer).
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLiveChatsQuery } from '@/features/live-chat/api/join-live-chats';
import { OfferLayer } from '@/features/live-chat/components/offer-layer';
import { useLiveChatRealtime } from '@/features/live-chat/hooks/use-live-chat-realtime';
import { useOpenChat } from '@/features/live-chat/hooks/use-open-chat';
import { useViewer } from '@/features/live-chat/hooks/use-viewer';
import { tabOf } from '@/features/live-chat/model/chat-tabs';
import { useLiveChatStore } from '@/features/live-chat/stores/live-chat-store';

export default function LiveChatBackground() {
  const viewer = useViewer();
  const chats = useLiveChatsQuery().data;
  const open = useOpenChat();
  const navigate = useNavigate();
  // A notice's 'Open chat': the chat's tab, the chat itself, on /chats.
  const openChat = useCallback((sessionId: string) => {
    const chat = chats?.find((item) => item.sessionId === sessionId);
    const tab = chat && viewer ? tabOf(chat, viewer) : null;
    if (tab) useLiveChatStore.getState().setTab(tab);
    open(sessionId);
    void navigate('/chats');
  }, [chats, viewer, open, navigate]);
  useLiveChatRealtime(viewer, openChat);
  return viewer ? <OfferLayer viewer={viewer} /> : null;
}
