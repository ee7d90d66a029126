/**
 * The Customers list's Status column (issue 21 point 2), from what the server knows: blocked, a widget
 * connected now (online), else when they were last seen, in words ("3 hours ago").
 */
import type { CustomerSummary } from '@switchboard/contracts/customers/customers.schemas';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400_000], ['month', 30 * 86_400_000], ['week', 7 * 86_400_000], ['day', 86_400_000],
  ['hour', 3_600_000], ['minute', 60_000],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago". */
export function relativeTime(iso: string, now = Date.now(), locale = 'en'): string {
  const elapsed = now - Date.parse(iso);
  if (!Number.isFinite(elapsed) || elapsed < 60_000) return 'just now';
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const [unit, size] = UNITS.find(([, ms]) => elapsed >= ms) ?? ['minute', 60_000];
  return format.format(-Math.floor(elapsed / size), unit);
}

export interface CustomerStatus { blocked: boolean; online: boolean; lastSeen: string }

export function customerStatus(customer: Pick<CustomerSummary, 'blocked' | 'online' | 'lastSeenAt'>, now = Date.now()): CustomerStatus {
  return { blocked: customer.blocked, online: customer.online, lastSeen: `Last seen ${relativeTime(customer.lastSeenAt, now)}` };
}
