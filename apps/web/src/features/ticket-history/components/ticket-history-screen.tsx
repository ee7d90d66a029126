import { Card, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { PageTitle } from '@/components/page-title';
import { useTicketHistory, useTicketHistoryFilters } from '@/features/ticket-history/api/ticket-history-api';
import { HistoryFilters } from '@/features/ticket-history/components/history-filters';
import { HistoryList } from '@/features/ticket-history/components/history-list';
import { HistoryTranscript } from '@/features/ticket-history/components/history-transcript';
import { defaultRange, toQuery, type HistoryFilterState } from '@/features/ticket-history/model/history-filter';

/** /tickethistory: filtered list with load-more on the left, the chosen ticket's transcript on the right. */
export function TicketHistoryScreen() {
  const [filter, setFilter] = useState<HistoryFilterState>(() => ({ range: defaultRange() }));
  const [selected, setSelected] = useState<string | null>(null);
  const options = useTicketHistoryFilters();
  const query = useMemo(() => toQuery(filter), [filter]);
  const history = useTicketHistory(query, true);
  const tickets = history.data?.pages.flatMap((page) => page.tickets) ?? [];
  return (
    <Flex vertical gap={16}>
      <PageTitle />
      <HistoryFilters options={options.data} value={filter} onChange={(next) => {
        setFilter(next);
        setSelected(null);
      }} />
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
