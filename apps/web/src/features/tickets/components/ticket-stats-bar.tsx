import { Figure, Panel } from '@/components/panel';
import { useTicketStatsQuery } from '@/features/tickets/api/ticket-stats';

/** Ticket counts (stats). §8: when they fail to load they are empty (dashes), not an error screen. */
export function TicketStatsBar() {
  const { data: stats } = useTicketStatsQuery();
  const value = (count: number | undefined) => (count === undefined ? '—' : count);
  const items = [
    { key: 'myTickets', title: 'My tickets', count: stats?.myTickets },
    { key: 'open', title: 'Open', count: stats?.open },
    { key: 'pending', title: 'Pending', count: stats?.pending },
    { key: 'resolved', title: 'Resolved', count: stats?.resolved },
    { key: 'closed', title: 'Closed', count: stats?.closed },
  ];
  // Dashes hold each figure's place while the counts load: the page below does not move when they arrive.
  return (
    <ul className="sb-figure-grid" aria-label="Ticket stats" aria-busy={stats === undefined}>
      {items.map((item) => (
        <li key={item.key}>
          <Panel size="small">
            <Figure label={item.title} value={value(item.count)} />
          </Panel>
        </li>
      ))}
    </ul>
  );
}
