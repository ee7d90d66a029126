/**
 * usages' charts (issue 24): new and returning customers per bucket (stacked, so a bar's height is the unique
 * customers), and the weekly retention cohorts as a heatmap of percentages.
 */
import type { AnalyticsDrillDown, RetentionCohortsData, UserEngagementData } from '@switchboard/contracts/analytics/analytics.schemas';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { GRANULARITY_LABELS } from '@/features/analytics/report-kit/components/report-filter-bar';
import { bucketLabel } from '@/features/analytics/report-kit/model/bucket-label';
import type { CategoryChartData, ChartPoint, HeatmapChartData } from '@/features/analytics/report-kit/model/chart-data';
import { drillFor } from '@/features/analytics/reports/shared/drill-scope';

export const USAGES_CHARTS = { customers: 'New and returning customers', retention: 'Weekly retention of new customers' } as const;

const CUSTOMER_SERIES = { 'New customers': 'newCustomers', 'Returning customers': 'returningCustomers' } as const;

export function customersChart(data: UserEngagementData, filter: ReportFilter): CategoryChartData {
  return {
    kind: 'stackedBar', unit: 'count', categoryTitle: GRANULARITY_LABELS[filter.granularity],
    categories: data.series.map((point) => bucketLabel(point.bucket, filter.granularity)),
    series: Object.entries(CUSTOMER_SERIES).map(([name, field]) => ({ name, values: data.series.map((point) => point[field]) })),
  };
}

export function customersDrill(data: UserEngagementData, filter: ReportFilter, point: ChartPoint): AnalyticsDrillDown | null {
  if (point.kind !== 'category') return null;
  const bucket = data.series[point.categoryIndex];
  const metric = CUSTOMER_SERIES[point.series as keyof typeof CUSTOMER_SERIES];
  return bucket && metric ? drillFor(metric, bucket, filter) : null;
}

export const cohortLabel = (cohort: string) => bucketLabel(cohort, 'week');

/**
 * A retention cell's conversations: the cohort's customers back in week `week` after it (each one's first conversation
 * of that week). The week's bounds are those of the row `week` places later (every week of the range is a row); past
 * the range there is none, and no drill-down.
 */
export function retainedDrill(data: RetentionCohortsData, filter: ReportFilter, cohortIndex: number, week: number): AnalyticsDrillDown | null {
  const cohort = data.cohortsData[cohortIndex];
  const later = data.cohortsData[cohortIndex + week];
  if (!cohort || !later || cohort.retained[week] === undefined) return null;
  return { ...drillFor('retained', later, filter), cohortFrom: cohort.from, cohortTo: cohort.to };
}

/** A heatmap cell's drill-down: its percentage's numerator, the customers back that week. */
export function retentionCellDrill(data: RetentionCohortsData, filter: ReportFilter, point: ChartPoint): AnalyticsDrillDown | null {
  if (point.kind !== 'cell') return null;
  const cohortIndex = data.cohortsData.findIndex((row) => cohortLabel(row.cohort) === point.row);
  const week = data.cohortsColumns.indexOf(point.column);
  return cohortIndex < 0 || week < 0 ? null : retainedDrill(data, filter, cohortIndex, week);
}

/** Rows are cohorts, columns weeks after; a week not reached yet has no value (null), not 0 %. */
export function retentionChart(data: RetentionCohortsData): HeatmapChartData {
  return {
    kind: 'heatmap', unit: 'percent', rowTitle: 'Cohort',
    rows: data.cohortsData.map((row) => cohortLabel(row.cohort)),
    columns: data.cohortsColumns,
    values: data.cohortsData.map((row) => data.cohortsColumns.map((_, week) => row.retentionPercent[week] ?? null)),
  };
}
