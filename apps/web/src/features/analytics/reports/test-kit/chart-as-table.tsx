/**
 * Stands in for ReportChart in jsdom (no canvas there): the chart's own table view, whose numbers are buttons that
 * drill down with the same ChartPoint a click on the drawn chart gives (report-kit's chart-data-table).
 */
import { ChartDataTable } from '@/features/analytics/report-kit/components/chart-data-table';
import type { ReportChartProps } from '@/features/analytics/report-kit/components/report-chart';

export function ReportChart({ data, label, onPointClick }: ReportChartProps) {
  return <ChartDataTable data={data} label={label} height={300} {...(onPointClick ? { onPointClick } : {})} />;
}
