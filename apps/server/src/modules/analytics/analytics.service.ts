/**
 * The conversation reports of /analytics (issue 24): numbers from the buckets and facts, shaped per page, in the member's
 * bifurcation scope (undefined: every conversation), as history lists their drill-downs.
 */
import type { ChatSessionsTimeSeriesData, LiveChatCounts, LiveChatData, RetentionCohortsData, UserEngagementData, BotSuccessData } from '@switchboard/contracts/analytics/analytics.schemas';
import { average, FIRST_RESPONSE_BINS, percent } from '@switchboard/contracts/analytics/metrics';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import type { Channel } from '@switchboard/contracts/common/constants';
import type { Executor } from '@/db/client';
import type { Scope } from '@/lib/bifurcation-scope';
import {
  bucketSeries, cohorts, cohortWeeks, conversationsByChannel, customersPerBucket, engagementTotals, rangeInstants, sumsBy, type Sums,
} from './analytics.repository';

const bucketOf = (row: { label: string; from_at: string; to_at: string }) => ({ bucket: row.label, from: row.from_at, to: row.to_at });

const CHAT_COLUMNS = ['conversations', 'handed_over', 'messages'] as const;
const BOT_COLUMNS = ['conversations', 'with_customer_message', 'contained', 'bot_conversations', 'fallback_conversations', 'handed_over', 'nlu_messages', 'recognized_messages'] as const;
const LIVE_COLUMNS = [
  'handed_over', 'accepted', 'queue_wait_ms', 'responded', 'first_response_ms', 'handled', 'handling_ms', 'handling_long', 'handling_critical',
  'resolved', 'transfers', 'transferred', 'rated', 'satisfied',
] as const;
const FRT_COLUMNS = ['frt_0', 'frt_1', 'frt_2', 'frt_3', 'frt_4', 'frt_5'] as const;

function sumRows<C extends string>(rows: ReadonlyArray<Record<C, number>>, columns: readonly C[]): Record<C, number> {
  const total = Object.fromEntries(columns.map((column) => [column, 0])) as Record<C, number>;
  for (const row of rows) for (const column of columns) total[column] += row[column];
  return total;
}

function botSuccess(row: Sums<(typeof BOT_COLUMNS)[number]>): BotSuccessData['metrics'] {
  return {
    conversations: row.conversations,
    conversationsWithCustomerMessage: row.with_customer_message,
    contained: row.contained,
    containmentRate: percent(row.contained, row.with_customer_message),
    botConversations: row.bot_conversations,
    fallbackConversations: row.fallback_conversations,
    fallbackRate: percent(row.fallback_conversations, row.bot_conversations),
    handedOver: row.handed_over,
    handoverRate: percent(row.handed_over, row.conversations),
    nluMessages: row.nlu_messages,
    recognizedMessages: row.recognized_messages,
    recognitionRate: percent(row.recognized_messages, row.nlu_messages),
  };
}

function liveChat(row: Sums<(typeof LIVE_COLUMNS)[number]>): LiveChatCounts {
  return {
    handovers: row.handed_over,
    accepted: row.accepted,
    queueWaitMs: average(row.queue_wait_ms, row.accepted),
    responded: row.responded,
    firstResponseMs: average(row.first_response_ms, row.responded),
    handled: row.handled,
    handlingMs: average(row.handling_ms, row.handled),
    handlingLong: row.handling_long,
    handlingCritical: row.handling_critical,
    resolved: row.resolved,
    transfers: row.transfers,
    transferred: row.transferred,
    rated: row.rated,
    satisfied: row.satisfied,
    satisfaction: percent(row.satisfied, row.rated),
  };
}

export class AnalyticsService {
  constructor(private readonly db: Executor) {}

