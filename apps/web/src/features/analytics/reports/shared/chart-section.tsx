/**
 * One chart of a report in its section: loading, empty and error states, the Export menu (CSV/XLSX of the chart's
 * own rows, PNG of the drawn chart), and clicks on points handed to the page's drill-down.
 */
import { useState, type ReactNode } from 'react';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { ReportChart, type ReportChartHandle } from '@/features/analytics/report-kit/components/report-chart';
import { ReportSection, type SectionState } from '@/features/analytics/report-kit/components/report-section';
import type { ChartData, ChartPoint } from '@/features/analytics/report-kit/model/chart-data';

export interface ChartSectionProps {
  /** The report's path name (chatlog, livechat…), for export file names. */
  report: string;
  title: string;
  /** Names the chart for screen readers. */
  label: string;
  state: SectionState;
  data: ChartData | null;
  filter: ReportFilter;
  onRetry: () => void;
  onPointClick?: (point: ChartPoint) => void;
  height?: number;
  /** The section's own controls beside Export (sessionflow's number of steps). */
  extra?: ReactNode;
}

export function ChartSection({ report, title, label, state, data, filter, onRetry, onPointClick, height = 320, extra }: ChartSectionProps) {
  // The handle in state (a callback ref): the Export menu's PNG reads the chart drawn now.
  const [chart, setChart] = useState<ReportChartHandle | null>(null);
  const png = () => chart?.toPng() ?? null;
  const exportSource = data ? { report, title, data, filter, png } : undefined;
  return (
    <ReportSection title={title} state={data ? state : state === 'ready' ? 'empty' : state} height={height} onRetry={onRetry} extra={extra}
      {...(exportSource ? { exportSource } : {})}>
      {data && <ReportChart ref={setChart} data={data} label={label} height={height} {...(onPointClick ? { onPointClick } : {})} />}
    </ReportSection>
  );
}
