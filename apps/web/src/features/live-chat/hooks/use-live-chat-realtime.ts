/**
 * Subscribes the console (every page, for members who may use /chats) to the staff channel: events patch the query cache and the stores
 * (live-chat-events), typing expires on a timer, a reconnect resyncs and re-joins, and a 204 reset
 * re-joins the list and closes the open chat when the refused command was about it. Coming back to the page re-joins a list kept in cache.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { LiveChat, Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { chatSocket, onCommandReset } from '@/features/live-chat/api/live-chat-socket';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import { pageIsWatched, sendDelivered, sendSeen } from '@/features/live-chat/api/receipts';
import { previewOf } from '@/features/live-chat/hooks/event-context';
import { createLiveChatHandlers } from '@/features/live-chat/hooks/live-chat-events';
import { resyncAndRejoin } from '@/features/live-chat/hooks/resync';
import { noticeOf, offerNoteOf } from '@/features/live-chat/model/chat-notice';
import type { Viewer } from '@/features/live-chat/model/viewer';
import { useLiveChatStore } from '@/features/live-chat/stores/live-chat-store';
import { useOfferStore } from '@/features/live-chat/stores/offer-store';
import { usePresenceStore } from '@/features/live-chat/stores/presence-store';
import { showBrowserNotification } from '@/lib/feedback/browser-notification';
import { notify, toast } from '@/lib/feedback/feedback';
import { replayState } from '@/lib/socket/namespace-socket';

const TYPING_SWEEP_MS = 2_000;
const CHATS_PATH = '/chats';

const notifyNewChat = (chat: LiveChat) =>
  void showBrowserNotification('New live chat', `${chat.customerName}${chat.lastMessage ? `: ${chat.lastMessage}` : ''}`);
const notifyNewMessage = (chat: LiveChat, message: Message) =>
  void showBrowserNotification(`New message from ${chat.customerName}`, previewOf(message));
/** Receipts say "seen" only while the chats page itself is in front of the member. */
const chatsPageWatched = () => window.location.pathname === CHATS_PATH && pageIsWatched();

/** `openChat` opens a chat on /chats (the 'Open chat' button of raised-hand, escalation and offer notices). */
export function useLiveChatRealtime(viewer: Viewer | null, openChat?: (sessionId: string) => void): void {
  const queryClient = useQueryClient();
  const viewerRef = useRef(viewer);
  const openRef = useRef(openChat);
  useEffect(() => {
    viewerRef.current = viewer;
    openRef.current = openChat;
  }, [viewer, openChat]);
  const signedIn = viewer !== null;

  useEffect(() => {
    if (!signedIn) return;
    const adminPsid = () => viewerRef.current?.adminPsid ?? '';
    const handlers = createLiveChatHandlers({
      queryClient,
      viewer: () => viewerRef.current,
      pageWatched: chatsPageWatched,
      sendDelivered: (chat, message) => sendDelivered(chat, message, adminPsid()),
      sendSeen: (chat, upToSeq) => sendSeen(chat, upToSeq, adminPsid()),
      notifyNewChat,
      notifyNewMessage,
      warn: (text) => toast.warning(text),
      notice: (payload) => {
        // An offer has its own notice with Accept and Reject (OfferLayer); the text says why it came.
        const offer = offerNoteOf(payload);
        if (offer) useOfferStore.getState().note(offer.sessionId, offer.text);
        else void notify(noticeOf(payload, (sessionId) => openRef.current?.(sessionId)));
      },
    });
    const state = queryClient.getQueryState(liveChatKeys.list);
    if (state?.data !== undefined && state.fetchStatus === 'idle') {
      void queryClient.invalidateQueries({ queryKey: liveChatKeys.list });
      void queryClient.invalidateQueries({ queryKey: liveChatKeys.rooms, refetchType: 'active' });
    }

    let active = true;
    let detach = () => {};
    void chatSocket().then((socket) => {
      if (!active) return;
      let connectedBefore = socket.connected;
      const onConnect = () => {
        if (connectedBefore) void resyncAndRejoin(queryClient);
        connectedBefore = true;
      };
      Object.entries(handlers).forEach(([event, handler]) => socket.on(event, handler));
      replayState(socket, handlers);
      socket.on('connect', onConnect);
      detach = () => {
        Object.entries(handlers).forEach(([event, handler]) => socket.off(event, handler));
        socket.off('connect', onConnect);
      };
    });
    const offReset = onCommandReset((sessionId) => {
      // The chat the refusal was about closes (another one being read stays open); the list is read again.
      const open = useLiveChatStore.getState().selectedSessionId;
      if (!sessionId || open === sessionId) useLiveChatStore.getState().selectChat(null);
      void queryClient.invalidateQueries({ queryKey: liveChatKeys.all });
    });
    const sweep = setInterval(() => usePresenceStore.getState().expireTyping(Date.now()), TYPING_SWEEP_MS);
    return () => {
      active = false;
      detach();
      offReset();
      clearInterval(sweep);
    };
  }, [signedIn, queryClient]);
}
