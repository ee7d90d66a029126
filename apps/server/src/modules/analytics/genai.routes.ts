/** /analytics/genai's report (issue 24): the shared report filter, in the member's bifurcation scope; the member needs the page. */
import { ANALYTICS_PAGES, ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import { reportFilterSchema } from '@switchboard/contracts/analytics/report-filter';
import { callerOf } from '@/plugins/auth';
import { scopeOf } from '@/plugins/bifurcation';
import type { App } from '@/plugins/type-provider';
import type { GenAiReportService } from './genai-report.service';

export function registerGenAiRoutes(app: App, genAi: GenAiReportService): void {
  app.post(ANALYTICS_PATHS.genAiMetrics, { schema: { body: reportFilterSchema }, config: { guard: { feature: ANALYTICS_PAGES.genAiMetrics } } }, async (request) => ({
    data: await genAi.genAiMetrics(request.body, callerOf(request).principal.brand.id, scopeOf(request)),
  }));
}
