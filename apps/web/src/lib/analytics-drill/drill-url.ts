/**
 * A history URL's drill-down, read back and checked with the contracts' schema (issue 24). The links themselves are
 * written by drill-params.ts, which needs no schema.
 */
import { analyticsDrillDownSchema } from '@switchboard/contracts/analytics/analytics.schemas';
import { BY_PARAM, DRILL_PARAMS, hasDrillParams, type DrillLink } from '@/lib/analytics-drill/drill-params';

export type DrillFromSearch = { kind: 'none' } | { kind: 'invalid' } | ({ kind: 'drill' } & DrillLink);

/** The drill-down a history URL asks for: none (plain history), a valid one, or a link that does not parse. */
export function drillFromSearch(search: URLSearchParams): DrillFromSearch {
  if (!hasDrillParams(search)) return { kind: 'none' };
  const given = Object.fromEntries(DRILL_PARAMS.flatMap((name): Array<[string, unknown]> => {
    const value = search.get(name);
    if (!value) return [];
    if (name === 'events') return [[name, value.split(',')]];
    if (name === 'dropOff') return [[name, value === 'true']];
    return [[name, value]];
  }));
  const parsed = analyticsDrillDownSchema.safeParse(given);
  if (!parsed.success) return { kind: 'invalid' };
  const by = search.get(BY_PARAM);
  return { kind: 'drill', drill: parsed.data, ...(by ? { by } : {}) };
}
