import { describe, expect, it } from 'vitest';
import { nextRunAfter, periodFor, upcomingRuns } from './reports-schedule';
import { reportScheduleSchema, type ReportSchedule } from './reports.schemas';

const schedule = (input: Partial<ReportSchedule> & Pick<ReportSchedule, 'frequency'>): ReportSchedule =>
  reportScheduleSchema.parse({ time: '09:00', timeZone: 'UTC', ...input });
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('report schedules (a controllable clock: every calculation takes "now")', () => {
  it('hourly runs each hour at the minute given, in local minutes (India is UTC+05:30)', () => {
    expect(upcomingRuns(schedule({ frequency: 'hourly', time: '00:15' }), at('2026-03-02T10:20:00Z'), 2).map(iso))
      .toEqual(['2026-03-02T11:15:00.000Z', '2026-03-02T12:15:00.000Z']);
    expect(iso(nextRunAfter(schedule({ frequency: 'hourly', time: '00:15', timeZone: 'Asia/Kolkata' }), at('2026-03-02T10:20:00Z'))))
      .toBe('2026-03-02T10:45:00.000Z');
  });

  it('daily runs at the time given, later the same day or the next; never at "now" itself', () => {
    const daily = schedule({ frequency: 'daily' });
    expect(iso(nextRunAfter(daily, at('2026-03-02T08:59:00Z')))).toBe('2026-03-02T09:00:00.000Z');
    expect(iso(nextRunAfter(daily, at('2026-03-02T09:00:00Z')))).toBe('2026-03-03T09:00:00.000Z');
  });

  it('daily 09:00 Europe/London is 09:00 local on both sides of both clock changes', () => {
    const london = schedule({ frequency: 'daily', timeZone: 'Europe/London' });
    // Clocks go forward on Sunday 29 March 2026 and back on Sunday 25 October 2026.
    expect(upcomingRuns(london, at('2026-03-27T12:00:00Z'), 4).map(iso)).toEqual([
      '2026-03-28T09:00:00.000Z', '2026-03-29T08:00:00.000Z', '2026-03-30T08:00:00.000Z', '2026-03-31T08:00:00.000Z',
    ]);
    expect(upcomingRuns(london, at('2026-10-23T12:00:00Z'), 3).map(iso)).toEqual([
      '2026-10-24T08:00:00.000Z', '2026-10-25T09:00:00.000Z', '2026-10-26T09:00:00.000Z',
    ]);
  });

  it('a wall time the clock skips runs as much later as the jump; a repeated one runs once', () => {
    const skipped = schedule({ frequency: 'daily', time: '01:30', timeZone: 'Europe/London' });
    expect(iso(nextRunAfter(skipped, at('2026-03-28T12:00:00Z')))).toBe('2026-03-29T01:30:00.000Z');
    const repeated = upcomingRuns(schedule({ frequency: 'daily', time: '01:30', timeZone: 'Europe/London' }), at('2026-10-24T12:00:00Z'), 2).map(iso);
    expect(repeated).toEqual(['2026-10-25T00:30:00.000Z', '2026-10-26T01:30:00.000Z']);
  });

  it('weekdays skips Saturday and Sunday', () => {
    // Friday 6 March 2026 after nine: Monday next.
    expect(upcomingRuns(schedule({ frequency: 'weekdays' }), at('2026-03-06T10:00:00Z'), 2).map(iso))
      .toEqual(['2026-03-09T09:00:00.000Z', '2026-03-10T09:00:00.000Z']);
  });

  it('weekly runs on its day of the week', () => {
    expect(upcomingRuns(schedule({ frequency: 'weekly', dayOfWeek: 3, timeZone: 'America/New_York' }), at('2026-03-02T00:00:00Z'), 2).map(iso))
      .toEqual(['2026-03-04T14:00:00.000Z', '2026-03-11T13:00:00.000Z']);
  });

  it('monthly on days 1 to 31: day 31 falls on the last day of short months', () => {
    expect(upcomingRuns(schedule({ frequency: 'monthly', dayOfMonth: 31 }), at('2026-01-31T10:00:00Z'), 4).map(iso)).toEqual([
      '2026-02-28T09:00:00.000Z', '2026-03-31T09:00:00.000Z', '2026-04-30T09:00:00.000Z', '2026-05-31T09:00:00.000Z',
    ]);
    expect(iso(nextRunAfter(schedule({ frequency: 'monthly', dayOfMonth: 29 }), at('2028-02-01T00:00:00Z')))).toBe('2028-02-29T09:00:00.000Z');
    for (let day = 1; day <= 31; day++) {
      const run = new Date(nextRunAfter(schedule({ frequency: 'monthly', dayOfMonth: day }), at('2026-04-01T00:00:00Z')));
      expect(run.getUTCDate()).toBe(Math.min(day, 30));
      expect(run.getUTCMonth()).toBe(3);
    }
  });

  it('periods are whole local units before the run (a change day is 23 hours long)', () => {
    const run = at('2026-03-30T08:00:00Z');
    const day = periodFor('previousDay', run, 'Europe/London');
    expect([iso(day.start), iso(day.end)]).toEqual(['2026-03-29T00:00:00.000Z', '2026-03-29T23:00:00.000Z']);
    const week = periodFor('previousWeek', run, 'Europe/London');
    expect([iso(week.start), iso(week.end)]).toEqual(['2026-03-23T00:00:00.000Z', '2026-03-29T23:00:00.000Z']);
    const month = periodFor('previousMonth', at('2026-03-01T09:00:00Z'), 'UTC');
    expect([iso(month.start), iso(month.end)]).toEqual(['2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z']);
    const hour = periodFor('previousHour', at('2026-03-02T10:15:00Z'), 'Asia/Kolkata');
    expect([iso(hour.start), iso(hour.end)]).toEqual(['2026-03-02T08:30:00.000Z', '2026-03-02T09:30:00.000Z']);
  });
});
