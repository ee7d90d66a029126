import { describe, expect, it } from 'vitest';
import { bucketLabel } from '@/features/analytics/report-kit/model/bucket-label';

describe('time bucket labels', () => {
  it('says the granularity of the bucket the server names by its start', () => {
    expect(bucketLabel('2026-11-27T13:00', 'hour')).toBe('2026-11-27 13:00');
    expect(bucketLabel('2026-11-27', 'hour')).toBe('2026-11-27 00:00');
    expect(bucketLabel('2026-11-27', 'day')).toBe('2026-11-27');
    expect(bucketLabel('2026-11-23', 'week')).toBe('Week of 2026-11-23');
    expect(bucketLabel('2026-11-01', 'month')).toBe('2026-11');
  });
});
