import { Button, Flex, Skeleton } from 'antd';
import { useEffect } from 'react';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { preloadRichTextEditor } from '@/components/rich-text/lazy-rich-text-editor';
import { useChatRoomQuery } from '@/features/live-chat/api/join-chat-room';
import { ChatHeader } from '@/features/live-chat/components/chat-header';
import { Composer } from '@/features/live-chat/components/composer';
import { MessageList } from '@/features/live-chat/components/message-list';
import { PresenceLine } from '@/features/live-chat/components/presence-line';
import { TranslationNotice } from '@/features/live-chat/components/translation-notice';
import { useMessageTranslations } from '@/features/live-chat/hooks/use-message-translations';
import { useSeenReceipt } from '@/features/live-chat/hooks/use-seen-receipt';
import { useSendMessage } from '@/features/live-chat/hooks/use-send-message';
import { composerModeOf } from '@/features/live-chat/model/chat-actions';
import { lastCustomerSeq } from '@/features/live-chat/model/chat-cache';
import type { Viewer } from '@/features/live-chat/model/viewer';
import { ResultScreen } from '@/components/result-screen';
import { useNow } from '@/hooks/use-now';
import { WindowClosedNotice } from '@/components/whatsapp/window-closed-notice';
import { showsWindowNotice } from '@/features/live-chat/model/whatsapp-window';

export interface ChatPaneProps {
  chat: LiveChat;
  viewer: Viewer;
  onBack?: (() => void) | undefined;
  onShowProfile?: (() => void) | undefined;
}

/** Middle pane: the open chat's header and actions, the conversation, presence and the composer. */
export function ChatPane({ chat, viewer, onBack, onShowProfile }: ChatPaneProps) {
  const room = useChatRoomQuery(chat, viewer.adminPsid);
  const mode = composerModeOf(chat, viewer);
  // A WhatsApp chat's 24-hour window closes while the chat is open: checked again every minute.
  const now = useNow(60_000);
  const { retry } = useSendMessage(chat.sessionId, mode ?? 'message');
  useSeenReceipt(chat, room.data ? lastCustomerSeq(room.data) : 0, viewer);
  useMessageTranslations(chat.sessionId, room.data);
  // The composer's editor is fetched while the chat's messages load, not after them.
  useEffect(() => {
    if (mode) void preloadRichTextEditor();
  }, [mode]);

  return (
    <Flex vertical style={{ height: '100%', minHeight: 0 }} aria-label={`Chat with ${chat.customerName}`} role="region">
      <ChatHeader chat={chat} viewer={viewer} onBack={onBack} onShowProfile={onShowProfile} />
      {room.isPending && <Skeleton active paragraph={{ rows: 6 }} style={{ padding: 16 }} />}
      {room.isError && (
        <ResultScreen status="warning" title="This chat could not be opened" subTitle={room.error.message}
          extra={<Button type="primary" onClick={() => void room.refetch()}>Try again</Button>} />
      )}
      {room.data && (
        <>
          <MessageList sessionId={chat.sessionId} messages={room.data.messages} myName={viewer.name || 'You'} onRetry={retry}
            customerLanguage={room.data.session_language} />
          <TranslationNotice customerLanguage={room.data.session_language} />
          <PresenceLine sessionId={chat.sessionId} viewer={viewer} />
          {showsWindowNotice(mode, chat, room.data.messages, now)
            ? <WindowClosedNotice sessionId={chat.sessionId} />
            : mode && <Composer key={chat.sessionId} sessionId={chat.sessionId} kind={mode} />}
        </>
      )}
    </Flex>
  );
}
