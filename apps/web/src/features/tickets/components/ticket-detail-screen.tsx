import { Alert, Button, Card, Descriptions, Flex, Spin, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { useTicketRoomQuery } from '@/features/tickets/api/ticket-room';
import { RespondBox } from '@/features/tickets/components/respond-box';
import { TicketActions } from '@/features/tickets/components/ticket-actions';
import { TicketChatLogView } from '@/components/ticket-chat-log';
import { ProfileSections } from '@/components/profile-sections';
import { PriorityTag, StatusTag } from '@/features/tickets/components/ticket-tags';
import { CONTACT_LABELS } from '@/features/tickets/model/ticket-labels';
import { ticketRights, type TicketViewer } from '@/features/tickets/model/ticket-rights';
import { formatDateTime } from '@/lib/dates/format-date';
import { ResultScreen } from '@/components/result-screen';

/** /tickets/{ticketId}: the ticket, its chat, the customer's profile and the actions the viewer may take. */
export function TicketDetailScreen({ ticketId, viewer }: { ticketId: string; viewer: TicketViewer }) {
  const { token } = theme.useToken();
  const room = useTicketRoomQuery(ticketId);
  if (room.isPending) return <Flex justify="center" style={{ padding: 48 }}><Spin /></Flex>;
  if (room.isError) {
    return <ResultScreen status="warning" title="This ticket could not be loaded." subTitle={room.error.message}
      extra={<Flex gap={8} justify="center"><Button onClick={() => void room.refetch()}>Try again</Button><Link to="/tickets">Back to tickets</Link></Flex>} />;
  }
  const { ticket, ticketChatLogs, userProfileDetails } = room.data;
  const rights = ticketRights(ticket, viewer);
  return (
    <Flex gap={16} wrap align="flex-start">
      <Flex vertical gap={16} style={{ flex: '2 1 480px', minWidth: 0 }}>
        <Link to="/tickets">← Tickets</Link>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <PageTitle>{ticket.subject}</PageTitle>
          <TicketActions ticket={ticket} rights={rights} />
        </Flex>
        <Descriptions size="small" styles={{ label: { color: token.colorTextSecondary } }} column={{ xs: 1, sm: 2, md: 3 }} items={[
          { key: 'status', label: 'Status', children: <StatusTag status={ticket.status} /> },
          { key: 'priority', label: 'Priority', children: <PriorityTag priority={ticket.priority} /> },
          { key: 'contact', label: 'Contact type', children: CONTACT_LABELS[ticket.contactType] },
          { key: 'agent', label: 'Agent', children: ticket.agentName ?? 'Unassigned' },
          { key: 'group', label: 'Group', children: ticket.groupName ?? '—' },
          { key: 'created', label: 'Created', children: formatDateTime(ticket.createdAt) },
        ]} />
        {ticket.description && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{ticket.description}</Typography.Paragraph>}
        <Card size="small" title="Conversation"><TicketChatLogView logs={ticketChatLogs} /></Card>
        {rights.respond && <RespondBox ticketId={ticket.ticketId} />}
        {ticket.chatState === 'Inqueue' && !rights.assign && <Alert type="info" showIcon title="This ticket is waiting in the queue." />}
      </Flex>
      <Card size="small" title="Customer profile" style={{ flex: '1 1 260px' }}><Flex vertical gap={12}><ProfileSections sections={userProfileDetails.sections} /></Flex></Card>
    </Flex>
  );
}
