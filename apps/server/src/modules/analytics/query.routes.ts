/**
 * The query report's calls (issue 24, /analytics/query): the report and a cluster's requests need the page; adding
 * requests for training needs the page and also the screen of the target with the bot-edit action (the intents or
 * the FAQ builder, as their own routes require), checked once the body names the target.
 */
import { ANALYTICS_PAGES, ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import { addToTrainingSchema, clusterRequestsFilterSchema, QUERY_PATHS, type TrainingTarget } from '@switchboard/contracts/analytics/query.schemas';
import { reportFilterSchema } from '@switchboard/contracts/analytics/report-filter';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { callerOf, type AuthContext } from '@/plugins/auth';
import { scopeOf } from '@/plugins/bifurcation';
import { allows, type RouteGuard } from '@/plugins/guard';
import { forbidden } from '@/plugins/http-errors';
import type { App } from '@/plugins/type-provider';
import type { QueryService } from './query.service';

const page = { guard: { feature: ANALYTICS_PAGES.query } } as const;

const TARGET_GUARDS: Record<TrainingTarget['kind'], RouteGuard> = {
  intent: { feature: '/botbuilder/intents', action: ['bot', 'edit'] },
  faq: { feature: '/botbuilder/faqbuilder', action: ['bot', 'edit'] },
};

function checkTarget(auth: AuthContext, target: TrainingTarget): void {
  if (!allows(auth, TARGET_GUARDS[target.kind])) throw forbidden(TEXTS.forbidden);
}

export function registerQueryRoutes(app: App, query: QueryService): void {
  // Rows show customers' words: narrowed to the member's bifurcation scope, as history lists the sessions they open.
  app.post(ANALYTICS_PATHS.query, { schema: { body: reportFilterSchema }, config: page }, async (request) => ({
    data: await query.query(request.body, scopeOf(request)),
  }));
  app.post(QUERY_PATHS.clusterRequests, { schema: { body: clusterRequestsFilterSchema }, config: page }, async (request) => ({
    data: await query.clusterRequests(request.body, scopeOf(request)),
  }));
  app.post(QUERY_PATHS.addToTraining, { schema: { body: addToTrainingSchema }, config: page }, async (request) => {
    const auth = callerOf(request);
    checkTarget(auth, request.body.target);
    return { data: await query.addToTraining(auth.principal.brand.id, request.body, scopeOf(request)) };
  });
}
