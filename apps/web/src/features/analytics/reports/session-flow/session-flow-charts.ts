/**
 * sessionflow's Sankey (issue 24): nodes are step-qualified ("2. order_status"), links carry conversations. A click
 * on a node or a link lists its conversations (the drill-down's `step` is the path the server named it with).
 */
import type { AnalyticsDrillDown } from '@switchboard/contracts/analytics/analytics.schemas';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import type { SessionFlowData } from '@switchboard/contracts/analytics/sessionflow.schemas';
import type { ChartPoint, SankeyChartData } from '@/features/analytics/report-kit/model/chart-data';
import { drillFor } from '@/features/analytics/reports/shared/drill-scope';

export const SESSION_FLOW_CHART = 'Session flow';

export function flowChart(data: SessionFlowData): SankeyChartData {
  return {
    kind: 'sankey', unit: 'count', nodes: data.nodes.map((node) => node.name),
    links: data.links.map(({ source, target, value }) => ({ source, target, value })),
  };
}

export function flowDrill(data: SessionFlowData, filter: ReportFilter, point: ChartPoint): { drill: AnalyticsDrillDown; by: string } | null {
  const base = drillFor('sessionFlow', data.range, filter);
  if (point.kind === 'node') {
    const node = data.nodes.find((candidate) => candidate.name === point.node);
    return node ? { drill: { ...base, step: node.drill }, by: `Step ${node.name}` } : null;
  }
  if (point.kind === 'link') {
    const link = data.links.find((candidate) => candidate.source === point.source && candidate.target === point.target);
    return link ? { drill: { ...base, step: link.drill }, by: `Steps ${link.source} → ${link.target}` } : null;
  }
  return null;
}
