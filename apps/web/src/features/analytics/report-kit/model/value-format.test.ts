import { describe, expect, it } from 'vitest';
import { formatSeconds, formatValue, unitSuffix } from '@/features/analytics/report-kit/model/value-format';

describe('report number formats (§9)', () => {
  it('writes percentages with % and costs with the currency sign', () => {
    expect(formatValue(30, 'percent')).toBe('30%');
    expect(formatValue(12.345, 'percent')).toBe('12.3%');
    expect(formatValue(1.5, 'cost')).toBe('$1.50');
    expect(formatValue(1.5, 'cost', { currency: 'INR' })).toBe('₹1.50');
    expect(formatValue(12345, 'count')).toBe('12,345');
    expect(formatValue(null, 'count')).toBe('–');
  });

  it('writes durations as seconds, minutes and hours', () => {
    expect(formatSeconds(45)).toBe('45 s');
    expect(formatSeconds(125)).toBe('2 min 5 s');
    expect(formatSeconds(3780)).toBe('1 h 3 min');
    expect(formatValue(120, 'seconds')).toBe('2 min');
  });

  it('names the unit in export headers', () => {
    expect(unitSuffix('percent')).toBe(' (%)');
    expect(unitSuffix('cost', 'USD')).toBe(' ($)');
    expect(unitSuffix('cost', 'INR')).toBe(' (₹)');
    expect(unitSuffix('count')).toBe('');
  });
});
