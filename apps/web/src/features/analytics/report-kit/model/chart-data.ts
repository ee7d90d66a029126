/**
 * What a report chart shows, independent of echarts: the page maps its endpoint's response to one of these, the
 * option builder draws it and the exports write it, so a file always holds exactly what the chart shows.
 */
import type { ValueUnit } from '@/features/analytics/report-kit/model/value-format';

export interface ChartSeries {
  name: string;
  /** One value per category, in the categories' order; null where there is no value. */
  values: (number | null)[];
}

/** Buckets or categories along an axis: line, bar, stacked bar, histogram (bins as categories). */
export interface CategoryChartData {
  kind: 'line' | 'bar' | 'stackedBar' | 'histogram';
  /** What the categories are ("Day", "Agent", "First response"), the first column of an export. */
  categoryTitle: string;
  categories: string[];
  series: ChartSeries[];
  unit: ValueUnit;
  /** Bars along the vertical axis (long category names, e.g. intents). */
  horizontal?: boolean;
}

export interface PieChartData {
  kind: 'pie';
  categoryTitle: string;
  valueTitle: string;
  slices: { name: string; value: number }[];
  unit: ValueUnit;
}

export interface SankeyChartData {
  kind: 'sankey';
  nodes: string[];
  links: { source: string; target: string; value: number }[];
  unit: ValueUnit;
}

/** A grid of values (retention cohorts): rows by columns, coloured by value. */
export interface HeatmapChartData {
  kind: 'heatmap';
  rowTitle: string;
  rows: string[];
  columns: string[];
  /** values[row][column]; null where the cell has no value yet. */
  values: (number | null)[][];
  unit: ValueUnit;
}

export type ChartData = CategoryChartData | PieChartData | SankeyChartData | HeatmapChartData;
export type ChartKind = ChartData['kind'];

/** What a click on the chart points at, for the page's drill-down to /history. */
export type ChartPoint =
  | { kind: 'category'; category: string; categoryIndex: number; series: string; value: number | null }
  | { kind: 'slice'; category: string; value: number }
  | { kind: 'link'; source: string; target: string; value: number }
  | { kind: 'node'; node: string; value: number }
  | { kind: 'cell'; row: string; column: string; value: number | null };

export function isEmptyChart(data: ChartData): boolean {
  switch (data.kind) {
    case 'pie': return data.slices.length === 0;
    case 'sankey': return data.links.length === 0;
    case 'heatmap': return data.rows.length === 0 || data.columns.length === 0;
    default: return data.categories.length === 0 || data.series.length === 0;
  }
}
