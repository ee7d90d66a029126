/** A click on a chart becomes the point the page drills down with. */
import { describe, expect, it } from 'vitest';
import type { ChartData } from '@/features/analytics/report-kit/model/chart-data';
import { pointAt, pointFromClick } from '@/features/analytics/report-kit/model/chart-point';

const bars: ChartData = { kind: 'bar', categoryTitle: 'Day', categories: ['2026-11-26', '2026-11-27'], series: [{ name: 'website', values: [4, 6] }, { name: 'wa', values: [1, 2] }], unit: 'count' };

describe('chart click → drill-down point', () => {
  it('names the category, series and value of a bar or line point', () => {
    expect(pointFromClick(bars, { componentType: 'series', seriesIndex: 1, dataIndex: 1 }))
      .toEqual({ kind: 'category', category: '2026-11-27', categoryIndex: 1, series: 'wa', value: 2 });
  });

  it('names a pie slice, a sankey link or node, and a heatmap cell', () => {
    expect(pointFromClick({ kind: 'pie', categoryTitle: 'Outcome', valueTitle: 'n', unit: 'count', slices: [{ name: 'Bot only', value: 7 }] }, { componentType: 'series', dataIndex: 0 }))
      .toEqual({ kind: 'slice', category: 'Bot only', value: 7 });
    const flow: ChartData = { kind: 'sankey', unit: 'count', nodes: ['Start', 'Order', 'Drop-off'], links: [{ source: 'Start', target: 'Order', value: 5 }, { source: 'Order', target: 'Drop-off', value: 2 }] };
    expect(pointFromClick(flow, { componentType: 'series', dataType: 'edge', dataIndex: 1 })).toEqual({ kind: 'link', source: 'Order', target: 'Drop-off', value: 2 });
    expect(pointFromClick(flow, { componentType: 'series', dataType: 'node', dataIndex: 1 })).toEqual({ kind: 'node', node: 'Order', value: 5 });
    const cohorts: ChartData = { kind: 'heatmap', unit: 'percent', rowTitle: 'Cohort', rows: ['A', 'B'], columns: ['W0', 'W1'], values: [[100, 40], [100, null]] };
    expect(pointFromClick(cohorts, { componentType: 'series', dataIndex: 1, data: [1, 0, 40] })).toEqual({ kind: 'cell', row: 'A', column: 'W1', value: 40 });
  });

  it('ignores clicks on the legend, axes or outside the data', () => {
    expect(pointFromClick(bars, { componentType: 'legend', dataIndex: 0 })).toBeNull();
    expect(pointFromClick(bars, { componentType: 'series', seriesIndex: 0, dataIndex: 9 })).toBeNull();
  });
});

describe('table cell → drill-down point', () => {
  it('maps a value cell to the same point a click on the chart gives', () => {
    expect(pointAt(bars, 1, 2)).toEqual(pointFromClick(bars, { componentType: 'series', seriesIndex: 1, dataIndex: 1 }));
    expect(pointAt(bars, 0, 0)).toBeNull();
    const cohorts: ChartData = { kind: 'heatmap', unit: 'percent', rowTitle: 'Cohort', rows: ['A'], columns: ['W0', 'W1'], values: [[100, 40]] };
    expect(pointAt(cohorts, 0, 2)).toEqual({ kind: 'cell', row: 'A', column: 'W1', value: 40 });
    const flow: ChartData = { kind: 'sankey', unit: 'count', nodes: ['Start', 'Order'], links: [{ source: 'Start', target: 'Order', value: 5 }] };
    expect(pointAt(flow, 0, 2)).toEqual({ kind: 'link', source: 'Start', target: 'Order', value: 5 });
    expect(pointAt(flow, 0, 1)).toBeNull();
  });
});
