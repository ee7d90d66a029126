/**
 * The KPI report's per-agent columns over the range (kpi-agent-table.tsx): each a contracts metric listing the agent's
 * conversations behind it. Transfers (moves, not conversations) stay on the live chat report's by-agent table: with
 * them the columns did not fit beside the menu at 1280 px.
 */
import type { KpiData } from '@switchboard/contracts/analytics/kpi.schemas';
import type { DrillMetric, MetricKey } from '@switchboard/contracts/analytics/metrics';

type AgentRow = KpiData['byAgent'][number];

export interface KpiAgentMeasure {
  metric: MetricKey;
  field: keyof AgentRow & ('handovers' | 'answeredWithinTargetRate' | 'queueWaitMs' | 'firstResponseMs' | 'handlingMs' | 'resolved' | 'satisfaction');
  /** The agent's conversations behind it. */
  drill: DrillMetric;
}

export const KPI_AGENT_MEASURES: readonly KpiAgentMeasure[] = [
  { metric: 'handovers', field: 'handovers', drill: 'handedOver' },
  { metric: 'answeredWithinTarget', field: 'answeredWithinTargetRate', drill: 'answeredWithinTarget' },
  { metric: 'queueWait', field: 'queueWaitMs', drill: 'accepted' },
  { metric: 'firstResponseTime', field: 'firstResponseMs', drill: 'responded' },
  { metric: 'handlingTime', field: 'handlingMs', drill: 'handled' },
  { metric: 'resolutions', field: 'resolved', drill: 'resolved' },
  { metric: 'satisfaction', field: 'satisfaction', drill: 'satisfied' },
];
