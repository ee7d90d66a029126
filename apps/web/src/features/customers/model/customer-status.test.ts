import { describe, expect, it } from 'vitest';
import { customerStatus, relativeTime } from '@/features/customers/model/customer-status';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('customer status', () => {
  it('says when a customer was last seen in words', () => {
    expect(relativeTime(ago(20_000), NOW)).toBe('just now');
    expect(relativeTime(ago(5 * 60_000), NOW)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3_600_000), NOW)).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3_600_000), NOW)).toBe('yesterday');
    expect(relativeTime(ago(15 * 86_400_000), NOW)).toBe('2 weeks ago');
  });

  it('is blocked, online or last seen, from the fields the server sends', () => {
    expect(customerStatus({ blocked: true, online: false, lastSeenAt: ago(3_600_000) }, NOW)).toEqual({ blocked: true, online: false, lastSeen: 'Last seen 1 hour ago' });
    expect(customerStatus({ blocked: false, online: true, lastSeenAt: ago(0) }, NOW)).toMatchObject({ online: true });
  });
});
