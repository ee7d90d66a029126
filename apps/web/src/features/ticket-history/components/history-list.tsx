import { Button, Empty, Flex, List, Tag, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import type { Ticket } from '@switchboard/contracts/tickets/tickets.schemas';

interface HistoryListProps {
  tickets: Ticket[];
  totalCount: number;
  selected: string | null;
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onSelect: (ticketId: string) => void;
  onMore: () => void;
}

/** The matching tickets, newest first, with load-more (15 at a time). */
export function HistoryList({ tickets, totalCount, selected, loading, hasMore, loadingMore, onSelect, onMore }: HistoryListProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{loading ? 'Loading…' : `${totalCount} ticket${totalCount === 1 ? '' : 's'}`}</Typography.Text>
      <List<Ticket> loading={loading} dataSource={tickets} locale={{ emptyText: <Empty description="No tickets match these filters" /> }}
        renderItem={(ticket) => (
          <List.Item onClick={() => onSelect(ticket.ticketId)} style={{
            cursor: 'pointer', paddingInline: 8, borderRadius: token.borderRadius,
            background: ticket.ticketId === selected ? token.colorPrimaryBg : undefined,
          }}>
            <List.Item.Meta
              title={<button type="button" aria-pressed={ticket.ticketId === selected} onClick={() => onSelect(ticket.ticketId)}
                style={{ all: 'unset', cursor: 'pointer', fontWeight: 600 }}>{ticket.subject}</button>}
              description={`${ticket.customerName} · ${ticket.agentName ?? 'Unassigned'} · ${dayjs(ticket.createdAt).format('DD MMM, hh:mm A')}`} />
            <Flex gap={4}><Tag>{ticket.priority}</Tag><Tag>{ticket.status}</Tag></Flex>
          </List.Item>
        )} />
      {hasMore && <Button onClick={onMore} loading={loadingMore}>Load more</Button>}
    </Flex>
  );
}
