/** The selected chat: who and when, the chat actions, the transcript with NLP snapshots, and the customer's profile widget. */
import { Alert, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { customerProfilePath } from '@switchboard/contracts/customers/customers.schemas';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { useChatLogQuery } from '@/features/history/api/chat-log';
import { useVoteMessage } from '@/features/history/api/chat-log-actions';
import { ChatLogActions, useHistoryActions } from '@/features/history/components/chat-log-actions';
import { NO_CHAT_CHOSEN } from '@/features/history/components/lazy-chat-log-detail';
import { Transcript } from '@/features/history/components/transcript';
import { ProfileSections } from '@/components/profile-sections';
import { StartChatButton } from '@/components/start-chat/start-chat-button';
import { RatingDetail } from '@/components/rating-tag';
import { formatDateTime } from '@/lib/dates/format-date';
import { CHAT_STATE_LABELS } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { CHANNEL_LABELS } from '@switchboard/contracts/common/constants';

export function ChatLogDetail({ sessionId, tagChoices }: { sessionId: string | null; tagChoices: string[] }) {
  const query = useChatLogQuery(sessionId);
  const vote = useVoteMessage(sessionId ?? '');
  const can = useHistoryActions();
  if (!sessionId) return <Empty description={NO_CHAT_CHOSEN} />;
  if (query.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (query.error) return <Alert type="error" showIcon title={TEXTS.errorTitle} description={query.error.message} />;
  const { chatLog, messages, userProfileWidget } = query.data;
  return (
    <Flex gap={16} wrap align="flex-start">
      <Card style={{ flex: '2 1 420px', minWidth: 0 }} title={
        <Flex vertical>
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{chatLog.customerName}</Typography.Title>
          <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
            {CHANNEL_LABELS[chatLog.channel]} · {formatDateTime(chatLog.startedAt)} · {chatLog.agentName ?? 'Handled by bot'} · {CHAT_STATE_LABELS[chatLog.chatState]}
          </Typography.Text>
        </Flex>
      }>
        <Flex vertical gap={16}>
          <section aria-label="Customer rating"><Typography.Text type="secondary">Customer rating: </Typography.Text><RatingDetail rating={chatLog.rating} /></section>
          <ChatLogActions chatLog={chatLog} tagChoices={tagChoices} />
          <Transcript messages={messages} customerName={chatLog.customerName} voting={vote.isPending}
            onVote={can('vote') ? (chatlogId, value) => vote.mutate({ chatlogId, vote: value }) : null} />
        </Flex>
      </Card>
      <Card style={{ flex: '1 1 240px' }} title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>Customer</Typography.Title>}
        extra={<Link to={customerProfilePath(chatLog.psid)}>Open profile</Link>}>
        <Flex vertical gap={12}>
          <StartChatButton customer={{ psid: chatLog.psid, name: chatLog.customerName, channel: chatLog.channel, blocked: chatLog.blockedStatus }} />
          {/* A profile widget nothing was saved in has nothing to show here (its form belongs to the live chat). */}
          <ProfileSections sections={userProfileWidget.sections.filter((section) => !section.widget || section.data.length > 0)} />
        </Flex>
      </Card>
    </Flex>
  );
}
