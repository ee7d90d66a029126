import { Button, Flex, Skeleton, theme } from 'antd';
import { useMemo } from 'react';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { useLiveChatsQuery } from '@/features/live-chat/api/join-live-chats';
import { AgentStateSwitch } from '@/features/live-chat/components/agent-state-switch';
import { ChatList } from '@/features/live-chat/components/chat-list';
import { ChatStatsBar } from '@/features/live-chat/components/chat-stats-bar';
import { ChatTabsBar } from '@/features/live-chat/components/chat-tabs-bar';
import { TakeChatButton } from '@/features/live-chat/components/take-chat-button';
import { useChatListShortcuts } from '@/features/live-chat/hooks/use-chat-list-shortcuts';
import { chatsInTab, countByTab, visibleTabs } from '@/features/live-chat/model/chat-tabs';
import { mayUse, type Viewer } from '@/features/live-chat/model/viewer';
import { useLiveChatStore } from '@/features/live-chat/stores/live-chat-store';
import { ResultScreen } from '@/components/result-screen';
import { useScrollbarReveal } from '@/hooks/use-scrollbar-reveal';

/** Left pane: availability, counters, tabs with counts and the tab's chat list. */
export function ChatSidebar({ viewer, onOpen }: { viewer: Viewer; onOpen: (sessionId: string) => void }) {
  const { token } = theme.useToken();
  const query = useLiveChatsQuery();
  const activeTab = useLiveChatStore((state) => state.activeTab);
  const setTab = useLiveChatStore((state) => state.setTab);
  const tabs = useMemo(() => visibleTabs(viewer), [viewer]);
  const chats = query.data;
  const counts = useMemo(() => countByTab(chats ?? [], viewer), [chats, viewer]);
  const tab = tabs.includes(activeTab) ? activeTab : 'myChats';
  const inTab = useMemo(() => chatsInTab(chats ?? [], tab, viewer), [chats, tab, viewer]);
  // Issue 21: members who may take chats take waiting ones from the in-queue tab themselves.
  const takes = tab === 'inQueue' && mayUse(viewer.permissions, 'takeChat');
  const actionFor = takes ? (chat: LiveChat) => <TakeChatButton chat={chat} onTaken={onOpen} /> : undefined;
  useChatListShortcuts(inTab, onOpen);
  const revealScrollbar = useScrollbarReveal();

  return (
    <Flex vertical style={{ height: '100%', minHeight: 0 }}>
      <Flex vertical gap={12} style={{ padding: 12, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <AgentStateSwitch viewer={viewer} />
        <ChatStatsBar />
        <ChatTabsBar tabs={tabs} counts={counts} active={tab} onChange={setTab} />
      </Flex>
      {/* The tabs control this panel, there from the first render (the list inside waits for its data). */}
      <div id="chat-list-panel" role="tabpanel" aria-labelledby={`chat-tab-${tab}`} aria-busy={query.isPending} className="sb-auto-scrollbar" onScroll={revealScrollbar}
        style={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        {query.isPending && <Skeleton active avatar paragraph={{ rows: 2 }} style={{ padding: 12 }} />}
        {query.isError && (
          <ResultScreen status="warning" title="Chats could not be loaded" subTitle={query.error.message}
            extra={<Button type="primary" onClick={() => void query.refetch()}>Try again</Button>} />
        )}
        {chats && <ChatList chats={inTab} tab={tab} onOpen={onOpen} actionFor={actionFor} />}
      </div>
    </Flex>
  );
}
