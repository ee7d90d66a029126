/** The echarts options as pure functions: data, theme colours, label splitting, units (no canvas needed). */
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import type { CategoryChartData, ChartData } from '@/features/analytics/report-kit/model/chart-data';
import { buildChartOption, secondsInterval, type OptionContext } from '@/features/analytics/report-kit/model/chart-options';
import { chartThemeFromToken, type ThemeTokenLike } from '@/features/analytics/report-kit/model/chart-theme';
import { COLOUR_CLASSES, colourClassOf } from '@/features/analytics/report-kit/model/series-colours';

const tokens = (algorithm: typeof theme.defaultAlgorithm) => theme.getDesignToken({ algorithm, token: { colorPrimary: '#6b2fd6' } }) as unknown as ThemeTokenLike;
const light = chartThemeFromToken(tokens(theme.defaultAlgorithm));
const dark = chartThemeFromToken(tokens(theme.darkAlgorithm));

const intents: CategoryChartData = {
  kind: 'bar',
  categoryTitle: 'Intent',
  categories: ['Where is my order and when will it arrive', 'Refund'],
  series: [{ name: 'Fallback rate', values: [12.5, 40] }],
  unit: 'percent',
};

type Formatter = (value: unknown) => string;
interface Axis { type: string; data?: string[]; axisLabel: { color: string; formatter: Formatter } }
interface Built {
  color: string[];
  xAxis: Axis;
  yAxis: Axis;
  legend: { show: boolean; textStyle: { color: string } };
  tooltip: { valueFormatter: Formatter; backgroundColor: string };
  series: { type: string; name: string; data: unknown; stack?: string }[];
}
const build = (data: ChartData, ctx: Partial<OptionContext> = {}) => buildChartOption(data, { theme: light, viewportWidth: 1280, ...ctx }) as unknown as Built;

describe('report chart options', () => {
  it('draws the categories and values it is given, one series each', () => {
    const option = build({ ...intents, kind: 'stackedBar', series: [{ name: 'website', values: [1, 2] }, { name: 'wa', values: [3, null] }] });
    expect(option.xAxis.data).toEqual(intents.categories);
    expect(option.series.map((series) => [series.type, series.name, series.data, series.stack])).toEqual([
      ['bar', 'website', [1, 2], 'total'], ['bar', 'wa', [3, null], 'total'],
    ]);
    expect(option.legend.show).toBe(true);
    expect(build({ ...intents, kind: 'line' }).series[0]!.type).toBe('line');
    expect(build(intents).legend.show).toBe(false);
  });

  it('splits category labels at 30 characters on wide screens and 15 under 786 px', () => {
    const wide = build(intents).xAxis.axisLabel.formatter(intents.categories[0]);
    const narrow = build(intents, { viewportWidth: 390 }).xAxis.axisLabel.formatter(intents.categories[0]);
    expect(wide.split('\n').map((line) => line.length <= 30)).toEqual([true, true]);
    expect(narrow.split('\n').length).toBeGreaterThan(2);
    expect(narrow.split('\n').every((line) => line.length <= 15)).toBe(true);
    // Horizontal bars put the categories on the vertical axis, split the same way.
    expect(build({ ...intents, horizontal: true }, { viewportWidth: 390 }).yAxis.axisLabel.formatter(intents.categories[0])).toBe(narrow);
  });

  it('writes percentages with % and costs with the currency sign on the axis and in the tooltip', () => {
    const percent = build(intents);
    expect(percent.yAxis.axisLabel.formatter(40)).toBe('40%');
    expect(percent.tooltip.valueFormatter(12.5)).toBe('12.5%');
    const cost = build({ ...intents, unit: 'cost' }, { format: { currency: 'USD' } });
    expect(cost.yAxis.axisLabel.formatter(0.5)).toBe('$0.50');
    expect(build({ ...intents, unit: 'cost' }, { format: { currency: 'INR' } }).tooltip.valueFormatter(3)).toBe('₹3.00');
  });

  it('colours series from the configured list, else by the 9 classes of the theme in force', () => {
    expect(build(intents, { colours: ['#123456'] }).color).toEqual(['#123456']);
    const name = intents.series[0]!.name;
    expect(build(intents).color).toEqual([light.classColours[colourClassOf(name)]]);
    const inDark = build(intents, { theme: dark });
    expect(inDark.color).toEqual([dark.classColours[colourClassOf(name)]]);
    expect(inDark.color).not.toEqual(build(intents).color);
    expect(new Set(COLOUR_CLASSES.map((colourClass) => light.classColours[colourClass])).size).toBe(9);
  });

  it('takes text and tooltip colours from the theme, so both themes read', () => {
    expect(build(intents).xAxis.axisLabel.color).toBe(light.textSecondary);
    const inDark = build(intents, { theme: dark });
    expect(inDark.legend.textStyle.color).toBe(dark.text);
    expect(inDark.tooltip.backgroundColor).toBe(dark.tooltipBackground);
    expect(dark.text).not.toBe(light.text);
  });

  it('builds pie, sankey and heatmap series from their data', () => {
    const pie = build({ kind: 'pie', categoryTitle: 'Outcome', valueTitle: 'Conversations', unit: 'count', slices: [{ name: 'Bot only', value: 7 }, { name: 'Handed over', value: 3 }] });
    expect(pie.series[0]).toMatchObject({ type: 'pie', data: [{ name: 'Bot only', value: 7 }, { name: 'Handed over', value: 3 }] });
    // At 390 px the share sits inside the slice (names outside the ring would run off the edge).
    const narrowPie = build({ kind: 'pie', categoryTitle: 'Outcome', valueTitle: 'n', unit: 'count', slices: [{ name: 'Bot only', value: 7 }] }, { viewportWidth: 390 });
    expect(narrowPie.series[0]).toMatchObject({ label: { position: 'inside' } });
    const sankey = build({ kind: 'sankey', unit: 'count', nodes: ['Start', 'Order status'], links: [{ source: 'Start', target: 'Order status', value: 5 }] });
    expect(sankey.series[0]).toMatchObject({ type: 'sankey', data: [{ name: 'Start' }, { name: 'Order status' }], links: [{ source: 'Start', target: 'Order status', value: 5 }] });
    const heatmap = build({ kind: 'heatmap', unit: 'percent', rowTitle: 'Cohort', rows: ['A', 'B'], columns: ['W0', 'W1'], values: [[100, 40], [100, null]] });
    expect(heatmap.series[0]).toMatchObject({ type: 'heatmap', data: [[0, 0, 100], [1, 0, 40], [0, 1, 100], [1, 1, '-']] });
  });

  it('steps a time axis in readable units and a count axis in whole numbers', () => {
    expect([secondsInterval(0), secondsInterval(40), secondsInterval(350), secondsInterval(1500), secondsInterval(20_000)]).toEqual([undefined, 10, 60, 300, 3600]);
    const times = build({ ...intents, kind: 'line', unit: 'seconds', series: [{ name: 'Wait', values: [45, 350] }] }) as unknown as { yAxis: { interval?: number } };
    expect(times.yAxis.interval).toBe(60);
    const counts = build({ ...intents, unit: 'count' }) as unknown as { yAxis: { minInterval?: number } };
    expect(counts.yAxis.minInterval).toBe(1);
  });
});
