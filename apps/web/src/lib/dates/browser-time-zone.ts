let browserZone: string | undefined;

/**
 * The browser's own time zone. Building a DateTimeFormat costs ~0.1 ms and every formatted date asks: read once (the
 * machine's zone does not change under a page). The first read is what costs: it loads the engine's time-zone data,
 * ~35 ms of a slow phone's CPU (140 ms under Lighthouse's 4× slowdown), so the console makes it while it waits for
 * its files at start-up (main.tsx) instead of inside the first page's render (issue 22).
 */
export const browserTimeZone = (): string => (browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);
