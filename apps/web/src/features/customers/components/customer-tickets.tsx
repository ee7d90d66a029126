import { Alert, Empty, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { PlainList } from '@/components/plain-list';
import { useCustomerTicketsQuery } from '@/features/customers/api/customers';
import { formatDate } from '@/lib/dates/format-date';

const PRIORITY_COLOURS: Record<string, string> = { urgent: 'red', high: 'orange', medium: 'blue', low: 'default' };

/** The customer's newest tickets, each linking to its page (shown to members with ticketsEnabled). */
export function CustomerTickets({ psid }: { psid: string }) {
  const query = useCustomerTicketsQuery(psid, true);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (query.isError) return <Alert type="error" showIcon title="The tickets could not be loaded." />;
  if (query.data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No tickets" />;
  return (
    <PlainList
      size="small"
      items={query.data}
      itemKey={(ticket) => ticket.ticketId}
      itemStyle={{ paddingInline: 0 }}
      renderItem={(ticket) => (
        <>
          <Link to={`/tickets/${ticket.ticketId}`}>{ticket.subject}</Link>
          <span style={{ marginInlineStart: 8 }}>
            <Tag color={PRIORITY_COLOURS[ticket.priority]}>{ticket.priority}</Tag>
            <Tag>{ticket.status}</Tag>
          </span>
          <Typography.Text type="secondary">{formatDate(ticket.createdAt)}</Typography.Text>
        </>
      )}
    />
  );
}
