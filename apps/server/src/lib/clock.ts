/**
 * The time that timers run on where tests must step through them: routing's offer times, cooldowns and the timers
 * that end them, and the DMS widget's resume grace period. The system clock in the app; tests inject a manual one
 * (src/testing/manual-clock.ts).
 */
export interface Clock {
  now(): number;
  /** Runs `run` once, `ms` from now; the timer never keeps the process alive. */
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};
