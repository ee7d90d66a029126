/**
 * The one way the console writes dates (issue 21, point 7): "27 Nov 2026, 05:12 AM", in the member's time zone.
 * Shorter forms (the time of a chat message, a chart's day) are the same pieces of that one format.
 */
import { currentTimeZone } from '@/lib/dates/time-zone-store';

type DateInput = string | number | Date;

type Shape = 'date' | 'time' | 'dayMonth' | 'seconds';
const SHAPES: Record<Shape, Intl.DateTimeFormatOptions> = {
  date: { day: '2-digit', month: 'short', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hour12: true },
  dayMonth: { day: '2-digit', month: 'short' },
  seconds: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
};

const formats = new Map<string, Intl.DateTimeFormat>();
/** Intl formatters are slow to build and safe to share: one per zone and shape. en-US for its parts ("Sep", "AM"). */
function formatter(zone: string, shape: Shape): Intl.DateTimeFormat {
  const key = `${zone}|${shape}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { ...SHAPES[shape], timeZone: zone });
    formats.set(key, found);
  }
  return found;
}

function parts(value: DateInput, zone: string, shape: Shape): Record<string, string> {
  const date = value instanceof Date ? value : new Date(value);
  const found: Record<string, string> = {};
  for (const part of formatter(zone, shape).formatToParts(date)) found[part.type] = part.value;
  return found;
}

const valid = (value: DateInput | null | undefined): value is DateInput =>
  value !== null && value !== undefined && value !== '' && !Number.isNaN(new Date(value).getTime());

/** "05:12 AM". */
function clock(value: DateInput, zone: string): string {
  const p = parts(value, zone, 'time');
  // Some engines write midnight as 00 in a 12-hour clock: the console writes 12.
  const hour = p.hour === '00' ? '12' : p.hour;
  return `${hour}:${p.minute} ${(p.dayPeriod ?? '').toUpperCase()}`;
}

/** "27 Nov 2026, 05:12 AM"; '—' for no date. */
export function formatDateTime(value: DateInput | null | undefined, zone = currentTimeZone()): string {
  if (!valid(value)) return '—';
  return `${formatDate(value, zone)}, ${clock(value, zone)}`;
}

/** "27 Nov 2026". */
export function formatDate(value: DateInput | null | undefined, zone = currentTimeZone()): string {
  if (!valid(value)) return '—';
  const p = parts(value, zone, 'date');
  return `${p.day} ${p.month} ${p.year}`;
}

/** "05:12 AM": a time on a day the reader already knows (a chat's messages). */
export function formatTime(value: DateInput | null | undefined, zone = currentTimeZone()): string {
  return valid(value) ? clock(value, zone) : '—';
}

/** "27 Nov": a chart's day. */
export function formatDayMonth(value: DateInput | null | undefined, zone = currentTimeZone()): string {
  if (!valid(value)) return '—';
  const p = parts(value, zone, 'dayMonth');
  return `${p.day} ${p.month}`;
}

/** "05:12:34": a live counter's tick, where seconds matter (24-hour like a clock on a chart axis). */
export function formatClockSeconds(value: DateInput | null | undefined, zone = currentTimeZone()): string {
  if (!valid(value)) return '—';
  const p = parts(value, zone, 'seconds');
  return `${p.hour === '24' ? '00' : p.hour}:${p.minute}:${p.second}`;
}
