/**
 * The try-it panel's runner-up: the second intent of the classifier's ranking and its margin behind the best one
 * (issue 31). A small margin says two intents compete for the message: their training sentences need telling apart.
 */
export interface RunnerUp { intent: string; score: number; margin: number }

/** Null when the ranking has fewer than two intents (a tapped button, a one-intent bot). */
export function runnerUp(ranking: ReadonlyArray<{ intent: string; score: number }>): RunnerUp | null {
  const [best, second] = ranking;
  if (!best || !second) return null;
  return { intent: second.intent, score: second.score, margin: Math.max(0, best.score - second.score) };
}

/** Below this margin (in score points) the panel says the two intents are close. */
export const CLOSE_MARGIN = 0.2;
