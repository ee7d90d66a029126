/**
 * A report's data: the filter POSTed to the report's path with the console's http client (which adds the session and
 * the selected bifurcation), the answer checked with the report's schema. While a new filter loads, the previous
 * answer stays on screen so the charts do not blink.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { http } from '@/lib/http/api';

export const reportKeys = {
  all: ['analytics', 'report'] as const,
  report: (path: string, filter: ReportFilter, extra?: unknown) => ['analytics', 'report', path, filter, extra ?? null] as const,
};

export async function fetchReport<S extends z.ZodType>(path: string, body: Record<string, unknown>, schema: S, signal?: AbortSignal): Promise<z.output<S>> {
  const data = await http.requestData<unknown>(path, { method: 'POST', body, ...(signal ? { signal } : {}) });
  return schema.parse(data);
}

export interface UseReportOptions<S extends z.ZodType> {
  path: string;
  schema: S;
  filter: ReportFilter;
  /** Fields beside the filter that the report takes (a funnel's steps, a page number). */
  extra?: Record<string, unknown>;
  enabled?: boolean;
}

export function useReport<S extends z.ZodType>({ path, schema, filter, extra, enabled = true }: UseReportOptions<S>) {
  return useQuery({
    queryKey: reportKeys.report(path, filter, extra),
    queryFn: ({ signal }) => fetchReport(path, { ...filter, ...extra }, schema, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
