/** Profile values by type (§3: date, currency, datetime, url; anything else is text). */
import dayjs from 'dayjs';

export type ProfileValueType = 'text' | 'date' | 'currency' | 'datetime' | 'url';

export function safeHref(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function profileText(value: string, type: ProfileValueType): string {
  const date = dayjs(value);
  if (type === 'date' && date.isValid()) return date.format('DD MMM YYYY');
  if (type === 'datetime' && date.isValid()) return date.format('DD MMM YYYY, hh:mm A');
  return value;
}
