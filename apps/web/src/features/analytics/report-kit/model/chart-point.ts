/** A click on the chart as a ChartPoint the page can drill down with (issue 24: every number drills down). */
import type { ChartData, ChartPoint } from '@/features/analytics/report-kit/model/chart-data';

/** The fields of an echarts click event read here. */
export interface ChartClickEvent {
  componentType?: string;
  seriesIndex?: number;
  dataIndex?: number;
  dataType?: string;
  name?: string;
  data?: unknown;
}

export function pointFromClick(data: ChartData, event: ChartClickEvent): ChartPoint | null {
  if (event.componentType !== 'series' || event.dataIndex === undefined) return null;
  const index = event.dataIndex;
  switch (data.kind) {
    case 'pie': {
      const slice = data.slices[index];
      return slice ? { kind: 'slice', category: slice.name, value: slice.value } : null;
    }
    case 'sankey': {
      if (event.dataType === 'edge') {
        const link = data.links[index];
        return link ? { kind: 'link', source: link.source, target: link.target, value: link.value } : null;
      }
      const node = data.nodes[index];
      if (node === undefined) return null;
      const value = Math.max(
        data.links.filter((link) => link.target === node).reduce((sum, link) => sum + link.value, 0),
        data.links.filter((link) => link.source === node).reduce((sum, link) => sum + link.value, 0),
      );
      return { kind: 'node', node, value };
    }
    case 'heatmap': {
      const [x, y] = Array.isArray(event.data) ? (event.data as number[]) : [];
      const row = y === undefined ? undefined : data.rows[y];
      const column = x === undefined ? undefined : data.columns[x];
      if (row === undefined || column === undefined || x === undefined || y === undefined) return null;
      return { kind: 'cell', row, column, value: data.values[y]?.[x] ?? null };
    }
    default: {
      const series = data.series[event.seriesIndex ?? 0];
      const category = data.categories[index];
      if (!series || category === undefined) return null;
      return { kind: 'category', category, categoryIndex: index, series: series.name, value: series.values[index] ?? null };
    }
  }
}
