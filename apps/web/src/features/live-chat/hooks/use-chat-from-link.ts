/**
 * /chats?chat=<sessionId> opens that chat once it is in the live list (a proactive chat started from a customer's
 * profile or history lands here; its `addition` may arrive just after the page). The parameter is then dropped, so
 * a reload or going back does not force the chat open again.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useLiveChatsQuery } from '@/features/live-chat/api/join-live-chats';
import { useOpenChat } from '@/features/live-chat/hooks/use-open-chat';

export const CHAT_LINK_PARAM = 'chat';

export function useChatFromLink(): void {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(CHAT_LINK_PARAM);
  const listed = useLiveChatsQuery().data?.some((chat) => chat.sessionId === wanted) ?? false;
  const openChat = useOpenChat();
  useEffect(() => {
    if (!wanted || !listed) return;
    openChat(wanted);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(CHAT_LINK_PARAM);
      return next;
    }, { replace: true });
  }, [wanted, listed, openChat, setParams]);
}
