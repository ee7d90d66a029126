import { Alert, Card, Descriptions, Empty, Flex, Spin, Typography, theme } from 'antd';
import { ProfileSections } from '@/components/profile-sections';
import { TicketChatLogView } from '@/components/ticket-chat-log';
import { useTicketTranscript } from '@/features/ticket-history/api/ticket-history-api';
import { formatDateTime } from '@/lib/dates/format-date';

/** The chosen ticket's transcript (its chat logs) and the customer's profile, read-only. */
export function HistoryTranscript({ ticketId }: { ticketId: string | null }) {
  const { token } = theme.useToken();
  const transcript = useTicketTranscript(ticketId);
  if (ticketId === null) return <Empty description="Choose a ticket to read its conversation" />;
  if (transcript.isPending) return <Spin />;
  if (transcript.isError) return <Alert type="error" showIcon title={transcript.error.message} />;
  const { ticket, ticketChatLogs, userProfileDetails } = transcript.data;
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{ticket.subject}</Typography.Title>
      <Descriptions size="small" styles={{ label: { color: token.colorTextSecondary } }} column={2} items={[
        { key: 'status', label: 'Status', children: ticket.status },
        { key: 'priority', label: 'Priority', children: ticket.priority },
        { key: 'agent', label: 'Agent', children: ticket.agentName ?? 'Unassigned' },
        { key: 'contact', label: 'Contact type', children: ticket.contactType },
        { key: 'created', label: 'Created', children: formatDateTime(ticket.createdAt) },
        { key: 'resolved', label: 'Resolved', children: formatDateTime(ticket.resolvedAt) },
      ]} />
      <Card size="small" title="Conversation"><TicketChatLogView logs={ticketChatLogs} /></Card>
      <Card size="small" title="Customer profile"><Flex vertical gap={12}><ProfileSections sections={userProfileDetails.sections} /></Flex></Card>
    </Flex>
  );
}
