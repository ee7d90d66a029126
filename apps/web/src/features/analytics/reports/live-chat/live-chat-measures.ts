/** The live chat report's measures: the KPIs in order (live-chat-report.tsx) and, those that list conversations, the by-agent and by-group columns (live-chat-table.tsx). */
import type { LiveChatCounts } from '@switchboard/contracts/analytics/analytics.schemas';
import type { DrillMetric, MetricKey } from '@switchboard/contracts/analytics/metrics';

export interface LiveChatMeasure {
  metric: MetricKey;
  /** The field of the answer holding it. */
  field: keyof LiveChatCounts;
  /** The conversations it lists; none for a count of moves (transfers). */
  drill?: DrillMetric;
}

export const LIVE_CHAT_MEASURES: readonly LiveChatMeasure[] = [
  { metric: 'handovers', field: 'handovers', drill: 'handedOver' },
  { metric: 'queueWait', field: 'queueWaitMs', drill: 'accepted' },
  { metric: 'firstResponseTime', field: 'firstResponseMs', drill: 'responded' },
  { metric: 'handlingTime', field: 'handlingMs', drill: 'handled' },
  { metric: 'handlingLong', field: 'handlingLong', drill: 'handlingLong' },
  { metric: 'handlingCritical', field: 'handlingCritical', drill: 'handlingCritical' },
  { metric: 'resolutions', field: 'resolved', drill: 'resolved' },
  { metric: 'transfers', field: 'transfers' },
  { metric: 'transferredChats', field: 'transferred', drill: 'transferred' },
  { metric: 'satisfaction', field: 'satisfaction', drill: 'satisfied' },
];
