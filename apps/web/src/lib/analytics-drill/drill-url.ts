/**
 * The link from an analytics number to the conversations behind it (issue 24): /history with the drill-down in the
 * query string. Both the report pages (which write it) and history (which reads it) use this one format, so a link
 * can be shared, bookmarked, and Back/Forward move between a report and its conversations.
 */
import { analyticsDrillDownSchema, type AnalyticsDrillDown } from '@switchboard/contracts/analytics/analytics.schemas';

export const DRILL_PATH = '/history';
/** The drill-down's own fields, under the schema's names, and `by`: how the number was narrowed, in words. */
const DRILL_PARAMS = ['metric', 'from', 'to', 'channel', 'groupId', 'agentId', 'intent', 'step', 'events', 'eventType', 'eventTag', 'dropOff', 'word', 'cohortFrom', 'cohortTo'] as const;
const BY_PARAM = 'by';

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

export type DrillFromSearch = { kind: 'none' } | { kind: 'invalid' } | ({ kind: 'drill' } & DrillLink);

/** The drill-down a history URL asks for: none (plain history), a valid one, or a link that does not parse. */
export function drillFromSearch(search: URLSearchParams): DrillFromSearch {
  if (!DRILL_PARAMS.some((name) => search.has(name))) return { kind: 'none' };
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
