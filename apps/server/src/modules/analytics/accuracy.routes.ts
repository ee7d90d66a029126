/**
 * The model-accuracy report's routes (issue 24, /analytics/accuracy). Reading needs the page; moving an utterance
 * writes the bot builder's draft, so it also needs the Intents page and the bot edit action, as adding an
 * utterance there does.
 */
import { accuracyFilterSchema, accuracyUtterancesFilterSchema, ACCURACY_TEXTS, moveUtteranceBodySchema } from '@switchboard/contracts/analytics/accuracy.schemas';
import { ANALYTICS_PAGES, ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import { isRouteAllowed } from '@switchboard/contracts/permissions';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '@/plugins/auth';
import { scopeOf } from '@/plugins/bifurcation';
import { forbidden } from '@/plugins/http-errors';
import type { App } from '@/plugins/type-provider';
import type { AccuracyScope } from './accuracy.repository';
import type { AccuracyService } from './accuracy.service';

const INTENTS_PAGE = '/botbuilder/intents';

/** The brand, its intent threshold (ML configuration) and the member's bifurcation scope (rows show customers' words). */
function contextOf(request: FastifyRequest): AccuracyScope {
  const { brand } = callerOf(request).principal;
  return { brandId: brand.id, threshold: brand.nlpServiceDetails.threshold, scope: scopeOf(request) };
}

export function registerAccuracyRoutes(app: App, accuracy: AccuracyService): void {
  app.post(ANALYTICS_PATHS.modelAccuracy, { schema: { body: accuracyFilterSchema }, config: { guard: { feature: ANALYTICS_PAGES.modelAccuracy } } }, async (request) => ({
    data: await accuracy.modelAccuracy(request.body, contextOf(request)),
  }));
  app.post(ANALYTICS_PATHS.modelAccuracyUtterances, {
    schema: { body: accuracyUtterancesFilterSchema }, config: { guard: { feature: ANALYTICS_PAGES.modelAccuracyUtterances } },
  }, async (request) => ({ data: await accuracy.utterances(request.body, contextOf(request)) }));
  app.post(ANALYTICS_PATHS.moveUtterance, {
    schema: { body: moveUtteranceBodySchema }, config: { guard: { feature: ANALYTICS_PAGES.moveUtterance, action: ['bot', 'edit'] } },
  }, async (request) => {
    const { principal } = callerOf(request);
    if (!isRouteAllowed(principal.permissions, INTENTS_PAGE)) throw forbidden(ACCURACY_TEXTS.intentsPageNeeded);
    return { data: await accuracy.moveUtterance(principal.brand.id, request.body, scopeOf(request)) };
  });
}
