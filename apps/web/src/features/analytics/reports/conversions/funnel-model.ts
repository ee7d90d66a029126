/**
 * The conversion funnel's chart and drill-downs (issue 24, /analytics/conversions): per step, the conversations that
 * reached it and those that dropped off before it. Step n lists the conversations that recorded steps 1…n in order;
 * its drop-off those that recorded steps 1…n−1 in order and not step n after them.
 */
import type { AnalyticsDrillDown } from '@switchboard/contracts/analytics/analytics.schemas';
import type { ConversionData } from '@switchboard/contracts/analytics/event-report.schemas';
import { METRICS } from '@switchboard/contracts/analytics/metrics';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import type { CategoryChartData, ChartPoint } from '@/features/analytics/report-kit/model/chart-data';

export const FUNNEL_TITLE = 'Funnel';
export const REACHED = METRICS.funnelReached.name;
export const DROP_OFF = METRICS.funnelDropOff.name;

/** The steps as the URL holds them: event ids, comma-separated, in order. */
export const stepsFromSearch = (value: string | null): string[] => (value ? value.split(',').filter((id) => id.length > 0) : []);

export function funnelChart(data: ConversionData): CategoryChartData {
  return {
    kind: 'stackedBar', unit: 'count', categoryTitle: 'Step',
    categories: data.steps.map((step, index) => `${index + 1}. ${step.name}`),
    series: [
      { name: REACHED, values: data.steps.map((step) => step.conversations) },
      { name: DROP_OFF, values: data.steps.map((step, index) => (index === 0 ? null : step.dropOff)) },
    ],
  };
}

export interface StepDrill { drill: AnalyticsDrillDown; by: string }

/** Step `index`'s conversations (or its drop-off) over the report's range and channel. */
export function stepDrill(data: ConversionData, filter: ReportFilter, index: number, dropOff = false): StepDrill | null {
  const steps = data.steps.slice(0, index + 1);
  if (steps.length === 0 || (dropOff && index === 0)) return null;
  const path = steps.map((step) => step.name).join(' → ');
  return {
    drill: {
      metric: 'events', from: data.range.from, to: data.range.to, events: steps.map((step) => step.eventId),
      ...(dropOff ? { dropOff: true } : {}),
      ...(filter.channel ? { channel: filter.channel } : {}),
      ...(filter.groupId ? { groupId: filter.groupId } : {}),
      ...(filter.agentId ? { agentId: filter.agentId } : {}),
    },
    by: dropOff ? `Funnel: ${steps.slice(0, -1).map((step) => step.name).join(' → ')}, not then ${steps.at(-1)!.name}` : `Funnel: ${path}`,
  };
}

export function funnelPointDrill(data: ConversionData, filter: ReportFilter, point: ChartPoint): StepDrill | null {
  if (point.kind !== 'category') return null;
  return stepDrill(data, filter, point.categoryIndex, point.series === DROP_OFF);
}
