import { Flex } from 'antd';
import { PageTitle } from '@/components/page-title';
import { ChatsScreen } from '@/features/live-chat/components/chats-screen';
import { useViewingPresence } from '@/features/live-chat/hooks/use-open-chat';
import { useViewer } from '@/features/live-chat/hooks/use-viewer';

/** /chats: live chat handling (spec §1, §4, §7). Realtime patching runs in the shell (LiveChatBackground). */
export default function ChatsPage() {
  const viewer = useViewer();
  useViewingPresence();
  if (!viewer) return null;
  return (
    <Flex vertical gap={16}>
      <PageTitle />
      <ChatsScreen viewer={viewer} />
    </Flex>
  );
}
