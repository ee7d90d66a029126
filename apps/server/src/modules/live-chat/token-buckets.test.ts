import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress } from './client-address';
import { CustomerRateLimit } from './customer-rate-limit';
import { TokenBuckets } from './token-buckets';

describe('token buckets', () => {
  it('lets a burst of capacity pass, then one per period / capacity', () => {
    const buckets = new TokenBuckets({ capacity: 3, periodMs: 60_000 });
    expect([0, 1, 2, 3].map(() => buckets.take('a', 0))).toEqual([true, true, true, false]);
    expect(buckets.take('b', 0)).toBe(true);
    expect(buckets.waitSeconds('a', 0)).toBe(20);
    expect(buckets.take('a', 19_999)).toBe(false);
    expect(buckets.take('a', 20_000)).toBe(true);
    expect(buckets.take('a', 20_001)).toBe(false);
  });

  it('a message refused by the address bucket spends nothing from the customer bucket', () => {
    let now = 0;
    const limits = new CustomerRateLimit({ messagesPerMinute: 2, addressMessagesPerMinute: 3, addressNewChatsPerHour: 1, addressOpenTickets: 1 }, () => now);
    expect([limits.message('p1', 'ip'), limits.message('p1', 'ip'), limits.message('p2', 'ip')]).toEqual([null, null, null]);
    expect(limits.message('p3', 'ip')).toMatchObject({ errorCode: 'RATE_LIMITED', retryAfterSeconds: 20 });
    expect(limits.message('p1', 'other')).toMatchObject({ errorCode: 'RATE_LIMITED' });
    expect(limits.message('p3', 'other')).toBeNull();
    expect([limits.newChat('ip'), limits.newChat('ip')].map((refusal) => refusal?.errorCode ?? null)).toEqual([null, 'RATE_LIMITED']);
    now = 3_600_000;
    expect(limits.newChat('ip')).toBeNull();
  });

  it('typing and seen receipts: 20 per socket in 10 s', () => {
    let now = 0;
    const limits = new CustomerRateLimit(undefined, () => now);
    const passed = Array.from({ length: 25 }, () => limits.event('socket-1')).filter((refusal) => refusal === null);
    expect(passed).toHaveLength(20);
    expect(limits.event('socket-2')).toBeNull();
    now = 500;
    expect(limits.event('socket-1')).toBeNull();
  });
});

describe('client address', () => {
  const handshake = (address: string, forwarded?: string) => ({ address, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} });

  it('reads X-Forwarded-For only behind a trusted proxy, like Fastify with trustProxy: true', () => {
    expect(clientAddress(handshake('10.0.0.5', '203.0.113.7, 10.0.0.1'), true)).toBe('203.0.113.7');
    expect(clientAddress(handshake('10.0.0.5', '203.0.113.7'), false)).toBe('10.0.0.5');
    expect(clientAddress(handshake('10.0.0.5'), true)).toBe('10.0.0.5');
  });

  it('counts IPv4-mapped addresses as IPv4 and IPv6 by its /64', () => {
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:0db8:0001:0002:bbbb:cccc:dddd:eeee'));
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