  async chatSessionsTimeSeries(filter: ReportFilter, scope: Scope | undefined): Promise<ChatSessionsTimeSeriesData> {
    const [series, byChannel] = await Promise.all([bucketSeries(this.db, filter, scope, CHAT_COLUMNS), conversationsByChannel(this.db, filter, scope)]);
    const channelsOf = new Map<string, Partial<Record<Channel, number>>>();
    for (const row of byChannel) channelsOf.set(row.label, { ...channelsOf.get(row.label), [row.channel]: row.conversations });
    const point = (row: Sums<(typeof CHAT_COLUMNS)[number]>) => ({
      conversations: row.conversations,
      botOnly: row.conversations - row.handed_over,
      handedOver: row.handed_over,
      messages: row.messages,
      messagesPerConversation: row.conversations === 0 ? 0 : Math.round((row.messages / row.conversations) * 10) / 10,
    });
    const points = series.map((row) => ({ ...bucketOf(row), ...point(row), byChannel: channelsOf.get(row.label) ?? {} }));
    const totalByChannel: Partial<Record<Channel, number>> = {};
    for (const row of byChannel) totalByChannel[row.channel as Channel] = (totalByChannel[row.channel as Channel] ?? 0) + row.conversations;
    const range = await rangeInstants(this.db, filter);
    return {
      chatSessionsTimeSeries: points,
      totals: { ...range, ...point(sumRows(series, CHAT_COLUMNS)), byChannel: totalByChannel },
      channels: (Object.keys(totalByChannel) as Channel[]).sort(),
    };
  }

  async userEngagementStats(filter: ReportFilter, scope: Scope | undefined): Promise<UserEngagementData> {
    const [totals, perBucket, range] = await Promise.all([
      engagementTotals(this.db, filter, scope), customersPerBucket(this.db, filter, scope), rangeInstants(this.db, filter),
    ]);
    return {
      metrics: {
        uniqueCustomers: totals.uniqueCustomers,
        newCustomers: totals.newCustomers,
        returningCustomers: totals.uniqueCustomers - totals.newCustomers,
        conversations: totals.conversations,
        conversationsPerCustomer: totals.uniqueCustomers === 0 ? 0 : Math.round((totals.conversations / totals.uniqueCustomers) * 100) / 100,
        medianDurationMs: totals.medianMs,
      },
      range,
      series: perBucket.map((row) => ({
        ...bucketOf(row), uniqueCustomers: row.unique_customers, newCustomers: row.new_customers, returningCustomers: row.unique_customers - row.new_customers,
      })),
    };
  }

  async retentionCohorts(filter: ReportFilter, scope: Scope | undefined): Promise<RetentionCohortsData> {
    const [weeks, rows] = await Promise.all([cohortWeeks(this.db, filter), cohorts(this.db, filter, scope)]);
    const cohortsColumns = weeks.map((_, index) => `Week ${index}`);
    const cohortsData = weeks.map((week, index) => {
      const retained = weeks.slice(index).map((_, offset) => rows.find((row) => row.cohort === week.label && row.week === offset)?.customers ?? 0);
      const newCustomers = retained[0] ?? 0;
      return { cohort: week.label, from: week.from_at, to: week.to_at, newCustomers, retained, retentionPercent: retained.map((count) => percent(count, newCustomers)) };
    });
    return { cohortsColumns, cohortsData };
  }

  async botSuccessMetrics(filter: ReportFilter, scope: Scope | undefined): Promise<BotSuccessData> {
    const series = await bucketSeries(this.db, filter, scope, BOT_COLUMNS);
    return { metrics: botSuccess(sumRows(series, BOT_COLUMNS)), series: series.map((row) => ({ ...bucketOf(row), ...botSuccess(row) })) };
  }

  async liveChatMetrics(filter: ReportFilter, scope: Scope | undefined): Promise<LiveChatData> {
    const columns = [...LIVE_COLUMNS, ...FRT_COLUMNS] as const;
    const [series, byAgent, byGroup, range] = await Promise.all([
      bucketSeries(this.db, filter, scope, columns), sumsBy(this.db, filter, scope, 'agent', LIVE_COLUMNS), sumsBy(this.db, filter, scope, 'group', LIVE_COLUMNS),
      rangeInstants(this.db, filter),
    ]);
    const total = sumRows(series, columns);
    return {
      metrics: liveChat(total),
      series: series.map((row) => ({ ...bucketOf(row), ...liveChat(row) })),
      firstResponseHistogram: FIRST_RESPONSE_BINS.map((bin, index) => ({ metric: bin.metric, label: bin.label, count: total[FRT_COLUMNS[index]!] })),
      byAgent: byAgent.map((row) => ({ agentId: row.id, name: row.name, ...liveChat(row) })),
      byGroup: byGroup.map((row) => ({ groupId: row.id, name: row.name, ...liveChat(row) })),
      range,
    };
  }
}
