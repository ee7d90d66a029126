import { describe, expect, it } from 'vitest';
import { contrastRatio, READABLE, readableTextOn } from './contrast';

describe('contrast', () => {
  it('measures WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
    // antd's green tag text on its background: the failure axe reported (3.37).
    expect(contrastRatio('#389e0d', '#f6ffed')).toBeCloseTo(3.37, 2);
  });

  it('picks black or white text that is readable on any background', () => {
    expect(readableTextOn('#ffffff')).toBe('#000000');
    expect(readableTextOn('#1a1325')).toBe('#ffffff');
    for (let grey = 0; grey < 256; grey += 5) {
      const background = `#${grey.toString(16).padStart(2, '0').repeat(3)}`;
      expect(contrastRatio(readableTextOn(background), background)).toBeGreaterThanOrEqual(READABLE);
    }
    for (const colour of ['#7b3fe4', '#1677ff', '#d4380d', '#389e0d', '#faad14', '#13c2c2']) {
      expect(contrastRatio(readableTextOn(colour), colour)).toBeGreaterThanOrEqual(READABLE);
    }
  });
});
