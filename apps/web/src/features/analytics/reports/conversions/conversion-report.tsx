/**
 * /analytics/conversions (issue 24, §2, §9 default range 7 days): a funnel of bot events the member chooses, in
 * order — conversations reaching each step (after the steps before it), the step-to-step conversion and the
 * drop-off. The steps live in the URL (`steps`, event ids) beside the filter, so a funnel can be shared.
 */
import { Alert, Flex, Select } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ANALYTICS_PATHS, FUNNEL_MAX_STEPS } from '@switchboard/contracts/analytics/analytics.schemas';
import { conversionDataSchema } from '@switchboard/contracts/analytics/event-report.schemas';
import { ReportFilterBarWithDimensions } from '@/features/analytics/report-kit/components/report-filter-bar-with-dimensions';
import { ReportSection, sectionState } from '@/features/analytics/report-kit/components/report-section';
import { useReport } from '@/features/analytics/report-kit/hooks/use-report';
import { useReportFilter } from '@/features/analytics/report-kit/hooks/use-report-filter';
import type { ChartPoint } from '@/features/analytics/report-kit/model/chart-data';
import { ChartSection } from '@/features/analytics/reports/shared/chart-section';
import { KpiGrid } from '@/features/analytics/reports/shared/kpi-grid';
import { MetricKpi } from '@/features/analytics/reports/shared/metric-kpi';
import { ReportLayout } from '@/features/analytics/reports/shared/report-layout';
import { useDrillDown } from '@/features/analytics/reports/shared/use-drill-down';
import { FUNNEL_TITLE, funnelChart, funnelPointDrill, stepDrill, stepsFromSearch } from './funnel-model';
import { FunnelTable } from './funnel-table';

const REPORT = 'conversions';
export const CONVERSION_TEXTS = {
  steps: 'Funnel steps',
  choose: `Choose the events of the funnel in order (up to ${FUNNEL_MAX_STEPS})`,
  noEvents: 'No bot events yet: add them under Bot builder → Events and record them with an event node in a workflow.',
  table: 'Steps',
} as const;

export function ConversionReport({ title }: { title?: ReactNode }) {
  const [filter, setFilter] = useReportFilter({ kind: 'conversion' });
  const [search, setSearch] = useSearchParams();
  const steps = stepsFromSearch(search.get('steps'));
  const query = useReport({ path: ANALYTICS_PATHS.conversionFunnel, schema: conversionDataSchema, filter, extra: { steps } });
  const open = useDrillDown();
  const data = query.data;
  const retry = () => void query.refetch();
  const chosen = data && data.steps.length > 0 ? data : null;
  const state = sectionState(query, !chosen || chosen.steps[0]!.conversations === 0);
  const setSteps = (next: string[]) => setSearch((current) => {
    const updated = new URLSearchParams(current);
    if (next.length > 0) updated.set('steps', next.join(','));
    else updated.delete('steps');
    return updated;
  });
  const onPoint = (point: ChartPoint) => {
    const target = chosen ? funnelPointDrill(chosen, filter, point) : null;
    if (target) open(target.drill, target.by);
  };
  const last = chosen ? chosen.steps.length - 1 : -1;

  return (
    <ReportLayout title={title} error={query.error} onRetry={retry}
      filterBar={(
        <Flex vertical gap={8}>
          <ReportFilterBarWithDimensions value={filter} onChange={setFilter} granularities={[]} channels />
          <Select<string[]> mode="multiple" aria-label={CONVERSION_TEXTS.steps} placeholder={CONVERSION_TEXTS.choose} value={steps}
            maxCount={FUNNEL_MAX_STEPS} loading={query.isPending} style={{ width: '100%' }} showSearch={{ optionFilterProp: 'label' }}
            options={(data?.events ?? []).map((event) => ({ value: event.eventId, label: `${event.name} (${event.eventType})` }))}
            onChange={setSteps} />
        </Flex>
      )}>
      {data && data.events.length === 0 && <Alert type="info" showIcon title={CONVERSION_TEXTS.noEvents} />}
      {data && steps.length === 0 && data.events.length > 0 && <Alert type="info" showIcon title={CONVERSION_TEXTS.choose} />}
      {chosen && (
        <KpiGrid label="Conversion">
          <MetricKpi metric="funnelReached" value={chosen.steps[0]!.conversations} loading={false} drill={stepDrill(chosen, filter, 0)?.drill ?? null} />
          <MetricKpi metric="funnelConversion" value={chosen.steps[last]!.conversionFromFirst} loading={false} drill={stepDrill(chosen, filter, last)?.drill ?? null} />
        </KpiGrid>
      )}
      {steps.length > 0 && (
        <>
          <ChartSection report={REPORT} title={FUNNEL_TITLE} label="Conversations reaching each step of the funnel and dropping off before it"
            state={state} filter={filter} onRetry={retry} onPointClick={onPoint} data={chosen ? funnelChart(chosen) : null} />
          <ReportSection title={CONVERSION_TEXTS.table} state={state} height={120} onRetry={retry}>
            {chosen && <FunnelTable data={chosen} filter={filter} />}
          </ReportSection>
        </>
      )}
    </ReportLayout>
  );
}
