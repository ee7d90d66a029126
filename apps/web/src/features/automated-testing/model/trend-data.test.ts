/** The pass-rate trend as lines in percent (a tag absent from a run has no point), and the chart's echarts option. */
import { describe, expect, it } from 'vitest';
import { ALL_CASES, trendLines } from '@/features/automated-testing/model/trend-data';
import { trendOption } from '@/features/automated-testing/model/trend-option';

const run = (number: number, passRate: number) => ({ _id: `r${number}`, number, finishedAt: null, modelVersion: 1, passRate, durationMs: 10, total: 3 });
const COLOURS = { text: '#111', textSecondary: '#666', axisLine: '#ccc', splitLine: '#eee', tooltipBackground: '#fff', primary: '#1677ff' };

describe('trendLines', () => {
  it('puts a category per run, the overall line first, then each tag, in percent with one decimal', () => {
    const lines = trendLines({ runs: [run(3, 1), run(7, 2 / 3)], tags: [{ name: 'smoke', passRates: [null, 0.125] }] });
    expect(lines).toEqual({ categories: ['#3', '#7'], series: [{ name: ALL_CASES, values: [100, 66.7] }, { name: 'smoke', values: [null, 12.5] }] });
  });

  it('builds a 0–100 % line chart, the overall line in the primary colour and wider, gaps left open', () => {
    const option = trendOption(trendLines({ runs: [run(1, 0.5)], tags: [{ name: 'smoke', passRates: [null] }] }), COLOURS) as {
      color: string[]; yAxis: { min: number; max: number }; series: { name: string; type: string; connectNulls: boolean; lineStyle?: { width: number } }[];
    };
    expect(option.color[0]).toBe('#1677ff');
    expect(option.yAxis).toMatchObject({ min: 0, max: 100 });
    expect(option.series.map((series) => [series.name, series.type, series.connectNulls, series.lineStyle?.width])).toEqual([
      [ALL_CASES, 'line', false, 3], ['smoke', 'line', false, undefined],
    ]);
  });
});
