/** Users' journeys (/dms/users_journey): the list and one journey, in the member's bifurcation scope. */
import { z } from 'zod';
import { DMS_PATHS as P } from '@switchboard/contracts/dms/dms.api';
import { journeyQuerySchema } from '@switchboard/contracts/dms/dms.schemas';
import { scopeOf } from '@/plugins/bifurcation';
import type { App } from '@/plugins/type-provider';
import { DMS_GUARDS as G } from './dms-access';
import type { JourneysService } from './journeys.service';

const journeyParams = z.object({ journeyId: z.string() });

export function registerJourneyRoutes(app: App, journeys: JourneysService): void {
  app.get(P.journeys, { schema: { querystring: journeyQuerySchema }, config: { guard: G.journeys } }, async (request) => ({
    data: await journeys.list(scopeOf(request), request.query),
  }));
  app.get(P.journey, { schema: { params: journeyParams, querystring: journeyQuerySchema.pick({ days: true }) }, config: { guard: G.journeys } }, async (request) => ({
    data: await journeys.get(scopeOf(request), request.params.journeyId, request.query.days),
  }));
}
