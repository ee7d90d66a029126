/**
 * The link from an analytics number to the conversations behind it (issue 24): /history with the drill-down in the
 * query string. Both the report pages (which write it) and history (which reads it: drill-url.ts) use this one
 * format, so a link can be shared, bookmarked, and Back/Forward move between a report and its conversations. Writing
 * needs no schema: history's cold load fetches the drill-down's schema only for a URL that carries one (issue 22).
 */
import type { AnalyticsDrillDown } from '@switchboard/contracts/analytics/analytics.schemas';

export const DRILL_PATH = '/history';
/** The drill-down's own fields, under the schema's names, and `by`: how the number was narrowed, in words. */
export const DRILL_PARAMS = ['metric', 'from', 'to', 'channel', 'groupId', 'agentId', 'intent', 'step', 'events', 'eventType', 'eventTag', 'dropOff', 'word', 'cohortFrom', 'cohortTo'] as const;
export const BY_PARAM = 'by';

export interface DrillLink {
  drill: AnalyticsDrillDown;
  /** Shown in history's banner ("Agent: Asha Rao"): ids alone say nothing to a reader. */
  by?: string;
}

export function drillSearch({ drill, by }: DrillLink): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of DRILL_PARAMS) {
    const value = drill[name];
    // A funnel's steps as one comma-separated list (ids have no commas); a flag as "true".
    if (Array.isArray(value)) search.set(name, value.join(','));
    else if (value === true) search.set(name, 'true');
    else if (typeof value === 'string' && value) search.set(name, value);
  }
  if (by) search.set(BY_PARAM, by);
  return search;
}

export const drillHref = (link: DrillLink) => `${DRILL_PATH}?${drillSearch(link).toString()}`;

/** Whether a history URL carries a drill-down (valid or not): only then does history load the drill-down's parts. */
export const hasDrillParams = (search: URLSearchParams): boolean => DRILL_PARAMS.some((name) => search.has(name));
