import { describe, expect, it } from 'vitest';
import { HISTORY_TEXTS } from '@switchboard/contracts/history/history.schemas';
import { initialFilters, toQueryBody } from '@/features/history/model/history-filters';

describe('history filters', () => {
  it('default to one day back until today', () => {
    expect(initialFilters(new Date('2026-11-22T10:00:00Z'))).toMatchObject({ startDate: '2026-11-21', endDate: '2026-11-22', reviewStatus: 'All' });
  });

  it('send only the filters that are set', () => {
    const result = toQueryBody({ ...initialFilters(new Date('2026-11-22T10:00:00Z')), search: '  parcel ', tags: ['billing'], blocked: false });
    expect(result).toEqual({ body: { startDate: '2026-11-21', endDate: '2026-11-22', reviewStatus: 'All', search: 'parcel', tags: ['billing'], blocked: false } });
  });

  it('refuse a range over 30 days with the shared message', () => {
    expect(toQueryBody({ ...initialFilters(), startDate: '2026-01-01', endDate: '2026-02-15' })).toEqual({ error: HISTORY_TEXTS.rangeTooLong });
    expect(toQueryBody({ ...initialFilters(), startDate: '2026-01-01', endDate: '2026-01-31' })).toHaveProperty('body');
  });
});
