import { Typography } from 'antd';
import { Link } from 'react-router';
import { TICKETS_PAGE_SIZE, type Ticket } from '@switchboard/contracts/tickets/tickets.schemas';
import { LightTable, type LightColumn } from '@/components/light-table';
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

const columns: LightColumn<Ticket>[] = [
  { key: 'subject', title: 'Subject', render: (_value, ticket) => <Link to={`/tickets/${ticket.ticketId}`}>{ticket.subject}</Link> },
  { dataIndex: 'customerName', title: 'Customer' },
  { key: 'priority', title: 'Priority', width: 110, render: (_value, ticket) => <PriorityTag priority={ticket.priority} /> },
  { key: 'status', title: 'Status', width: 120, render: (_value, ticket) => <StatusTag status={ticket.status} /> },
  { key: 'contact', title: 'Contact', render: (_value, ticket) => CONTACT_LABELS[ticket.contactType] },
  { key: 'group', title: 'Group', render: (_value, ticket) => ticket.groupName ?? '—' },
  { key: 'agent', title: 'Agent', render: (_value, ticket) => ticket.agentName ?? <Typography.Text type="secondary">Unassigned</Typography.Text> },
  { key: 'created', title: 'Created', width: 170, render: (_value, ticket) => formatDateTime(ticket.createdAt) },
];

/** One tab's page of tickets (server paging, 10 a page, sorted by priority on the server). */
export function TicketTable({ tickets, totalCount, page, loading, onPage, emptyText }: TicketTableProps) {
  return (
    <LightTable<Ticket> rowKey="ticketId" columns={columns} rows={tickets} loading={loading} empty={emptyText} minWidth={900}
      pagination={{ current: page, pageSize: TICKETS_PAGE_SIZE, total: totalCount, onChange: onPage }} />
  );
}
