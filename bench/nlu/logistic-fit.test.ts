import { describe, expect, it } from 'vitest';
import { fitLogistic, type WeightedRow } from './logistic-fit';

describe('fitLogistic', () => {
  it('recovers the log-odds of grouped data', () => {
    // At x = 0, 1 in 4 is positive (log-odds −ln 3); at x = 1, 3 in 4 (+ln 3): intercept −ln 3, slope 2 ln 3.
    const rows: WeightedRow[] = [
      { inputs: [1, 0], label: 1, weight: 1 }, { inputs: [1, 0], label: 0, weight: 3 },
      { inputs: [1, 1], label: 1, weight: 3 }, { inputs: [1, 1], label: 0, weight: 1 },
    ];
    const [intercept, slope] = fitLogistic(rows, 0);
    expect(intercept).toBeCloseTo(-Math.log(3), 5);
    expect(slope).toBeCloseTo(2 * Math.log(3), 5);
  });

  it('weights rows: doubling the negatives lowers the intercept by ln 2', () => {
    const rows = (negative: number): WeightedRow[] => [{ inputs: [1], label: 1, weight: 1 }, { inputs: [1], label: 0, weight: negative }];
    expect(fitLogistic(rows(2), 0)[0]! - fitLogistic(rows(1), 0)[0]!).toBeCloseTo(-Math.log(2), 5);
  });
});
