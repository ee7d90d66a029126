import { describe, expect, it } from 'vitest';
import { runnerUp } from './runner-up';

describe('runnerUp', () => {
  it('is the second intent and how far it is behind the best', () => {
    expect(runnerUp([{ intent: 'order_status', score: 0.82 }, { intent: 'refund', score: 0.1 }, { intent: 'greeting', score: 0.01 }]))
      .toEqual({ intent: 'refund', score: 0.1, margin: expect.closeTo(0.72, 6) as number });
  });

  it('is null without a second intent', () => {
    expect(runnerUp([{ intent: 'order_status', score: 1 }])).toBeNull();
    expect(runnerUp([])).toBeNull();
  });
});
