/**
 * A report page's filter, kept in the URL query string (shareable links, back/forward) and sent with the member's
 * time zone: the one chosen on the Profile page, else the browser's (Intl).
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Granularity, ReportFilter, ReportRangeKind } from '@switchboard/contracts/analytics/report-filter';
import { filterFromSearch, searchFromFilter } from '@/features/analytics/report-kit/model/filter-url';
import { useTimeZone } from '@/lib/dates/time-zone-store';

export interface ReportFilterOptions {
  kind: ReportRangeKind;
  /** The report's own granularity default (§9: the chatlog series is hourly). */
  granularity?: Granularity;
}

export function useReportFilter({ kind, granularity }: ReportFilterOptions): [ReportFilter, (next: ReportFilter) => void] {
  const [search, setSearch] = useSearchParams();
  const timeZone = useTimeZone();
  const query = search.toString();
  const filter = useMemo(
    () => filterFromSearch(new URLSearchParams(query), { kind, timeZone, ...(granularity ? { granularity } : {}) }),
    [query, kind, timeZone, granularity],
  );
  // Each change is a history entry, so Back returns to the previous range.
  const setFilter = useCallback((next: ReportFilter) => setSearch((current) => searchFromFilter(next, current)), [setSearch]);
  return [filter, setFilter];
}
