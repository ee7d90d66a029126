/**
 * The echarts option of the pass-rate chart, a pure function of the lines and the theme's colours (tested without a
 * canvas). Only the parts registered in components/pass-rate-echarts.ts may appear here.
 */
import type { EChartsCoreOption } from 'echarts/core';
import type { TrendLines } from '@/features/automated-testing/model/trend-data';

export interface TrendColours {
  text: string;
  textSecondary: string;
  axisLine: string;
  splitLine: string;
  tooltipBackground: string;
  /** The "All cases" line; the tags take echarts' palette after it. */
  primary: string;
}

const PALETTE = ['#5470c6', '#91cc75', '#fac858', '#ee6666', '#73c0de', '#3ba272', '#fc8452', '#9a60b4', '#ea7ccc'];
const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

export function trendOption(lines: TrendLines, colours: TrendColours): EChartsCoreOption {
  const text = { color: colours.text };
  return {
    backgroundColor: 'transparent',
    animationDuration: 300,
    color: [colours.primary, ...PALETTE],
    textStyle: text,
    grid: { left: 48, right: 16, top: 16, bottom: 64, outerBounds: { left: 4, right: 8, top: 8, bottom: 36 } },
    legend: { show: true, type: 'scroll', bottom: 0, textStyle: text, pageTextStyle: text },
    tooltip: {
      trigger: 'axis', confine: true, backgroundColor: colours.tooltipBackground, borderColor: colours.axisLine, textStyle: text,
      valueFormatter: percent,
    },
    xAxis: {
      type: 'category', data: lines.categories, name: 'Run',
      axisLine: { lineStyle: { color: colours.axisLine } }, axisLabel: { color: colours.textSecondary, hideOverlap: true },
    },
    yAxis: {
      type: 'value', min: 0, max: 100,
      axisLabel: { color: colours.textSecondary, formatter: '{value}%' }, splitLine: { lineStyle: { color: colours.splitLine } },
    },
    series: lines.series.map((series, i) => ({
      name: series.name, type: 'line', data: series.values, connectNulls: false, showSymbol: lines.categories.length <= 48,
      // The overall line stands out from the tags'.
      ...(i === 0 ? { lineStyle: { width: 3 } } : {}),
      emphasis: { focus: 'series' },
    })),
  };
}
