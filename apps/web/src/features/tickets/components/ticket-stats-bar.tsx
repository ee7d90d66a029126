import { Card, Flex, Statistic } from 'antd';
import { useTicketStatsQuery } from '@/features/tickets/api/ticket-stats';

/** Ticket counts (stats). §8: when they fail to load they are empty (dashes), not an error screen. */
export function TicketStatsBar() {
  const { data: stats, isPending } = useTicketStatsQuery();
  const value = (count: number | undefined) => (count === undefined ? '—' : count);
  const items = [
    { key: 'myTickets', title: 'My tickets', count: stats?.myTickets },
    { key: 'open', title: 'Open', count: stats?.open },
    { key: 'pending', title: 'Pending', count: stats?.pending },
    { key: 'resolved', title: 'Resolved', count: stats?.resolved },
    { key: 'closed', title: 'Closed', count: stats?.closed },
  ];
  return (
    <Flex gap={12} wrap role="group" aria-label="Ticket stats">
      {items.map((item) => (
        <Card key={item.key} size="small" style={{ minWidth: 120 }} loading={isPending}>
          <Statistic title={item.title} value={value(item.count)} />
        </Card>
      ))}
    </Flex>
  );
}
