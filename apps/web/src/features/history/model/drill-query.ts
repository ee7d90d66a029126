/**
 * The filtersQuery body of an analytics drill-down (issue 24): the list is exactly the conversations behind the
 * number, so the form's own filters are left out. The server replaces startDate..endDate by the drill-down's
 * [from, to); the days are still sent because the body's schema asks for them, clamped to its 30 days (a 30-day
 * report in a zone east of UTC spans 31 UTC days).
 */
import { THRESHOLDS } from '@switchboard/contracts/common/constants';
import type { AnalyticsDrillDown } from '@switchboard/contracts/analytics/analytics.schemas';
import type { FiltersQueryBody } from '@switchboard/contracts/history/history.schemas';

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function drillQueryBody(drill: AnalyticsDrillDown): Omit<FiltersQueryBody, 'cursor'> {
  const from = Date.parse(drill.from);
  const lastMoment = Math.min(Date.parse(drill.to) - 1, from + THRESHOLDS.allowedDateRangeDays * DAY_MS);
  return { startDate: utcDay(from), endDate: utcDay(Math.max(from, lastMoment)), reviewStatus: 'All', analytics: drill };
}
