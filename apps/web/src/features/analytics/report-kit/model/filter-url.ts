/**
 * The report filter in the URL query string (issue 24: a report link is shareable, back/forward works). The member's
 * time zone is not in the URL: whoever opens a shared link sees the days of their own zone. A bad or stale URL never
 * fails the page: each part that does not pass reportFilterSchema falls back to its default.
 */
import {
  defaultReportRange, GRANULARITIES, reportFilterSchema, type Granularity, type ReportFilter, type ReportRangeKind,
} from '@switchboard/contracts/analytics/report-filter';

/** The query-string names: the schema's own field names, so a link reads like the request body. */
export const FILTER_PARAMS = ['startDate', 'endDate', 'granularity', 'channel', 'groupId', 'agentId'] as const;

export interface FilterDefaults {
  kind: ReportRangeKind;
  timeZone: string;
  granularity?: Granularity;
  now?: Date;
}

export function defaultFilter({ kind, timeZone, granularity = 'day', now = new Date() }: FilterDefaults): ReportFilter {
  return reportFilterSchema.parse({ ...defaultReportRange(kind, timeZone, now), granularity, timeZone });
}

/** The filter a query string describes, each invalid part replaced by its default. */
export function filterFromSearch(search: URLSearchParams, defaults: FilterDefaults): ReportFilter {
  const fallback = defaultFilter(defaults);
  const given = Object.fromEntries(FILTER_PARAMS.flatMap((name) => {
    const value = search.get(name);
    return value ? [[name, value]] : [];
  }));
  const candidate: Record<string, unknown> = { ...fallback, ...given, timeZone: defaults.timeZone };
  // Half a range is no range: a link with only one end uses the default range.
  if (!given.startDate || !given.endDate) Object.assign(candidate, { startDate: fallback.startDate, endDate: fallback.endDate });
  const first = reportFilterSchema.safeParse(candidate);
  if (first.success) return first.data;
  for (const issue of first.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field === 'startDate' || field === 'endDate') Object.assign(candidate, { startDate: fallback.startDate, endDate: fallback.endDate });
    else if (field === 'granularity') candidate.granularity = fallback.granularity;
    else delete candidate[field];
  }
  const second = reportFilterSchema.safeParse(candidate);
  return second.success ? second.data : fallback;
}

/** The query string of a filter: defaults are written too, so a copied link keeps its range when days go by. */
export function searchFromFilter(filter: ReportFilter, keep?: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams(keep);
  for (const name of FILTER_PARAMS) {
    const value = filter[name];
    if (value === undefined || value === '') search.delete(name);
    else search.set(name, String(value));
  }
  return search;
}

export const isGranularity = (value: unknown): value is Granularity => (GRANULARITIES as readonly unknown[]).includes(value);
