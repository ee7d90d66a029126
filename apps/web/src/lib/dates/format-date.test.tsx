import { afterEach, describe, expect, it } from 'vitest';
import { formatClockSeconds, formatDate, formatDateTime, formatDayMonth, formatTime } from '@/lib/dates/format-date';
import { browserTimeZone } from '@/lib/dates/browser-time-zone';
import { currentTimeZone, TIME_ZONE_STORAGE_KEY, useTimeZoneStore } from '@/lib/dates/time-zone-store';

const AT = '2026-11-26T23:42:34Z';

afterEach(() => useTimeZoneStore.getState().choose(null));

describe('the one date format', () => {
  it('writes day, short month, year and a 12-hour time with AM/PM, in the given zone', () => {
    expect(formatDateTime(AT, 'Asia/Kolkata')).toBe('27 Nov 2026, 05:12 AM');
    expect(formatDateTime(AT, 'UTC')).toBe('26 Nov 2026, 11:42 PM');
    expect(formatDateTime(Date.parse('2026-09-03T00:05:00Z'), 'UTC')).toBe('03 Sep 2026, 12:05 AM');
  });

  it('has shorter forms made of the same pieces', () => {
    expect(formatDate(AT, 'Asia/Kolkata')).toBe('27 Nov 2026');
    expect(formatTime(AT, 'Asia/Kolkata')).toBe('05:12 AM');
    expect(formatDayMonth(AT, 'Asia/Kolkata')).toBe('27 Nov');
    expect(formatClockSeconds(new Date(AT), 'Asia/Kolkata')).toBe('05:12:34');
  });

  it('writes a dash for a missing or unreadable date instead of "Invalid Date"', () => {
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime('')).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});

describe("the member's time zone", () => {
  it("follows the browser's until the member picks one, which is kept in this browser", () => {
    expect(currentTimeZone()).toBe(browserTimeZone());
    useTimeZoneStore.getState().choose('Asia/Kolkata');
    expect(localStorage.getItem(TIME_ZONE_STORAGE_KEY)).toBe('Asia/Kolkata');
    expect(formatDateTime(AT)).toBe('27 Nov 2026, 05:12 AM');
    useTimeZoneStore.getState().choose('America/New_York');
    expect(formatDateTime(AT)).toBe('26 Nov 2026, 06:42 PM');
    useTimeZoneStore.getState().choose(null);
    expect(localStorage.getItem(TIME_ZONE_STORAGE_KEY)).toBeNull();
    expect(currentTimeZone()).toBe(browserTimeZone());
  });
});
