import { Flex } from 'antd';
import { PageTitle } from '@/components/page-title';
import { AgentKpisHeader } from '@/features/live-chat/components/agent-kpis';
import { ChatsScreen } from '@/features/live-chat/components/chats-screen';
import { useChatFromLink } from '@/features/live-chat/hooks/use-chat-from-link';
import { useViewingPresence } from '@/features/live-chat/hooks/use-open-chat';
import { useViewer } from '@/features/live-chat/hooks/use-viewer';
import { useScreenStore } from '@/lib/screen/screen-store';

/** Below lg the three figures would crowd the title: they fold into a button (agent-kpis.tsx). */
const COMPACT_KPIS = new Set(['xs', 'sm', 'md']);

/** /chats: live chat handling (spec §1, §4, §7). Realtime patching runs in the shell (LiveChatBackground). */
export default function ChatsPage() {
  const viewer = useViewer();
  const compact = COMPACT_KPIS.has(useScreenStore((state) => state.screen_type));
  useViewingPresence();
  useChatFromLink();
  if (!viewer) return null;
  return (
    <Flex vertical gap={16}>
      {/* One line, whatever the width: the chat panes below are sized to it (chats-screen.tsx). */}
      <Flex justify="space-between" align="center" gap={16} style={{ minHeight: 32 }}>
        <PageTitle />
        <AgentKpisHeader compact={compact} />
      </Flex>
      <ChatsScreen viewer={viewer} />
    </Flex>
  );
}
