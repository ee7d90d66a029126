/**
 * The sender's schedule and estimate in words: a wall-clock time read in the chosen time zone (not the browser's),
 * the zones offered, and a duration as people say it.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** `YYYY-MM-DDTHH:mm` on the clocks of `zone`, as an ISO instant. */
export const zonedInstant = (wallTime: string, zone: string): string => dayjs.tz(wallTime, zone).toISOString();

/** The instant shown on the clocks of `zone`, e.g. "21 Nov 2026, 18:30 (Asia/Kolkata)". */
export const inZone = (iso: string, zone: string): string => `${dayjs(iso).tz(zone).format('D MMM YYYY, HH:mm')} (${zone})`;

export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Kolkata';

export function timeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const here = browserZone();
  return zones.includes(here) ? zones : [here, ...zones];
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "under a minute", "about 21 minutes", "about 3 hours 5 minutes", "about 2 days 4 hours". */
export function durationText(seconds: number): string {
  if (seconds < 60) return 'under a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${plural(minutes, 'minute')}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `about ${plural(hours, 'hour')}${minutes % 60 ? ` ${plural(minutes % 60, 'minute')}` : ''}`;
  const days = Math.floor(hours / 24);
  return `about ${plural(days, 'day')}${hours % 24 ? ` ${plural(hours % 24, 'hour')}` : ''}`;
}

const PHONE_NAMES = ['phone', 'mobile', 'whatsapp', 'number', 'msisdn', 'contact'];

/** The column that most likely holds the numbers: named phone, mobile, WhatsApp… */
export function guessPhoneColumn(columns: readonly string[]): string | undefined {
  const lower = columns.map((column) => column.toLowerCase());
  for (const name of PHONE_NAMES) {
    const at = lower.findIndex((column) => column === name || column.includes(name));
    if (at >= 0) return columns[at];
  }
  return undefined;
}
