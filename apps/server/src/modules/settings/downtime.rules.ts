/**
 * Whether an instant falls in a downtime window. Windows are wall-clock times in their own IANA zone,
 * so "weekdays 18:00–09:00 Europe/Berlin" follows Berlin's DST changes: the instant is turned into
 * the zone's local date and time (Intl) and compared there. In the autumn repeated hour both
 * occurrences of a local time count; a spring-forward gap time simply never occurs.
 */
import type { DowntimeRule } from '@switchboard/contracts/settings/settings.schemas';

interface LocalTime {
  /** YYYY-MM-DDTHH:mm */
  dateTime: string;
  /** HH:mm */
  time: string;
  /** 0 = Sunday */
  weekday: number;
}

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', weekday: 'short', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function localTimeIn(timeZone: string, at: Date): LocalTime {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(at).map((part) => [part.type, part.value]));
  const time = `${parts.hour}:${parts.minute}`;
  return { dateTime: `${parts.year}-${parts.month}-${parts.day}T${time}`, time, weekday: WEEKDAY_INDEX[parts.weekday ?? ''] ?? 0 };
}

export function windowCovers(rule: DowntimeRule, at: Date): boolean {
  const local = localTimeIn(rule.timeZone, at);
  if (rule.kind === 'oneOff') return rule.startsAt <= local.dateTime && local.dateTime < rule.endsAt;
  const days = new Set(rule.weekdays);
  if (rule.startTime < rule.endTime) return days.has(local.weekday) && rule.startTime <= local.time && local.time < rule.endTime;
  // Past midnight: the evening part belongs to the listed day, the early-morning part to the day before.
  const yesterday = (local.weekday + 6) % 7;
  return (days.has(local.weekday) && local.time >= rule.startTime) || (days.has(yesterday) && local.time < rule.endTime);
}
