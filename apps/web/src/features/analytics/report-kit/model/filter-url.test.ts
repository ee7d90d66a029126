import { describe, expect, it } from 'vitest';
import { defaultFilter, filterFromSearch, searchFromFilter } from '@/features/analytics/report-kit/model/filter-url';

const now = new Date('2026-11-27T20:30:00Z');
const GROUP = '2b1f6c1e-8a43-4b8e-9d7a-2f7c0d1e5a10';

describe('report filter in the URL', () => {
  it('defaults per report kind (§9: chat 3 days, tickets 15, conversion 7), ending today in the member\'s zone', () => {
    // 20:30 UTC is already the 28th in Kolkata (UTC+5:30).
    expect(defaultFilter({ kind: 'chat', timeZone: 'Asia/Kolkata', now })).toMatchObject({ startDate: '2026-11-25', endDate: '2026-11-28', granularity: 'day', timeZone: 'Asia/Kolkata' });
    expect(defaultFilter({ kind: 'tickets', timeZone: 'UTC', now })).toMatchObject({ startDate: '2026-11-12', endDate: '2026-11-27' });
    expect(defaultFilter({ kind: 'conversion', timeZone: 'UTC', now })).toMatchObject({ startDate: '2026-11-20', endDate: '2026-11-27' });
    expect(defaultFilter({ kind: 'chat', timeZone: 'UTC', granularity: 'hour', now }).granularity).toBe('hour');
  });

  it('round-trips every field through the query string, the time zone coming from the member, not the link', () => {
    const filter = { startDate: '2026-11-01', endDate: '2026-11-20', granularity: 'week' as const, timeZone: 'Asia/Kolkata', channel: 'wa' as const, groupId: GROUP };
    const search = searchFromFilter(filter);
    expect(search.get('timeZone')).toBeNull();
    expect(filterFromSearch(new URLSearchParams(search.toString()), { kind: 'chat', timeZone: 'Asia/Kolkata', now })).toEqual(filter);
    expect(filterFromSearch(search, { kind: 'chat', timeZone: 'America/New_York', now }).timeZone).toBe('America/New_York');
  });

  it('keeps query parameters it does not own and drops a cleared select', () => {
    const search = searchFromFilter({ ...defaultFilter({ kind: 'chat', timeZone: 'UTC', now }) }, new URLSearchParams('tab=agents&channel=wa'));
    expect(search.get('tab')).toBe('agents');
    expect(search.get('channel')).toBeNull();
  });

  it('falls back part by part on a bad URL: a range over 30 days, a reversed range, junk values', () => {
    const defaults = { kind: 'tickets' as const, timeZone: 'UTC', now };
    const fallback = defaultFilter(defaults);
    const tooLong = filterFromSearch(new URLSearchParams('startDate=2026-10-01&endDate=2026-11-27&granularity=month&channel=wa'), defaults);
    expect(tooLong).toEqual({ ...fallback, granularity: 'month', channel: 'wa' });
    const reversed = filterFromSearch(new URLSearchParams('startDate=2026-11-20&endDate=2026-11-10'), defaults);
    expect([reversed.startDate, reversed.endDate]).toEqual([fallback.startDate, fallback.endDate]);
    const junk = filterFromSearch(new URLSearchParams('startDate=2026-02-30&endDate=soon&granularity=year&channel=pigeon&groupId=42&agentId=<script>'), defaults);
    expect(junk).toEqual(fallback);
    expect(filterFromSearch(new URLSearchParams('startDate=2026-11-20'), defaults)).toEqual(fallback);
  });

  it('accepts exactly 30 days and refuses 31', () => {
    const defaults = { kind: 'chat' as const, timeZone: 'UTC', now };
    expect(filterFromSearch(new URLSearchParams('startDate=2026-10-28&endDate=2026-11-27'), defaults).startDate).toBe('2026-10-28');
    expect(filterFromSearch(new URLSearchParams('startDate=2026-10-27&endDate=2026-11-27'), defaults).startDate).toBe('2026-11-24');
  });
});
