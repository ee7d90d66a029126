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

/** The point behind a value cell of the chart's table view (row and column of toExportTable, column 0 being the label). */
export function pointAt(data: ChartData, row: number, column: number): ChartPoint | null {
  if (column < 1) return null;
  switch (data.kind) {
    case 'pie': {
      const slice = data.slices[row];
      return slice && column === 1 ? { kind: 'slice', category: slice.name, value: slice.value } : null;
    }
    case 'sankey': {
      const link = data.links[row];
      return link && column === 2 ? { kind: 'link', source: link.source, target: link.target, value: link.value } : null;
    }
    case 'heatmap': {
      const rowName = data.rows[row];
      const columnName = data.columns[column - 1];
      return rowName !== undefined && columnName !== undefined ? { kind: 'cell', row: rowName, column: columnName, value: data.values[row]?.[column - 1] ?? null } : null;
    }
    default: {
      const category = data.categories[row];
      const series = data.series[column - 1];
      return category !== undefined && series ? { kind: 'category', category, categoryIndex: row, series: series.name, value: series.values[row] ?? null } : null;
    }
  }
}
