/**
 * POST eventMetrics (/analytics/event) and conversionFunnel (/analytics/conversions): the member's brand's recorded bot events
 * (both in the member's bifurcation scope).
 */
import { ANALYTICS_PAGES, ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import { conversionFilterSchema } from '@switchboard/contracts/analytics/event-report.schemas';
import { reportFilterSchema } from '@switchboard/contracts/analytics/report-filter';
import { callerOf } from '@/plugins/auth';
import { scopeOf } from '@/plugins/bifurcation';
import type { App } from '@/plugins/type-provider';
import type { EventReportService } from './event-report.service';

export function registerEventReportRoutes(app: App, service: EventReportService): void {
  app.post(ANALYTICS_PATHS.eventMetrics, { schema: { body: reportFilterSchema }, config: { guard: { feature: ANALYTICS_PAGES.eventMetrics } } }, async (request) => ({
    data: await service.eventMetrics(callerOf(request).principal.brand.id, request.body, scopeOf(request)),
  }));
  app.post(ANALYTICS_PATHS.conversionFunnel, { schema: { body: conversionFilterSchema }, config: { guard: { feature: ANALYTICS_PAGES.conversionFunnel } } }, async (request) => ({
    data: await service.conversionFunnel(callerOf(request).principal.brand.id, request.body, scopeOf(request)),
  }));
}
