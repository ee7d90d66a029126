/**
 * echarts options for the report charts, as pure functions of the data, the theme and the screen, so they are tested
 * without a canvas. Only the charts and components registered in echarts-runtime.ts may appear here.
 */
import type { EChartsCoreOption } from 'echarts/core';
import { THRESHOLDS } from '@switchboard/contracts/common/constants';
import type { CategoryChartData, ChartData, HeatmapChartData, PieChartData, SankeyChartData } from '@/features/analytics/report-kit/model/chart-data';
import type { ChartTheme } from '@/features/analytics/report-kit/model/chart-theme';
import { labelLineLength, splitLabel } from '@/features/analytics/report-kit/model/label-split';
import { seriesColours } from '@/features/analytics/report-kit/model/series-colours';
import { formatValue, type FormatOptions } from '@/features/analytics/report-kit/model/value-format';

export interface OptionContext {
  theme: ChartTheme;
  /** The window's width: labels split at 15 characters under 786 px, 30 otherwise (§9). */
  viewportWidth: number;
  /** The configured graph colours (§9), if any. */
  colours?: readonly string[];
  format?: FormatOptions;
}

const textStyle = (theme: ChartTheme) => ({ color: theme.text });

/** Steps a time axis reads well in (15 s, 1 min, 5 min…): echarts' own 1-2-5 steps made ticks of "1 min 40 s". */
const SECOND_STEPS = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 14_400, 28_800, 86_400];
/** The smallest readable step giving at most 6 ticks up to `max` seconds (none for nothing to show). */
export function secondsInterval(max: number): number | undefined {
  if (!(max > 0)) return undefined;
  return SECOND_STEPS.find((step) => max / step <= 6) ?? Math.ceil(max / 6 / 86_400) * 86_400;
}
const largest = (data: CategoryChartData) => Math.max(0, ...data.series.flatMap((series) => series.values.filter((value): value is number => value !== null)));
const tooltipBase = (theme: ChartTheme) => ({
  backgroundColor: theme.tooltipBackground,
  borderColor: theme.axisLine,
  textStyle: textStyle(theme),
  confine: true,
});
const legend = (theme: ChartTheme, show: boolean) => ({ show, type: 'scroll', bottom: 0, textStyle: textStyle(theme), pageTextStyle: textStyle(theme) });

function categoryOption(data: CategoryChartData, ctx: OptionContext): EChartsCoreOption {
  const { theme } = ctx;
  const format = (value: number) => formatValue(value, data.unit, ctx.format);
  const lineLength = labelLineLength(ctx.viewportWidth);
  const colours = seriesColours(data.series.map((series) => series.name), (name) => theme.classColours[name], ctx.colours);
  const categoryAxis = {
    type: 'category',
    data: data.categories,
    axisLine: { lineStyle: { color: theme.axisLine } },
    axisLabel: { color: theme.textSecondary, lineHeight: 14, hideOverlap: true, formatter: (label: string) => splitLabel(label, lineLength) },
  };
  const valueAxis = {
    type: 'value',
    axisLabel: { color: theme.textSecondary, formatter: format },
    splitLine: { lineStyle: { color: theme.splitLine } },
    ...(data.unit === 'percent' ? { max: (extent: { max: number }) => Math.max(100, extent.max) } : {}),
    // Counts of conversations have no halves: no 0.5 tick on an axis whose largest value is 2.
    ...(data.unit === 'count' ? { minInterval: 1 } : {}),
    ...(data.unit === 'seconds' && secondsInterval(largest(data)) ? { interval: secondsInterval(largest(data)) } : {}),
  };
  const multiple = data.series.length > 1;
  return {
    color: colours,
    textStyle: textStyle(theme),
    // echarts 6 keeps the axis labels inside outerBounds (containLabel is its legacy form); the legend sits below it.
    grid: { left: 48, right: 16, top: 16, bottom: multiple ? 64 : 32, outerBounds: { left: 4, right: 8, top: 8, bottom: multiple ? 36 : 4 } },
    legend: legend(theme, multiple),
    tooltip: { ...tooltipBase(theme), trigger: 'axis', valueFormatter: (value: number | null) => formatValue(value, data.unit, ctx.format) },
    xAxis: data.horizontal ? valueAxis : categoryAxis,
    yAxis: data.horizontal ? { ...categoryAxis, inverse: true } : valueAxis,
    series: data.series.map((series) => ({
      name: series.name,
      type: data.kind === 'line' ? 'line' : 'bar',
      data: series.values,
      ...(data.kind === 'line' ? { showSymbol: data.categories.length <= 48, connectNulls: false } : {}),
      ...(data.kind === 'stackedBar' ? { stack: 'total' } : {}),
      ...(data.kind === 'histogram' ? { barCategoryGap: '4%' } : {}),
      emphasis: { focus: 'series' },
      cursor: 'pointer',
    })),
  };
}

