/** The API logs page's filters and the query they make (empty ones are left out: the server's defaults apply). */
import type { ApiLogDirection, StatusClass } from '@switchboard/contracts/console/api-logs.schemas';

export interface ApiLogFilterState {
  /** ISO instants; null = open-ended. */
  from: string | null;
  to: string | null;
  direction: ApiLogDirection | undefined;
  statusClass: StatusClass | undefined;
  path: string;
  memberId: string | undefined;
  /** Only calls slower than this (ms); null = any. */
  minDurationMs: number | null;
  /** A request id or a conversation's id (sessionId, chatlogId, ticketId). */
  search: string;
}

export const EMPTY_FILTERS: ApiLogFilterState = {
  from: null, to: null, direction: undefined, statusClass: undefined, path: '', memberId: undefined, minDurationMs: null, search: '',
};

/** The listing's query string values (contracts' apiLogsQuerySchema reads them). */
export type ApiLogListQuery = Record<string, string | number>;

export function toQuery(filters: ApiLogFilterState): ApiLogListQuery {
  const query: ApiLogListQuery = {};
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.direction) query.direction = filters.direction;
  if (filters.statusClass) query.statusClass = filters.statusClass;
  if (filters.path.trim()) query.path = filters.path.trim();
  if (filters.memberId) query.memberId = filters.memberId;
  if (filters.minDurationMs !== null && filters.minDurationMs > 0) query.minDurationMs = filters.minDurationMs;
  if (filters.search.trim()) query.search = filters.search.trim();
  return query;
}

export const isFiltered = (filters: ApiLogFilterState) => Object.keys(toQuery(filters)).length > 0;

/** A status's colour class for its tag: no answer and 5xx are errors, 4xx warnings, the rest fine. */
export function statusTone(status: number | null): 'error' | 'warning' | 'success' | 'default' {
  if (status === null || status >= 500) return 'error';
  if (status >= 400) return 'warning';
  if (status >= 200 && status < 400) return 'success';
  return 'default';
}
