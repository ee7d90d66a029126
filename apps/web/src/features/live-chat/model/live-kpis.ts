/** The agent's KPI header: the start of "today" in the member's time zone, and the figures as short text. */

/** The wall-clock fields of `at` in `zone`, read as if they were UTC (ms). */
function wallClockAsUtc(at: number, zone: string): number {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US', {
    timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/** Midnight of `now`'s day in `zone` (ms since epoch): the `from` of GET /admin/v1/getLiveKpi. */
export function startOfDayIn(zone: string, at: number = Date.now()): number {
  // Whole seconds: the wall clock is read to the second.
  const now = at - (((at % 1000) + 1000) % 1000);
  const wall = wallClockAsUtc(now, zone);
  const midnightWall = wall - (wall % 86_400_000);
  // The zone's offset at midnight, found from a first guess and checked once more (a DST change may fall in between).
  let guess = midnightWall - (wall - now);
  guess = midnightWall - (wallClockAsUtc(guess, zone) - guess);
  return guess;
}

/** 38 s, 4 min 12 s, 1 h 5 min; an em dash when there is nothing to average. */
export function formatKpiDuration(ms: number | null): string {
  if (ms === null) return '—';
  const total = Math.round(ms / 1000);
  if (total < 60) return `${total} s`;
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return total % 60 === 0 ? `${minutes} min` : `${minutes} min ${total % 60} s`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}
