import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, isFiltered, statusTone, toQuery } from '@/features/console-api-logs/model/api-log-filters';

describe('api log filters', () => {
  it('sends only the filters that are set, trimmed', () => {
    expect(toQuery(EMPTY_FILTERS)).toEqual({});
    expect(isFiltered(EMPTY_FILTERS)).toBe(false);
    expect(toQuery({ ...EMPTY_FILTERS, path: '  /users ', search: ' req-1 ', minDurationMs: 0, statusClass: '5xx', from: '2026-11-28T00:00:00.000Z' }))
      .toEqual({ path: '/users', search: 'req-1', statusClass: '5xx', from: '2026-11-28T00:00:00.000Z' });
    expect(toQuery({ ...EMPTY_FILTERS, minDurationMs: 250, memberId: 'm1', direction: 'outbound' })).toEqual({ minDurationMs: 250, memberId: 'm1', direction: 'outbound' });
  });

  it('colours a status by its class; no answer is an error', () => {
    expect([null, 503, 404, 200, 302, 101].map(statusTone)).toEqual(['error', 'error', 'warning', 'success', 'success', 'default']);
  });
});
