import { describe, expect, it } from 'vitest';
import { dayInZone, defaultReportRange, REPORT_FILTER_TEXTS, reportFilterSchema } from './report-filter';

describe('report filter', () => {
  it('takes up to 30 days and names the field of a longer or reversed range', () => {
    expect(reportFilterSchema.safeParse({ startDate: '2026-01-01', endDate: '2026-01-31' }).success).toBe(true);
    const long = reportFilterSchema.safeParse({ startDate: '2026-01-01', endDate: '2026-02-01' });
    expect(long.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['endDate', REPORT_FILTER_TEXTS.rangeTooLong]]);
    const reversed = reportFilterSchema.safeParse({ startDate: '2026-01-02', endDate: '2026-01-01' });
    expect(reversed.error?.issues[0]?.path).toEqual(['startDate']);
  });

  it('defaults to daily buckets in UTC and refuses an unknown zone', () => {
    expect(reportFilterSchema.parse({ startDate: '2026-01-01', endDate: '2026-01-01' })).toMatchObject({ granularity: 'day', timeZone: 'UTC' });
    expect(reportFilterSchema.safeParse({ startDate: '2026-01-01', endDate: '2026-01-01', timeZone: 'Mars/Olympus' }).error?.issues[0]?.message)
      .toBe(REPORT_FILTER_TEXTS.unknownTimeZone);
  });

  it('ends the default range on the member’s today', () => {
    // 20:00 UTC on 1 March is already 2 March in Kolkata (UTC+5:30).
    const now = new Date('2026-03-01T20:00:00Z');
    expect(dayInZone(now, 'Asia/Kolkata')).toBe('2026-03-02');
    expect(defaultReportRange('chat', 'Asia/Kolkata', now)).toEqual({ startDate: '2026-02-27', endDate: '2026-03-02' });
    expect(defaultReportRange('tickets', 'UTC', now)).toEqual({ startDate: '2026-02-14', endDate: '2026-03-01' });
  });
});
