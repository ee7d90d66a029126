/**
 * /tickethistory: filtered list with load-more on the left, the chosen ticket's transcript on the right. With a ticket
 * report drill-down in the URL (issue 24) it lists exactly the tickets behind that number instead (sent as
 * filtersQuery's `analytics`), under a banner that leads back to the whole ticket history.
 */
import { Card, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TicketHistoryQuery } from '@switchboard/contracts/tickets/ticket-history.schemas';
import { PageTitle } from '@/components/page-title';
import { ticketDrillFromSearch } from '@/lib/analytics-drill/ticket-drill-url';
import { useTicketHistory, useTicketHistoryFilters } from '@/features/ticket-history/api/ticket-history-api';
import { HistoryFilters } from '@/features/ticket-history/components/history-filters';
import { HistoryList } from '@/features/ticket-history/components/history-list';
import { HistoryTranscript } from '@/features/ticket-history/components/history-transcript';
import { TicketDrillBanner } from '@/features/ticket-history/components/ticket-drill-banner';
import { defaultRange, toQuery, type HistoryFilterState } from '@/features/ticket-history/model/history-filter';

export function TicketHistoryScreen() {
  const [search, setSearch] = useSearchParams();
  const searchText = search.toString();
  const link = useMemo(() => ticketDrillFromSearch(new URLSearchParams(searchText)), [searchText]);
  const [filter, setFilter] = useState<HistoryFilterState>(() => ({ range: defaultRange() }));
  const [selected, setSelected] = useState<string | null>(null);
  const options = useTicketHistoryFilters();
  // Drilled down, the list is exactly the tickets behind the number: the form's filters would narrow it, so they are left out.
  const query = useMemo((): TicketHistoryQuery => (link.kind === 'drill' ? { analytics: link.drill } : toQuery(filter)), [link, filter]);
  const history = useTicketHistory(query, true);
  const tickets = history.data?.pages.flatMap((page) => page.tickets) ?? [];
  // A new history entry: Back returns to the drill-down.
  const clearDrill = () => {
    setSelected(null);
    setSearch(new URLSearchParams());
  };
  return (
    <Flex vertical gap={16}>
      <PageTitle />
      {link.kind !== 'none' && <TicketDrillBanner link={link} onClear={clearDrill} />}
      {link.kind !== 'drill' && (
        <HistoryFilters options={options.data} value={filter} onChange={(next) => {
          setFilter(next);
          setSelected(null);
        }} />
      )}
      <Flex gap={16} wrap align="flex-start">
        <Card size="small" style={{ flex: '1 1 340px' }}>
          <HistoryList tickets={tickets} totalCount={history.data?.pages[0]?.totalCount ?? 0} selected={selected}
            loading={history.isPending} hasMore={history.hasNextPage} loadingMore={history.isFetchingNextPage}
            onSelect={setSelected} onMore={() => void history.fetchNextPage()} />
        </Card>
        <Card size="small" style={{ flex: '2 1 420px' }}><HistoryTranscript ticketId={selected} /></Card>
      </Flex>
    </Flex>
  );
}
