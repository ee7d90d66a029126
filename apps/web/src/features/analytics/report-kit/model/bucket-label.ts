/**
 * The label of a time bucket as charts and exports show it. The server names a bucket by its start in the member's
 * time zone ("2026-11-27", "2026-11-27T13:00"); the label says the granularity so a week is not read as a day.
 */
import type { Granularity } from '@switchboard/contracts/analytics/report-filter';

export function bucketLabel(bucketStart: string, granularity: Granularity): string {
  const day = bucketStart.slice(0, 10);
  switch (granularity) {
    case 'hour': return `${day} ${bucketStart.slice(11, 13) || '00'}:00`;
    case 'week': return `Week of ${day}`;
    case 'month': return bucketStart.slice(0, 7);
    default: return day;
  }
}
