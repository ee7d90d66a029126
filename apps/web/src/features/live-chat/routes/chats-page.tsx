import { ChatsScreen } from '@/features/live-chat/components/chats-screen';
import { useViewingPresence } from '@/features/live-chat/hooks/use-open-chat';
import { useLiveChatRealtime } from '@/features/live-chat/hooks/use-live-chat-realtime';
import { useViewer } from '@/features/live-chat/hooks/use-viewer';

/** /chats: live chat handling (spec §1, §4, §7). Realtime patching runs while the page is open. */
export default function ChatsPage() {
  const viewer = useViewer();
  useLiveChatRealtime(viewer);
  useViewingPresence();
  if (!viewer) return null;
  return (
    <>
      <h1 className="sb-visually-hidden">Chats</h1>
      <ChatsScreen viewer={viewer} />
    </>
  );
}
