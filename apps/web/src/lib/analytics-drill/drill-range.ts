/** A drill-down's [from, to) in the member's zone, as history's banner says it: whole days, or times within a day. */
import { formatDate, formatDateTime, formatTime } from '@/lib/dates/format-date';

const MIDNIGHT = '12:00 AM';

export function formatDrillRange(from: string, to: string, zone?: string): string {
  const lastMoment = new Date(Date.parse(to) - 1);
  const atMidnight = formatTime(from, zone) === MIDNIGHT && formatTime(to, zone) === MIDNIGHT;
  if (atMidnight) {
    const first = formatDate(from, zone);
    const last = formatDate(lastMoment, zone);
    return first === last ? first : `${first} – ${last}`;
  }
  if (formatDate(from, zone) === formatDate(lastMoment, zone)) return `${formatDateTime(from, zone)} – ${formatTime(to, zone)}`;
  return `${formatDateTime(from, zone)} – ${formatDateTime(to, zone)}`;
}
