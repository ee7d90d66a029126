import { describe, expect, it } from 'vitest';
import { formatCountdown, retryDelaySeconds } from '@/lib/connectivity/retry-backoff';

describe('retryDelaySeconds', () => {
  it('starts at 5 s', () => {
    expect(retryDelaySeconds(0)).toBe(5);
  });

  it('then grows as (attempt + 1) * 2 * 5 s', () => {
    expect([1, 2, 3, 10].map(retryDelaySeconds)).toEqual([20, 30, 40, 110]);
  });
});

describe('formatCountdown', () => {
  it('shows seconds under a minute', () => {
    expect(formatCountdown(5)).toBe('5s');
    expect(formatCountdown(0)).toBe('0s');
    expect(formatCountdown(-3)).toBe('0s');
  });

  it('shows minutes and seconds under an hour', () => {
    expect(formatCountdown(60)).toBe('1m 0s');
    expect(formatCountdown(110)).toBe('1m 50s');
    expect(formatCountdown(3599)).toBe('59m 59s');
  });

  it('shows hours, minutes and seconds from an hour on', () => {
    expect(formatCountdown(3600)).toBe('1h 0m 0s');
    expect(formatCountdown(3 * 3600 + 2 * 60 + 1)).toBe('3h 2m 1s');
  });

  it('rounds partial seconds up', () => {
    expect(formatCountdown(4.2)).toBe('5s');
  });
});
