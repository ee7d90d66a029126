/** The analytics reports (issue 24, §7 "Analytics"): POST bodies are the shared report filter; each needs its page. */
import { ANALYTICS_PAGES, ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import { feedbackFilterSchema } from '@switchboard/contracts/analytics/feedback.schemas';
import { reportFilterSchema } from '@switchboard/contracts/analytics/report-filter';
import { ticketReportFilterSchema } from '@switchboard/contracts/analytics/ticket-report.schemas';
import { tickets } from '@/db/schema/tickets';
import { scopeCondition } from '@/lib/bifurcation-scope';
import { callerOf } from '@/plugins/auth';
import { scopeOf } from '@/plugins/bifurcation';
import type { App } from '@/plugins/type-provider';
import type { AnalyticsService } from './analytics.service';
import type { FeedbackService } from './feedback.service';
import type { KpiService } from './kpi.service';
import type { TicketReportService } from './ticket-report.service';

const page = (report: keyof typeof ANALYTICS_PAGES) => ({ guard: { feature: ANALYTICS_PAGES[report] } }) as const;
const body = { body: reportFilterSchema };

export interface AnalyticsServices { analytics: AnalyticsService; ticketReport: TicketReportService; feedback: FeedbackService; kpi: KpiService }

export function registerAnalyticsRoutes(app: App, { analytics: service, ticketReport, feedback, kpi }: AnalyticsServices): void {
  // Every report counts the member's bifurcation scope only, as history lists the drill-downs (issue 21, point 10).
  app.post(ANALYTICS_PATHS.chatSessionsTimeSeries, { schema: body, config: page('chatSessionsTimeSeries') }, async (request) => ({
    data: await service.chatSessionsTimeSeries(request.body, scopeOf(request)),
  }));
  app.post(ANALYTICS_PATHS.userEngagementStats, { schema: body, config: page('userEngagementStats') }, async (request) => ({
    data: await service.userEngagementStats(request.body, scopeOf(request)),
  }));
  app.post(ANALYTICS_PATHS.retentionCohorts, { schema: body, config: page('retentionCohorts') }, async (request) => ({
    data: await service.retentionCohorts(request.body, scopeOf(request)),
  }));
  app.post(ANALYTICS_PATHS.botSuccessMetrics, { schema: body, config: page('botSuccessMetrics') }, async (request) => ({
    data: await service.botSuccessMetrics(request.body, scopeOf(request)),
  }));
  app.post(ANALYTICS_PATHS.liveChatMetrics, { schema: body, config: page('liveChatMetrics') }, async (request) => ({
    data: await service.liveChatMetrics(request.body, scopeOf(request)),
  }));
  app.post(ANALYTICS_PATHS.ticketMetrics, { schema: { body: ticketReportFilterSchema }, config: page('ticketMetrics') }, async (request) => {
    // The member's brand and bifurcation scope, as ticket history lists them (so a drill-down lists what was counted).
    const scope = { brandId: callerOf(request).principal.brand.id, inScope: scopeCondition(tickets.bifurcation, scopeOf(request)) };
    return { data: await ticketReport.ticketMetrics(scope, request.body) };
  });
  // Rows show customers' words: narrowed to the member's bifurcation scope, as history lists the sessions they open.
  app.post(ANALYTICS_PATHS.feedback, { schema: { body: feedbackFilterSchema }, config: page('feedback') }, async (request) => ({
    data: await feedback.feedback(request.body, scopeOf(request)),
  }));
  // The live chat numbers follow the member's scope (as on the dashboard), the range's too (the buckets' values).
  app.post(ANALYTICS_PATHS.kpiMetrics, { schema: body, config: page('kpiMetrics') }, async (request) => ({
    data: await kpi.kpiMetrics(request.body, scopeOf(request)),
  }));
}
