import { describe, expect, it } from 'vitest';
import { outOfScopeRecall, thresholdFigures } from './metrics';

describe('thresholdFigures', () => {
  it('counts the errors caught and the right answers lost by the threshold, and the calibration error', () => {
    const figures = thresholdFigures([
      { score: 0.95, correct: true }, { score: 0.92, correct: true }, { score: 0.4, correct: true },
      { score: 0.9, correct: false }, { score: 0.3, correct: false }, { score: 0.2, correct: false },
    ], 0.5);
    expect(figures.accuracy).toBe(0.5);
    expect(figures.accuracyAtThreshold).toBeCloseTo(2 / 6);
    expect(figures.errorsCaught).toBeCloseTo(2 / 3);
    expect(figures.rightLost).toBeCloseTo(1 / 3);
    // bins: 0.9 → 3 sentences scoring 2.77 with 2 right; 0.4 → 1 right at 0.4; 0.3 and 0.2 → wrong.
    expect(figures.ece).toBeCloseTo((Math.abs(2.77 - 2) + Math.abs(0.4 - 1) + 0.3 + 0.2) / 6);
  });

  it('is the gap of the one miscalibrated bin, weighted by its size', () => {
    const scored = [...Array.from({ length: 3 }, () => ({ score: 0.75, correct: true })), { score: 0.75, correct: false }, { score: 0.05, correct: false }];
    expect(thresholdFigures(scored, 0.5).ece).toBeCloseTo(0.01);
  });
});

describe('outOfScopeRecall', () => {
  it('counts what scores below the threshold or as None', () => {
    expect(outOfScopeRecall([{ score: 0.9, none: false }, { score: 0.9, none: true }, { score: 0.1, none: false }, { score: 0.6, none: false }], 0.5)).toBe(0.5);
  });
});
