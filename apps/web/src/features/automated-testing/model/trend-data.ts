/**
 * The pass-rate trend as the chart and its table show it: one category per run ("#12"), a line for all cases and one
 * per tag, in percent (0–100, one decimal); a tag absent from a run has no point there (null).
 */
import type { TestRunTrend } from '@switchboard/contracts/automated-testing/test-run-trends.schemas';

export const ALL_CASES = 'All cases';

export interface TrendLines {
  categories: string[];
  series: { name: string; values: (number | null)[] }[];
}

const percent = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);

export function trendLines(trend: TestRunTrend): TrendLines {
  return {
    categories: trend.runs.map((run) => `#${run.number}`),
    series: [
      { name: ALL_CASES, values: trend.runs.map((run) => percent(run.passRate)) },
      ...trend.tags.map((tag) => ({ name: tag.name, values: tag.passRates.map(percent) })),
    ],
  };
}

export const percentText = (value: number | null) => (value === null ? '—' : `${value}%`);
