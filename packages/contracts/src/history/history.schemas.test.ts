import { describe, expect, it } from 'vitest';
import { daysBetween, defaultDateRange, filtersQueryBodySchema, HISTORY_TEXTS } from './history.schemas';

const issue = (body: unknown) => {
  const parsed = filtersQueryBodySchema.safeParse(body);
  return parsed.success ? null : { path: parsed.error.issues[0]?.path.join('.'), message: parsed.error.issues[0]?.message };
};

describe('history filters contract', () => {
  it('defaults to one day back until today (UTC days)', () => {
    expect(defaultDateRange(new Date('2026-03-01T00:30:00Z'))).toEqual({ startDate: '2026-02-28', endDate: '2026-03-01' });
    expect(daysBetween('2026-02-01', '2026-03-03')).toBe(30);
  });

  it('allows 30 days and refuses 31 on endDate, reversed ranges on startDate', () => {
    expect(issue({ startDate: '2026-02-01', endDate: '2026-03-03' })).toBeNull();
    expect(issue({ startDate: '2026-02-01', endDate: '2026-03-04' })).toEqual({ path: 'endDate', message: HISTORY_TEXTS.rangeTooLong });
    expect(issue({ startDate: '2026-03-04', endDate: '2026-03-03' })).toEqual({ path: 'startDate', message: HISTORY_TEXTS.rangeReversed });
  });

  it('refuses dates that do not exist, unknown filters and unknown values', () => {
    expect(issue({ startDate: '2026-02-30', endDate: '2026-03-01' })?.path).toBe('startDate');
    expect(issue({ startDate: '2026-02-01', endDate: '2026-02-02', mood: 'happy' })).not.toBeNull();
    expect(issue({ startDate: '2026-02-01', endDate: '2026-02-02', handledBy: 'robot' })?.path).toBe('handledBy');
    expect(filtersQueryBodySchema.parse({ startDate: '2026-02-01', endDate: '2026-02-02' }).reviewStatus).toBe('All');
  });
});
