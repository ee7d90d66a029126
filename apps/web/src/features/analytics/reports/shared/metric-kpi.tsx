/** A KPI card of a contracts metric: its name, number and formula as defined once, and its drill-down when it has one. */
import type { AnalyticsDrillDown } from '@switchboard/contracts/analytics/analytics.schemas';
import { METRICS, type MetricKey } from '@switchboard/contracts/analytics/metrics';
import { KpiCard } from '@/features/analytics/report-kit/components/kpi-card';
import { metricUnit, metricValue } from '@/features/analytics/reports/shared/metric-value';
import { useDrillDown } from '@/features/analytics/reports/shared/use-drill-down';

export interface MetricKpiProps {
  metric: MetricKey;
  /** In the metric's own unit (ms for times). */
  value: number | null | undefined;
  loading: boolean;
  /** The conversations behind the number; none for numbers that are not about a set of conversations. */
  drill?: AnalyticsDrillDown | null;
}

export function MetricKpi({ metric, value, loading, drill }: MetricKpiProps) {
  const open = useDrillDown();
  const definition = METRICS[metric];
  return (
    <KpiCard title={definition.name} value={metricValue(metric, value)} unit={metricUnit(metric)} formula={definition.formula} loading={loading}
      {...(drill ? { onClick: () => open(drill) } : {})} />
  );
}
