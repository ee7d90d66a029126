/**
 * A report page's filter, kept in the URL query string (shareable links, back/forward) and sent with the member's
 * time zone: the one chosen on the Profile page, else the browser's (Intl).
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
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
  /**
   * The query string this hook last wrote, until the page renders with it. The filter bar builds each change on the
   * filter it was drawn with, and React Router's updater hands over the rendered query too: a date typed right after
   * a granularity click, before the page re-rendered (a busy machine), put the old granularity back. Each change is
   * now applied as what it changed, over what was last written.
   */
  const written = useRef<string | null>(null);
  useEffect(() => {
    written.current = null;
  }, [query]);
  // Each change is a history entry, so Back returns to the previous range.
  const setFilter = useCallback((next: ReportFilter) => {
    const base = new URLSearchParams(written.current ?? query);
    const latest: Record<string, unknown> = { ...filterFromSearch(base, { kind, timeZone, ...(granularity ? { granularity } : {}) }) };
    const drawn = filter as Record<string, unknown>;
    const wanted = next as Record<string, unknown>;
    for (const key of new Set([...Object.keys(drawn), ...Object.keys(wanted)])) {
      if (wanted[key] === drawn[key]) continue;
      if (wanted[key] === undefined) delete latest[key];
      else latest[key] = wanted[key];
    }
    const search = searchFromFilter(latest as ReportFilter, base);
    written.current = search.toString();
    setSearch(search);
  }, [setSearch, query, filter, kind, timeZone, granularity]);
  return [filter, setFilter];
}