function pieOption(data: PieChartData, ctx: OptionContext): EChartsCoreOption {
  const { theme } = ctx;
  const lineLength = labelLineLength(ctx.viewportWidth);
  const narrow = ctx.viewportWidth < THRESHOLDS.histogramNarrowWidthPx;
  return {
    color: seriesColours(data.slices.map((slice) => slice.name), (name) => theme.classColours[name], ctx.colours),
    textStyle: textStyle(theme),
    legend: legend(theme, true),
    tooltip: { ...tooltipBase(theme), trigger: 'item', valueFormatter: (value: number) => formatValue(value, data.unit, ctx.format) },
    series: [{
      type: 'pie',
      name: data.valueTitle,
      radius: ['40%', '68%'],
      center: ['50%', '45%'],
      itemStyle: { borderColor: theme.background, borderWidth: 2 },
      // Under 786 px names outside the ring run off the edge: the share goes inside the slice and the legend names it.
      label: narrow
        ? { position: 'inside', formatter: (item: { percent: number }) => formatValue(item.percent, 'percent') }
        : { color: theme.text, formatter: (item: { name: string; percent: number }) => `${splitLabel(item.name, lineLength)}\n${formatValue(item.percent, 'percent')}` },
      data: data.slices.map((slice) => ({ name: slice.name, value: slice.value })),
    }],
  };
}

function sankeyOption(data: SankeyChartData, ctx: OptionContext): EChartsCoreOption {
  const { theme } = ctx;
  const lineLength = labelLineLength(ctx.viewportWidth);
  return {
    color: seriesColours(data.nodes, (name) => theme.classColours[name], ctx.colours),
    textStyle: textStyle(theme),
    tooltip: { ...tooltipBase(theme), trigger: 'item', valueFormatter: (value: number) => formatValue(value, data.unit, ctx.format) },
    series: [{
      type: 'sankey',
      left: 8, right: 8 * lineLength, top: 16, bottom: 16,
      emphasis: { focus: 'adjacency' },
      // Columns are steps of the conversation: a flow that ends early stays in its step instead of moving to the last.
      nodeAlign: 'left',
      nodeGap: 10,
      label: { color: theme.text, formatter: (item: { name: string }) => splitLabel(item.name, lineLength) },
      lineStyle: { color: 'gradient', opacity: 0.35 },
      data: data.nodes.map((name) => ({ name })),
      links: data.links.map((link) => ({ ...link })),
    }],
  };
}

function heatmapOption(data: HeatmapChartData, ctx: OptionContext): EChartsCoreOption {
  const { theme } = ctx;
  const lineLength = labelLineLength(ctx.viewportWidth);
  const cells = data.values.flatMap((row, y) => row.map((value, x) => [x, y, value ?? '-']));
  const numbers = data.values.flat().filter((value): value is number => value !== null);
  const axis = (labels: string[]) => ({
    type: 'category', data: labels, splitArea: { show: false },
    axisLine: { lineStyle: { color: theme.axisLine } },
    axisLabel: { color: theme.textSecondary, lineHeight: 14, formatter: (label: string) => splitLabel(label, lineLength) },
  });
  return {
    textStyle: textStyle(theme),
    grid: { left: 48, right: 16, top: 40, bottom: 56, outerBounds: { left: 4, right: 8, top: 4, bottom: 44 } },
    tooltip: { ...tooltipBase(theme), trigger: 'item', valueFormatter: (value: number) => formatValue(value, data.unit, ctx.format) },
    xAxis: { ...axis(data.columns), position: 'top' },
    yAxis: { ...axis(data.rows), inverse: true },
    visualMap: {
      min: numbers.length ? Math.min(...numbers) : 0,
      max: numbers.length ? Math.max(...numbers) : 1,
      orient: 'horizontal', left: 'center', bottom: 0, calculable: false,
      inRange: { color: [theme.heatmapLow, theme.primary] },
      textStyle: textStyle(theme),
      formatter: (value: number) => formatValue(value, data.unit, ctx.format),
    },
    series: [{
      type: 'heatmap',
      data: cells,
      // No colour: echarts picks dark or light text by each cell's own colour (a fixed text colour failed on the dark end).
      label: { show: true, formatter: (item: { value: [number, number, number | '-'] }) => (item.value[2] === '-' ? '' : formatValue(item.value[2], data.unit, ctx.format)) },
      itemStyle: { borderColor: theme.background, borderWidth: 1 },
    }],
  };
}

export function buildChartOption(data: ChartData, ctx: OptionContext): EChartsCoreOption {
  const base = { backgroundColor: 'transparent', animationDuration: 300 };
  switch (data.kind) {
    case 'pie': return { ...base, ...pieOption(data, ctx) };
    case 'sankey': return { ...base, ...sankeyOption(data, ctx) };
    case 'heatmap': return { ...base, ...heatmapOption(data, ctx) };
    default: return { ...base, ...categoryOption(data, ctx) };
  }
}
