import { Table, Typography, type TableProps } from 'antd';
import { Link } from 'react-router';
import { TICKETS_PAGE_SIZE, type Ticket } from '@switchboard/contracts/tickets/tickets.schemas';
import { PriorityTag, StatusTag } from '@/features/tickets/components/ticket-tags';
import { CONTACT_LABELS } from '@/features/tickets/model/ticket-labels';
import { formatDateTime } from '@/lib/dates/format-date';

interface TicketTableProps {
  tickets: Ticket[];
  totalCount: number;
  page: number;
  loading: boolean;
  onPage: (page: number) => void;
  emptyText: string;
}

const columns: TableProps<Ticket>['columns'] = [
  { key: 'subject', title: 'Subject', render: (_value, ticket) => <Link to={`/tickets/${ticket.ticketId}`}>{ticket.subject}</Link> },
  { key: 'customer', title: 'Customer', dataIndex: 'customerName' },
  { key: 'priority', title: 'Priority', render: (_value, ticket) => <PriorityTag priority={ticket.priority} /> },
  { key: 'status', title: 'Status', render: (_value, ticket) => <StatusTag status={ticket.status} /> },
  { key: 'contact', title: 'Contact', render: (_value, ticket) => CONTACT_LABELS[ticket.contactType] },
  { key: 'group', title: 'Group', render: (_value, ticket) => ticket.groupName ?? '—' },
  { key: 'agent', title: 'Agent', render: (_value, ticket) => ticket.agentName ?? <Typography.Text type="secondary">Unassigned</Typography.Text> },
  { key: 'created', title: 'Created', render: (_value, ticket) => formatDateTime(ticket.createdAt) },
];

/** One tab's page of tickets (server paging, 10 a page, sorted by priority on the server). */
export function TicketTable({ tickets, totalCount, page, loading, onPage, emptyText }: TicketTableProps) {
  return (
    <Table<Ticket> rowKey="ticketId" size="middle" columns={columns} dataSource={tickets} loading={loading}
      locale={{ emptyText }} scroll={{ x: 900 }}
      pagination={{ current: page, pageSize: TICKETS_PAGE_SIZE, total: totalCount, showSizeChanger: false, onChange: onPage, hideOnSinglePage: true }} />
  );
}
