import { describe, expect, it } from 'vitest';
import { contrast, readableOn } from '@/features/analytics/report-kit/model/readable-colour';

describe('readableOn', () => {
  it('keeps a colour that already reads, and darkens a pale one on white until it reaches 4.5:1', () => {
    expect(readableOn('#1677ff', '#ffffff', 4)).toBe('#1677ff');
    expect(contrast('#fadb14', '#ffffff')).toBeLessThan(4.5);
    const gold = readableOn('#fadb14', '#ffffff');
    expect(contrast(gold, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(gold, '#ffffff')).toBeLessThan(7); // mixed only as far as needed
  });

  it('lightens a dark one on the dark theme\'s background', () => {
    const purple = readableOn('#3e2069', '#141414');
    expect(contrast(purple, '#141414')).toBeGreaterThanOrEqual(4.5);
    expect(readableOn('rgb(10, 10, 10)', '#141414')).toMatch(/^#[\da-f]{6}$/);
  });

  it('computes WCAG contrast: black on white is 21:1', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 5);
  });
});
