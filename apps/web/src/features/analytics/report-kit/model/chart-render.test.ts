/**
 * The built options really draw with the parts echarts-runtime.ts and echarts-extras.ts register: echarts' server-side SVG rendering (no
 * canvas in Node) draws each chart kind, and echarts says nothing (it warns on a series or component not registered).
 */
import { theme } from 'antd';
import { SVGRenderer } from 'echarts/renderers';
import { init, use as register } from 'echarts/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChartData } from '@/features/analytics/report-kit/model/chart-data';
import { buildChartOption } from '@/features/analytics/report-kit/model/chart-options';
import { chartThemeFromToken, type ThemeTokenLike } from '@/features/analytics/report-kit/model/chart-theme';

const chartTheme = chartThemeFromToken(theme.getDesignToken({ algorithm: theme.darkAlgorithm }) as unknown as ThemeTokenLike);

const CHARTS: ChartData[] = [
  { kind: 'line', categoryTitle: 'Hour', categories: ['2026-11-27 09:00', '2026-11-27 10:00'], series: [{ name: 'website', values: [3, 5] }, { name: 'wa', values: [1, null] }], unit: 'count' },
  { kind: 'stackedBar', categoryTitle: 'Day', categories: ['2026-11-26', '2026-11-27'], series: [{ name: 'Bot only', values: [7, 8] }, { name: 'Handed over', values: [3, 2] }], unit: 'count' },
  { kind: 'histogram', categoryTitle: 'First response', categories: ['0–30 s', '30–60 s', '60–120 s'], series: [{ name: 'Chats', values: [10, 4, 1] }], unit: 'count' },
  { kind: 'bar', horizontal: true, categoryTitle: 'Intent', categories: ['Where is my order and when will it arrive'], series: [{ name: 'Fallback rate', values: [12.5] }], unit: 'percent' },
  { kind: 'pie', categoryTitle: 'Outcome', valueTitle: 'Cost', unit: 'cost', slices: [{ name: 'Answered', value: 1.25 }, { name: 'Not answered', value: 0.5 }] },
  { kind: 'sankey', unit: 'count', nodes: ['Start', 'Order status', 'Drop-off'], links: [{ source: 'Start', target: 'Order status', value: 5 }, { source: 'Order status', target: 'Drop-off', value: 2 }] },
  { kind: 'heatmap', unit: 'percent', rowTitle: 'Cohort', rows: ['Week of 2026-11-02', 'Week of 2026-11-09'], columns: ['Week 0', 'Week 1'], values: [[100, 40], [100, null]] },
];

beforeAll(async () => {
  await import('@/features/analytics/report-kit/components/echarts-runtime');
  await import('@/features/analytics/report-kit/components/echarts-extras');
  register([SVGRenderer]);
});
afterEach(() => vi.restoreAllMocks());

describe('report charts drawn by echarts', () => {
  it.each(CHARTS.map((data) => [data.kind, data] as const))('draws a %s chart without a warning', (_, data) => {
    const said = ['log', 'warn', 'error'].map((method) => vi.spyOn(console, method as 'log' | 'warn' | 'error'));
    const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 390, height: 320 });
    chart.setOption(buildChartOption(data, { theme: chartTheme, viewportWidth: 390 }));
    const svg = chart.renderToSVGString();
    chart.dispose();
    for (const spy of said) expect(spy).not.toHaveBeenCalled();
    expect(svg).toContain('<svg');
    expect(svg).toContain('<path');
  });

  it('writes the split labels and the units into the drawing', () => {
    const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 390, height: 320 });
    chart.setOption(buildChartOption(CHARTS[3]!, { theme: chartTheme, viewportWidth: 390 }), { lazyUpdate: false });
    const svg = chart.renderToSVGString();
    chart.dispose();
    // 15 characters a line under 786 px: "Where is my", "order and when", …
    expect(svg).toContain('>Where is my<');
    expect(svg).toContain('>order and when<');
    expect(svg).toMatch(/>\d+%</);
  });
});
