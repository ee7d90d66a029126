import { Button, Empty, Flex, Tag, Typography, theme } from 'antd';
import type { Ticket } from '@switchboard/contracts/tickets/tickets.schemas';
import { PlainList, PlainListMeta } from '@/components/plain-list';
import { formatDateTime } from '@/lib/dates/format-date';

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
      <PlainList<Ticket> loading={loading} items={tickets} itemKey={(ticket) => ticket.ticketId} empty={<Empty description="No tickets match these filters" />}
        onItemClick={(ticket) => onSelect(ticket.ticketId)}
        itemStyle={(ticket) => ({
          cursor: 'pointer', paddingInline: 8, borderRadius: token.borderRadius,
          background: ticket.ticketId === selected ? token.colorPrimaryBg : undefined,
        })}
        renderItem={(ticket) => (
          <>
            <PlainListMeta
              title={<button type="button" aria-pressed={ticket.ticketId === selected} onClick={() => onSelect(ticket.ticketId)}
                style={{ all: 'unset', cursor: 'pointer', fontWeight: 600 }}>{ticket.subject}</button>}
              description={`${ticket.customerName} · ${ticket.agentName ?? 'Unassigned'} · ${formatDateTime(ticket.createdAt)}`} />
            <Flex gap={4}><Tag>{ticket.priority}</Tag><Tag>{ticket.status}</Tag></Flex>
          </>
        )} />
      {hasMore && <Button onClick={onMore} loading={loadingMore}>Load more</Button>}
    </Flex>
  );
}
