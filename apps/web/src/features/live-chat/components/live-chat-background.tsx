/**
 * Mounted by the shell on every page for members who may use /chats: keeps the staff channel
 * joined and the chat cache patched, so new chats and messages raise browser notifications
 * wherever the member is, and /chats opens on a fresh list without a reload.
 */
import { useLiveChatsQuery } from '@/features/live-chat/api/join-live-chats';
import { useLiveChatRealtime } from '@/features/live-chat/hooks/use-live-chat-realtime';
import { useViewer } from '@/features/live-chat/hooks/use-viewer';

export default function LiveChatBackground() {
  const viewer = useViewer();
  useLiveChatRealtime(viewer);
  useLiveChatsQuery();
  return null;
}
