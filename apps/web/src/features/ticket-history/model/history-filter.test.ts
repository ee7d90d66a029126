import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { defaultRange, rangeTooLong, toQuery } from '@/features/ticket-history/model/history-filter';

describe('ticket history filter', () => {
  it('defaults to one day back until today and refuses more than 30 days', () => {
    const today = dayjs('2026-03-10T15:00:00');
    const range = defaultRange(today);
    expect(range.map((day) => day.format('YYYY-MM-DD'))).toEqual(['2026-03-09', '2026-03-10']);
    expect(rangeTooLong([today.subtract(30, 'day'), today])).toBe(false);
    expect(rangeTooLong([today.subtract(31, 'day'), today])).toBe(true);
  });

  it('sends only the filters that are set, with trimmed search', () => {
    const range = defaultRange(dayjs('2026-03-10'));
    expect(toQuery({ range, status: 'resolved', search: '  refund ', agentId: '' }))
      .toEqual({ from: '2026-03-09', to: '2026-03-10', status: 'resolved', search: 'refund' });
  });
});
