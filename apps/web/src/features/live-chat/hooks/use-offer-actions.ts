/**
 * Accept and Reject from the offer notice or the keys, on any page. Accepting opens the chat in
 * My chats on /chats; rejecting leaves the member where they are. One command at a time.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { emitCommand } from '@/features/live-chat/api/live-chat-socket';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import { useOpenChat } from '@/features/live-chat/hooks/use-open-chat';
import { useLiveChatStore } from '@/features/live-chat/stores/live-chat-store';
import { toast } from '@/lib/feedback/feedback';

const CHATS_PATH = '/chats';

export interface OfferActions {
  accept: (chat: LiveChat) => Promise<void>;
  reject: (chat: LiveChat) => Promise<void>;
  /** The answer on its way. */
  pending: { sessionId: string; action: 'accept' | 'reject' } | null;
}

export function useOfferActions(): OfferActions {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onChats = useLocation().pathname === CHATS_PATH;
  const open = useOpenChat();
  const [pending, setPending] = useState<OfferActions['pending']>(null);
  const busy = useRef(false);

  const answer = useCallback(async (chat: LiveChat, command: 'acceptChat' | 'rejectChat') => {
    if (busy.current) return null;
    busy.current = true;
    setPending({ sessionId: chat.sessionId, action: command === 'acceptChat' ? 'accept' : 'reject' });
    try {
      return await emitCommand(command, { sessionId: chat.sessionId });
    } finally {
      busy.current = false;
      setPending(null);
    }
  }, []);

  const accept = useCallback(async (chat: LiveChat) => {
    const outcome = await answer(chat, 'acceptChat');
    if (!outcome?.ok) return;
    if (outcome.message) toast.success(outcome.message);
    useLiveChatStore.getState().setTab('myChats');
    open(chat.sessionId);
    void queryClient.invalidateQueries({ queryKey: liveChatKeys.room(chat.sessionId) });
    if (!onChats) void navigate(CHATS_PATH);
  }, [answer, open, queryClient, navigate, onChats]);

  const reject = useCallback(async (chat: LiveChat) => {
    const outcome = await answer(chat, 'rejectChat');
    if (outcome?.ok && outcome.message) toast.success(outcome.message);
  }, [answer]);

  return { accept, reject, pending };
}
