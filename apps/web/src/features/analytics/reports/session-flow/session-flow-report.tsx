/**
 * /analytics/sessionflow (issue 24): a Sankey of the first steps of conversations — per step the intent the bot
 * recognised (or not understood), the few most frequent per step and Other, and a drop-off for conversations that
 * ended there. Exports the links (CSV/XLSX) and the drawn diagram (PNG).
 */
import { Select } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import { SESSION_FLOW_STEPS, sessionFlowDataSchema } from '@switchboard/contracts/analytics/sessionflow.schemas';
import { ReportFilterBarWithDimensions } from '@/features/analytics/report-kit/components/report-filter-bar-with-dimensions';
import { sectionState } from '@/features/analytics/report-kit/components/report-section';
import { useReport } from '@/features/analytics/report-kit/hooks/use-report';
import { useReportFilter } from '@/features/analytics/report-kit/hooks/use-report-filter';
import type { ChartPoint } from '@/features/analytics/report-kit/model/chart-data';
import { flowChart, flowDrill, SESSION_FLOW_CHART } from '@/features/analytics/reports/session-flow/session-flow-charts';
import { ChartSection } from '@/features/analytics/reports/shared/chart-section';
import { drillFor } from '@/features/analytics/reports/shared/drill-scope';
import { KpiGrid } from '@/features/analytics/reports/shared/kpi-grid';
import { MetricKpi } from '@/features/analytics/reports/shared/metric-kpi';
import { ReportLayout } from '@/features/analytics/reports/shared/report-layout';
import { useDrillDown } from '@/features/analytics/reports/shared/use-drill-down';

const REPORT = 'sessionflow';
const STEP_CHOICES = Array.from({ length: SESSION_FLOW_STEPS.max - SESSION_FLOW_STEPS.min + 1 }, (_, index) => SESSION_FLOW_STEPS.min + index);

/** The steps as the URL holds them (`?steps=6`, the request's field); anything but 2…6 is the default. */
export const flowStepsFromSearch = (value: string | null): number => {
  const steps = Number(value);
  return value !== null && STEP_CHOICES.includes(steps) ? steps : SESSION_FLOW_STEPS.default;
};

export function SessionFlowReport({ title }: { title?: ReactNode }) {
  const [filter, setFilter] = useReportFilter({ kind: 'chat' });
  // In the URL beside the filter, so reload, Back and a shared link keep the steps; each change is a history entry.
  const [search, setSearch] = useSearchParams();
  const steps = flowStepsFromSearch(search.get('steps'));
  const setSteps = (next: number) => setSearch((current) => {
    const updated = new URLSearchParams(current);
    if (next === SESSION_FLOW_STEPS.default) updated.delete('steps');
    else updated.set('steps', String(next));
    return updated;
  });
  const query = useReport({ path: ANALYTICS_PATHS.sessionFlow, schema: sessionFlowDataSchema, filter, extra: { steps } });
  const open = useDrillDown();
  const data = query.data;
  const retry = () => void query.refetch();
  const state = sectionState(query, !data || data.links.length === 0);
  const onPoint = (point: ChartPoint) => {
    const target = data ? flowDrill(data, filter, point) : null;
    if (target) open(target.drill, target.by);
  };
  const stepSelect = (
    <Select<number> aria-label="Steps shown" value={steps} style={{ width: 110 }} onChange={setSteps}
      options={STEP_CHOICES.map((count) => ({ value: count, label: `${count} steps` }))} />
  );

  return (
    <ReportLayout title={title} error={query.error} onRetry={retry}
      filterBar={<ReportFilterBarWithDimensions value={filter} onChange={setFilter} channels granularities={[]} />}>
      <KpiGrid label="Session flow">
        <MetricKpi metric="flowConversations" value={data?.conversations} loading={query.isPending}
          drill={data ? drillFor('botConversations', data.range, filter) : null} />
      </KpiGrid>
      <ChartSection report={REPORT} state={state} filter={filter} onRetry={retry} onPointClick={onPoint} height={420}
        title={SESSION_FLOW_CHART} label={`${SESSION_FLOW_CHART}: conversations from step to step over the first ${steps} customer messages the bot read`}
        data={data ? flowChart(data) : null} extra={stepSelect} />
    </ReportLayout>
  );
}
