/**
 * /history: chat history for review and QA (§2, §7). Filters on top, the list on the left, the chat on the right.
 * With an analytics drill-down in the URL (issue 24) it lists exactly the conversations behind that number instead,
 * under a banner that leads back to the whole history; the form's filters stay in local state. With `session` in the
 * URL (a report row about one conversation: lib/analytics-drill/session-url.ts) that chat is open beside the list.
 * The drill-down's parser and banner load only for such a URL (drill/load-drill-parts.ts).
 */
import { Empty, Flex, Typography } from 'antd';
import { use, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { hasDrillParams } from '@/lib/analytics-drill/drill-params';
import type { DrillFromSearch } from '@/lib/analytics-drill/drill-url';
import { SESSION_PARAM } from '@/lib/analytics-drill/session-url';
import { useChatLogsQuery } from '@/features/history/api/chat-logs';
import { useHistoryFiltersQuery } from '@/features/history/api/history-filters';
import { LazyChatLogDetail, NO_CHAT_CHOSEN, preloadChatLogDetail } from '@/features/history/components/lazy-chat-log-detail';
import { ChatLogList } from '@/features/history/components/chat-log-list';
import { HistoryFiltersBar } from '@/features/history/components/history-filters-bar';
import { loadDrillParts } from '@/features/history/drill/load-drill-parts';
import { drillQueryBody } from '@/features/history/model/drill-query';
import { initialFilters, toQueryBody, type HistoryFilterState } from '@/features/history/model/history-filters';

export default function HistoryPage() {
  const choices = useHistoryFiltersQuery();
  const [search, setSearch] = useSearchParams();
  const query = search.toString();
  // `use` may sit in a condition: the page suspends only for a drill-down URL, until its parts arrive.
  const drill = hasDrillParams(search) ? use(loadDrillParts()) : null;
  const link = useMemo((): DrillFromSearch => (drill ? drill.drillFromSearch(new URLSearchParams(query)) : { kind: 'none' }), [drill, query]);
  const [filters, setFilters] = useState<HistoryFilterState>(() => initialFilters());
  const [applied, setApplied] = useState(() => {
    const result = toQueryBody(filters);
    return 'body' in result ? result.body : { startDate: filters.startDate, endDate: filters.endDate };
  });
  const [selected, setSelected] = useState<string | null>(() => search.get(SESSION_PARAM));
  const checked = useMemo(() => toQueryBody(filters), [filters]);
  const body = useMemo(() => (link.kind === 'drill' ? drillQueryBody(link.drill) : applied), [link, applied]);
  const list = useChatLogsQuery(body);
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.chatLogs) ?? [], [list.data]);

  const change = (next: HistoryFilterState) => {
    setFilters(next);
    const result = toQueryBody(next);
    if ('body' in result) setApplied(result.body);
  };
  // A new history entry: Back returns to the drill-down.
  const clearDrill = () => setSearch(new URLSearchParams());

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>Chat History</Typography.Title>
      {drill && link.kind !== 'none' && <drill.DrillBanner link={link} onClear={clearDrill} />}
      {link.kind !== 'drill' && (
        <HistoryFiltersBar choices={choices.data} value={filters} onChange={change} error={'error' in checked ? checked.error : null} />
      )}
      <Flex gap={16} align="flex-start" wrap className="sb-history-columns">
        {/* The transcript's code is fetched as the member reaches for a chat, not with the page (lazy-chat-log-detail.tsx). */}
        <div style={{ flex: '1 1 280px', maxWidth: 420 }} onPointerEnter={() => void preloadChatLogDetail()}
          onTouchStart={() => void preloadChatLogDetail()} onFocus={() => void preloadChatLogDetail()}>
          <ChatLogList rows={rows} isPending={list.isPending} error={list.error} hasMore={list.hasNextPage} loadingMore={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()} onRetry={() => void list.refetch()} selected={selected} onSelect={setSelected} />
        </div>
        {/* Idle (no chat chosen), it is hidden when it would stack below the list: styles.css. */}
        <div style={{ flex: '3 1 520px', minWidth: 0 }} className={selected ? undefined : 'sb-history-detail-idle'}>
          {selected ? <LazyChatLogDetail sessionId={selected} tagChoices={choices.data?.tags ?? []} /> : <Empty description={NO_CHAT_CHOSEN} />}
        </div>
      </Flex>
    </Flex>
  );
}
