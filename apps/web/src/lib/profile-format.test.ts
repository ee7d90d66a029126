import { describe, expect, it } from 'vitest';
import { formatCurrency, formatProfileValue, safeUrl } from '@/lib/profile-format';

describe('profile values', () => {
  it('formats dates and date-times, leaving unreadable ones as they are', () => {
    expect(formatProfileValue('2025-03-04', 'date')).toBe('04 Mar 2025');
    expect(formatProfileValue('2025-03-04T15:30:00', 'datetime')).toBe('04 Mar 2025, 03:30 PM');
    expect(formatProfileValue('someday', 'date')).toBe('someday');
  });

  it('formats currency in INR or USD, a bare amount with two decimals', () => {
    expect(formatCurrency('INR 1200')).toBe('₹1,200.00');
    expect(formatCurrency('$5', 'en-US')).toBe('$5.00');
    expect(formatCurrency('1200.5', 'en-US')).toBe('1,200.50');
    expect(formatCurrency('lots')).toBe('lots');
  });

  it('links only http(s) URLs', () => {
    expect(safeUrl('https://shop.example/cart')).toBe('https://shop.example/cart');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('not a url')).toBeNull();
  });
});
