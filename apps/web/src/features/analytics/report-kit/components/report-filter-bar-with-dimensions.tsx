/**
 * The report filter bar with the brand's groups and agents as selects: for the reports whose conversations carry both
 * (their facts and buckets filter by group_id and agent_id, and every drill-down carries the choice).
 */
import { ReportFilterBar, type ReportFilterBarProps } from '@/features/analytics/report-kit/components/report-filter-bar';
import { useFilterOptions } from '@/features/analytics/report-kit/hooks/use-filter-options';

export function ReportFilterBarWithDimensions(props: Omit<ReportFilterBarProps, 'groups' | 'agents'>) {
  const options = useFilterOptions();
  return <ReportFilterBar {...props} {...options} />;
}
