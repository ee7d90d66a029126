/** Timing shared by the server's bench workers (bench/history, bench/analytics): cases run in turn, so drift hits all alike. */

export interface BenchCase {
  name: string;
  run: () => Promise<unknown>;
}

/** The day `daysAgo` days before now, YYYY-MM-DD (UTC). */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The p-quantile of an ascending list (nearest rank). */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;

/** Each case warmed up, then timed `runs` times alternating with the others: every case's times, ascending. */
export async function timeAlternating(cases: BenchCase[], runs: number, warmup: number): Promise<Map<string, number[]>> {
  for (const item of cases) for (let i = 0; i < warmup; i++) await item.run();
  const times = new Map(cases.map((item) => [item.name, [] as number[]]));
  for (let i = 0; i < runs; i++) {
    for (const item of cases) {
      const start = performance.now();
      await item.run();
      times.get(item.name)!.push(performance.now() - start);
    }
  }
  for (const list of times.values()) list.sort((a, b) => a - b);
  return times;
}
