/**
 * When a report runs and what it covers, in the schedule's IANA time zone (Intl only: the server and the
 * console compute the same instants). Wall times are kept, not offsets: "daily 09:00 Europe/London" is 09:00
 * local in winter (09:00Z) and summer (08:00Z). A wall time the clock skips (spring forward) runs as many
 * minutes later as the clocks jumped; a repeated one (fall back) runs once, at its first occurrence.
 */
import type { ReportPeriod, ReportSchedule } from './reports.schemas';

interface Wall { year: number; month: number; day: number; hour: number; minute: number; weekday: number }

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', weekday: 'short',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall clock in `timeZone` at `instant` (ms). */
export function wallAt(instant: number, timeZone: string): Wall {
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) parts[part.type] = part.value;
  return {
    year: Number(parts.year), month: Number(parts.month), day: Number(parts.day),
    hour: Number(parts.hour), minute: Number(parts.minute), weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

const offsetAt = (instant: number, timeZone: string): number => {
  const wall = wallAt(instant, timeZone);
  const seconds = new Date(instant).getUTCSeconds();
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, seconds) - Math.floor(instant / 1000) * 1000;
};

/**
 * The instant of a wall time in `timeZone`. Of two candidates (fall back) the earlier; in a gap (spring
 * forward) the instant the clocks jump to.
 */
export function instantOf(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const candidates = [offsetAt(asUtc - 86_400_000, timeZone), offsetAt(asUtc + 86_400_000, timeZone)]
    .map((offset) => asUtc - offset)
    .filter((instant) => { const w = wallAt(instant, timeZone); return w.hour === hour && w.minute === minute && w.day === day && w.month === month; })
    .sort((a, b) => a - b);
  if (candidates[0] !== undefined) return candidates[0];
  // Skipped by the clock: as many minutes later as the clocks jumped (01:30 on a 01:00→02:00 night is 02:30).
  return asUtc - offsetAt(asUtc - 86_400_000, timeZone);
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function dayMatches(schedule: ReportSchedule, date: { year: number; month: number; day: number; weekday: number }): boolean {
  switch (schedule.frequency) {
    case 'daily': case 'hourly': return true;
    case 'weekdays': return date.weekday >= 1 && date.weekday <= 5;
    case 'weekly': return date.weekday === schedule.dayOfWeek;
    case 'monthly': return date.day === Math.min(schedule.dayOfMonth, daysInMonth(date.year, date.month));
  }
}

/** The first scheduled instant strictly after `after` (ms). */
export function nextRunAfter(schedule: ReportSchedule, after: number): number {
  const [hour, minute] = schedule.time.split(':').map(Number) as [number, number];
  if (schedule.frequency === 'hourly') {
    // Each hour at the minute given, in local minutes (a zone 30 minutes off UTC keeps local :15).
    let at = Math.floor(after / 60_000) * 60_000 + 60_000;
    for (let step = 0; step < 24 * 60; step++, at += 60_000) if (wallAt(at, schedule.timeZone).minute === minute) return at;
    throw new Error('No hourly run found');
  }
  const start = wallAt(after, schedule.timeZone);
  for (let offset = 0; offset < 400; offset++) {
    const date = new Date(Date.UTC(start.year, start.month - 1, start.day + offset));
    const day = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), weekday: date.getUTCDay() };
    if (!dayMatches(schedule, day)) continue;
    const at = instantOf(day.year, day.month, day.day, hour, minute, schedule.timeZone);
    if (at > after) return at;
  }
  throw new Error('No run found within 400 days');
}

/** The next `count` runs after `after`, for the console's preview. */
export function upcomingRuns(schedule: ReportSchedule, after: number, count: number): number[] {
  const runs: number[] = [];
  for (let at = after; runs.length < count;) runs.push((at = nextRunAfter(schedule, at)));
  return runs;
}

/**
 * The stretch a run at `at` covers, in whole local units before it: yesterday for previousDay (midnight to
 * midnight local, 23 or 25 hours on a change day), Monday to Monday for previousWeek, and so on.
 */
export function periodFor(period: ReportPeriod, at: number, timeZone: string): { start: number; end: number } {
  const wall = wallAt(at, timeZone);
  const midnight = (year: number, month: number, day: number) => {
    const date = new Date(Date.UTC(year, month - 1, day));
    return instantOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), 0, 0, timeZone);
  };
  switch (period) {
    case 'previousHour': {
      const end = at - (at % 60_000) - wall.minute * 60_000;
      return { start: end - 3_600_000, end };
    }
    case 'previousDay': return { start: midnight(wall.year, wall.month, wall.day - 1), end: midnight(wall.year, wall.month, wall.day) };
    case 'last7Days': return { start: midnight(wall.year, wall.month, wall.day - 7), end: midnight(wall.year, wall.month, wall.day) };
    case 'last30Days': return { start: midnight(wall.year, wall.month, wall.day - 30), end: midnight(wall.year, wall.month, wall.day) };
    case 'previousWeek': {
      const monday = wall.day - ((wall.weekday + 6) % 7);
      return { start: midnight(wall.year, wall.month, monday - 7), end: midnight(wall.year, wall.month, monday) };
    }
    case 'previousMonth': return { start: midnight(wall.year, wall.month - 1, 1), end: midnight(wall.year, wall.month, 1) };
  }
}
