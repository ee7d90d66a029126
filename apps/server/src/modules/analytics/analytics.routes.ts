/** The conversation reports (issue 24, §7 "Analytics"): POST bodies are the shared report filter; each needs its page. */
import { ANALYTICS_PAGES, ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import { reportFilterSchema } from '@switchboard/contracts/analytics/report-filter';
import type { App } from '@/plugins/type-provider';
import type { AnalyticsService } from './analytics.service';

const page = (report: keyof typeof ANALYTICS_PAGES) => ({ guard: { feature: ANALYTICS_PAGES[report] } }) as const;
const body = { body: reportFilterSchema };

export function registerAnalyticsRoutes(app: App, service: AnalyticsService): void {
  app.post(ANALYTICS_PATHS.chatSessionsTimeSeries, { schema: body, config: page('chatSessionsTimeSeries') }, async (request) => ({
    data: await service.chatSessionsTimeSeries(request.body),
  }));
  app.post(ANALYTICS_PATHS.userEngagementStats, { schema: body, config: page('userEngagementStats') }, async (request) => ({
    data: await service.userEngagementStats(request.body),
  }));
  app.post(ANALYTICS_PATHS.retentionCohorts, { schema: body, config: page('retentionCohorts') }, async (request) => ({
    data: await service.retentionCohorts(request.body),
  }));
  app.post(ANALYTICS_PATHS.botSuccessMetrics, { schema: body, config: page('botSuccessMetrics') }, async (request) => ({
    data: await service.botSuccessMetrics(request.body),
  }));
  app.post(ANALYTICS_PATHS.liveChatMetrics, { schema: body, config: page('liveChatMetrics') }, async (request) => ({
    data: await service.liveChatMetrics(request.body),
  }));
}
