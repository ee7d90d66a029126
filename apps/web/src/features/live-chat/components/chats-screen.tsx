import { Empty, theme } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useLiveChatsQuery } from '@/features/live-chat/api/join-live-chats';
import { ChatSidebar } from '@/features/live-chat/components/chat-sidebar';
import { LazyChatPane, LazyProfileDrawer, LazyProfilePanel, preloadChatPanes } from '@/features/live-chat/components/lazy-chat-panes';
import { useOpenChat } from '@/features/live-chat/hooks/use-open-chat';
import type { Viewer } from '@/features/live-chat/model/viewer';
import { useLiveChatStore } from '@/features/live-chat/stores/live-chat-store';
import { useScreenStore } from '@/lib/screen/screen-store';

/** The page area: the window less the 60 px header, the shell's 24 px padding and the page title with its gap (32 + 16). */
const PANE_HEIGHT = 'calc(100vh - 156px)';
const NARROW = new Set(['xs', 'sm']);
const WITH_PROFILE_COLUMN = new Set(['hd', 'fhd', 'uhd']);

/**
 * Three panes (list | chat | profile). Below 1200 px the profile moves to a drawer; on phones and
 * small tablets the panes stack: the list, or the open chat with a back button.
 */
export function ChatsScreen({ viewer }: { viewer: Viewer }) {
  const { token } = theme.useToken();
  const screen = useScreenStore((state) => state.screen_type);
  const narrow = NARROW.has(screen);
  const profileColumn = WITH_PROFILE_COLUMN.has(screen);
  const selectedId = useLiveChatStore((state) => state.selectedSessionId);
  const chat = useLiveChatsQuery().data?.find((item) => item.sessionId === selectedId) ?? null;
  const openChat = useOpenChat();
  const [profileOpen, setProfileOpen] = useState(false);

  const pane: CSSProperties = { minHeight: 0, minWidth: 0, background: token.colorBgContainer, overflow: 'hidden' };
  const border = `1px solid ${token.colorBorderSecondary}`;
  const columns = narrow ? '1fr' : profileColumn ? 'minmax(280px, 340px) 1fr minmax(260px, 320px)' : 'minmax(260px, 320px) 1fr';
  const showList = !narrow || !chat;
  const showChat = !narrow || chat;

  return (
    <div style={{ display: 'grid', gridTemplateColumns: columns, height: PANE_HEIGHT, minHeight: 420, border, borderRadius: token.borderRadius }}>
      {showList && (
        // The open chat's code is fetched as the member reaches for a chat, not with the page (lazy-chat-panes.tsx).
        <section aria-label="Chat lists" style={{ ...pane, borderInlineEnd: narrow ? undefined : border }}
          onPointerEnter={() => void preloadChatPanes()} onTouchStart={() => void preloadChatPanes()} onFocus={() => void preloadChatPanes()}>
          <ChatSidebar viewer={viewer} onOpen={openChat} />
        </section>
      )}
      {showChat && (
        // With no chat open there is no profile: the empty state takes its column too instead of leaving a hole.
        <section style={{ ...pane, gridColumn: profileColumn && !chat ? 'span 2' : undefined }} aria-label="Open chat">
          {chat ? (
            <LazyChatPane chat={chat} viewer={viewer} onBack={narrow ? () => openChat(null) : undefined}
              onShowProfile={profileColumn ? undefined : () => setProfileOpen(true)} />
          ) : (
            <Empty style={{ marginTop: 96 }} description="Select a chat to see the conversation" />
          )}
        </section>
      )}
      {profileColumn && chat && (
        <div style={{ ...pane, borderInlineStart: border, overflowY: 'auto' }}><LazyProfilePanel chat={chat} adminPsid={viewer.adminPsid} /></div>
      )}
      {!profileColumn && chat && (
        <LazyProfileDrawer chat={chat} adminPsid={viewer.adminPsid} open={profileOpen} onClose={() => setProfileOpen(false)} fullScreen={narrow} />
      )}
    </div>
  );
}
