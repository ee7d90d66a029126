/**
 * The message-level conversation reports (issue 24): fracture and sessionflow. Both read the range's messages and
 * show customers' paths, so they follow the member's bifurcation scope (as history lists their drill-downs).
 */
import { ANALYTICS_PAGES, ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import { fractureFilterSchema } from '@switchboard/contracts/analytics/fracture.schemas';
import { sessionFlowFilterSchema } from '@switchboard/contracts/analytics/sessionflow.schemas';
import { scopeOf } from '@/plugins/bifurcation';
import type { App } from '@/plugins/type-provider';
import type { FractureService } from './fracture.service';
import type { SessionFlowService } from './sessionflow.service';

export interface FlowReportServices { fracture: FractureService; sessionFlow: SessionFlowService }

export function registerFlowReportRoutes(app: App, { fracture, sessionFlow }: FlowReportServices): void {
  app.post(ANALYTICS_PATHS.fracture, { schema: { body: fractureFilterSchema }, config: { guard: { feature: ANALYTICS_PAGES.fracture } } }, async (request) => ({
    data: await fracture.fracture(request.body, scopeOf(request)),
  }));
  app.post(ANALYTICS_PATHS.sessionFlow, { schema: { body: sessionFlowFilterSchema }, config: { guard: { feature: ANALYTICS_PAGES.sessionFlow } } }, async (request) => ({
    data: await sessionFlow.sessionFlow(request.body, scopeOf(request)),
  }));
}
