/**
 * The analytics services' answers for scheduled analytics reports (analytics-sheets.ts lays them out). Feedback's
 * vote and rating lists are pages of the report screen, not the period's numbers: its totals and series go out.
 */
import { feedbackFilterSchema } from '@switchboard/contracts/analytics/feedback.schemas';
import type { AnalyticsService } from '@/modules/analytics/analytics.service';
import type { FeedbackService } from '@/modules/analytics/feedback.service';
import type { KpiService } from '@/modules/analytics/kpi.service';
import type { AnalyticsReader } from './analytics-sheets';

export interface AnalyticsReportServices { analytics: AnalyticsService; feedback: FeedbackService; kpi: KpiService }

export function createAnalyticsReader({ analytics, feedback, kpi }: AnalyticsReportServices): AnalyticsReader {
  return async (dataset, filter, scope) => {
    switch (dataset) {
      case 'analyticsChatlog': return analytics.chatSessionsTimeSeries(filter, scope);
      case 'analyticsUsages': {
        const [engagement, cohorts] = await Promise.all([analytics.userEngagementStats(filter, scope), analytics.retentionCohorts(filter, scope)]);
        return { ...engagement, ...cohorts };
      }
      case 'analyticsBotSuccess': return analytics.botSuccessMetrics(filter, scope);
      case 'analyticsLiveChat': return analytics.liveChatMetrics(filter, scope);
      case 'analyticsKpi': return kpi.kpiMetrics(filter, scope);
      case 'analyticsFeedback': {
        const { totals, series } = await feedback.feedback(feedbackFilterSchema.parse(filter), scope);
        return { totals, series };
      }
    }
  };
}
