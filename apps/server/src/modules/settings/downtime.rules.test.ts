/** isInDowntime's rule check across zones and DST changes. */
import { describe, expect, it } from 'vitest';
import type { DowntimeRule } from '@switchboard/contracts/settings/settings.schemas';
import { localTimeIn, windowCovers } from './downtime.rules';

const weekly = (timeZone: string, weekdays: number[], startTime: string, endTime: string): DowntimeRule =>
  ({ kind: 'weekly', name: 'w', timeZone, message: '', weekdays, startTime, endTime });
const oneOff = (timeZone: string, startsAt: string, endsAt: string): DowntimeRule => ({ kind: 'oneOff', name: 'o', timeZone, message: '', startsAt, endsAt });

describe('downtime rules', () => {
  it('reads local wall-clock time and weekday in the window zone', () => {
    // 2026-03-02 is a Monday; 03:30 UTC is 09:00 in Kolkata (+05:30) and still Sunday 22:30 in New York (-05:00).
    const at = new Date('2026-03-02T03:30:00Z');
    expect(localTimeIn('Asia/Kolkata', at)).toEqual({ dateTime: '2026-03-02T09:00', time: '09:00', weekday: 1 });
    expect(localTimeIn('America/New_York', at)).toEqual({ dateTime: '2026-03-01T22:30', time: '22:30', weekday: 0 });
  });

  it('checks weekly windows in their own zone', () => {
    const at = new Date('2026-03-02T03:30:00Z');
    expect(windowCovers(weekly('Asia/Kolkata', [1], '09:00', '17:00'), at)).toBe(true);
    expect(windowCovers(weekly('Asia/Kolkata', [1], '09:01', '17:00'), at)).toBe(false);
    expect(windowCovers(weekly('America/New_York', [1], '09:00', '17:00'), at)).toBe(false);
    expect(windowCovers(weekly('America/New_York', [0], '22:00', '23:00'), at)).toBe(true);
    // The end is exclusive.
    expect(windowCovers(weekly('UTC', [1], '01:00', '03:30'), at)).toBe(false);
  });

  it('carries an overnight weekly window into the next morning', () => {
    const friday = weekly('Europe/London', [5], '22:00', '06:00');
    expect(windowCovers(friday, new Date('2026-01-09T23:00:00Z'))).toBe(true); // Fri 23:00
    expect(windowCovers(friday, new Date('2026-01-10T05:59:00Z'))).toBe(true); // Sat 05:59
    expect(windowCovers(friday, new Date('2026-01-10T06:00:00Z'))).toBe(false); // Sat 06:00
    expect(windowCovers(friday, new Date('2026-01-10T23:00:00Z'))).toBe(false); // Sat 23:00
    expect(windowCovers(friday, new Date('2026-01-09T05:00:00Z'))).toBe(false); // Fri 05:00 (Thursday not listed)
  });

  it('follows daylight saving: the same local window moves in UTC', () => {
    const berlin = weekly('Europe/Berlin', [0, 1, 2, 3, 4, 5, 6], '09:00', '10:00');
    // Winter (CET, +01:00): 09:00 local = 08:00 UTC. Summer (CEST, +02:00): 09:00 local = 07:00 UTC.
    expect(windowCovers(berlin, new Date('2026-01-15T08:30:00Z'))).toBe(true);
    expect(windowCovers(berlin, new Date('2026-01-15T07:30:00Z'))).toBe(false);
    expect(windowCovers(berlin, new Date('2026-07-15T07:30:00Z'))).toBe(true);
    expect(windowCovers(berlin, new Date('2026-07-15T08:30:00Z'))).toBe(false);
  });

  it('handles the DST change days themselves', () => {
    // Spring forward in New York on 2026-03-08: 02:00 local jumps to 03:00 (07:00 UTC).
    const ny = oneOff('America/New_York', '2026-03-08T01:30', '2026-03-08T03:30');
    expect(windowCovers(ny, new Date('2026-03-08T06:45:00Z'))).toBe(true); // 01:45 EST
    expect(windowCovers(ny, new Date('2026-03-08T07:15:00Z'))).toBe(true); // 03:15 EDT
    expect(windowCovers(ny, new Date('2026-03-08T07:30:00Z'))).toBe(false); // 03:30 EDT, end exclusive
    // Fall back in London on 2026-10-25: 01:00–02:00 local happens twice; both occurrences are inside.
    const london = oneOff('Europe/London', '2026-10-25T01:00', '2026-10-25T02:00');
    expect(windowCovers(london, new Date('2026-10-25T00:30:00Z'))).toBe(true); // 01:30 BST
    expect(windowCovers(london, new Date('2026-10-25T01:30:00Z'))).toBe(true); // 01:30 GMT
    expect(windowCovers(london, new Date('2026-10-25T02:30:00Z'))).toBe(false); // 02:30 GMT
  });
});
