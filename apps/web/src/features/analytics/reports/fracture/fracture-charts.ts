/**
 * fracture's chart and table export (issue 24): the bot messages after which conversations break. A bar is the
 * conversations of one kind of break after one bot message; a click lists them (the drill-down's `step` is the
 * bot message's key).
 */
import type { AnalyticsDrillDown } from '@switchboard/contracts/analytics/analytics.schemas';
import type { FractureData, FractureRow } from '@switchboard/contracts/analytics/fracture.schemas';
import { METRICS, type DrillMetric } from '@switchboard/contracts/analytics/metrics';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import type { CategoryChartData, ChartPoint } from '@/features/analytics/report-kit/model/chart-data';
import { drillFor } from '@/features/analytics/reports/shared/drill-scope';

export const FRACTURE_CHARTS = { top: 'Where conversations break', table: 'Bot messages by breaks' } as const;
/** Bars drawn: the most-broken messages (the table lists them all). */
export const FRACTURE_CHART_ROWS = 10;

/** The three kinds of break, as series: name, the row's count, its drill metric. */
export const BREAK_KINDS = [
  { name: METRICS.fractureAbandoned.name, field: 'abandoned', share: 'abandonedShare', metric: 'fractureAbandoned' },
  { name: METRICS.fractureHandover.name, field: 'handedOver', share: 'handoverShare', metric: 'fractureHandover' },
  { name: METRICS.fractureFallback.name, field: 'fallback', share: 'fallbackShare', metric: 'fractureFallback' },
] as const satisfies ReadonlyArray<{ name: string; field: keyof FractureRow; share: keyof FractureRow; metric: DrillMetric }>;

/** The bot message in a few words, for the drill-down banner and the axis. */
export const shortText = (text: string, length = 60) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

export function topChart(data: FractureData): CategoryChartData {
  const rows = data.rows.slice(0, FRACTURE_CHART_ROWS);
  return {
    kind: 'bar', unit: 'count', horizontal: true, categoryTitle: 'Bot message', categories: rows.map((row) => shortText(row.text)),
    series: BREAK_KINDS.map((kind) => ({ name: kind.name, values: rows.map((row) => row[kind.field]) })),
  };
}

/** Every row as the export writes it (counts, and shares in %). */
export function tableExport(data: FractureData): CategoryChartData {
  const column = (name: string, pick: (row: FractureRow) => number) => ({ name, values: data.rows.map(pick) });
  return {
    kind: 'bar', unit: 'count', categoryTitle: 'Bot message', categories: data.rows.map((row) => row.text),
    series: [
      column(METRICS.fractureReached.name, (row) => row.reached), column(METRICS.fractureBreaks.name, (row) => row.breaks),
      column(`${METRICS.fractureShare.name} (%)`, (row) => row.share),
      ...BREAK_KINDS.flatMap((kind) => [column(kind.name, (row) => row[kind.field]), column(`${kind.name} share (%)`, (row) => row[kind.share])]),
    ],
  };
}

export const byOf = (row: FractureRow) => `Bot message: ${shortText(row.text)}`;

export function rowDrill(data: FractureData, filter: ReportFilter, row: FractureRow, metric: DrillMetric): AnalyticsDrillDown {
  return { ...drillFor(metric, data.range, filter), step: row.step };
}

/** A bar of the chart: that bot message's conversations of that kind of break. */
export function topDrill(data: FractureData, filter: ReportFilter, point: ChartPoint): { drill: AnalyticsDrillDown; by: string } | null {
  if (point.kind !== 'category') return null;
  const row = data.rows[point.categoryIndex];
  const kind = BREAK_KINDS.find((candidate) => candidate.name === point.series);
  return row && kind ? { drill: rowDrill(data, filter, row, kind.metric), by: byOf(row) } : null;
}
