/**
 * The time routing runs on: offer times, cooldowns and the timers that end them. The system clock in the app;
 * tests inject a manual one (src/testing/manual-clock.ts) to step through timeouts, rounds and cooldowns.
 */
export interface RoutingClock {
  now(): number;
  /** Runs `run` once, `ms` from now; the timer never keeps the process alive. */
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: RoutingClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};
