/**
 * The CI API tokens (paths ours, docs/api.md): list, make and revoke, on the Test Runs page for admins only (the page
 * and the right to edit the configuration: no default role but Admin and Owner has both).
 */
import { z } from 'zod';
import { API_TOKEN_TEXTS as T, createApiTokenBodySchema } from '@switchboard/contracts/automated-testing/api-tokens.schemas';
import { BOT_TEST_PATHS as P } from '@switchboard/contracts/automated-testing/test-case.api';
import { botCaller } from '@/modules/bot-builder/bot-builder.access';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import type { ApiTokensService } from './api-tokens.service';
import { TEST_RUNS_FEATURE } from './test-runs.routes';

const admins = { feature: TEST_RUNS_FEATURE, action: ['configuration', 'edit'] } as const;

export function registerApiTokenRoutes(app: App, service: ApiTokensService): void {
  app.get(P.apiTokens, { config: { guard: admins } }, async (request) => ({
    data: await service.list(callerOf(request).principal.brand.id),
  }));
  app.post(P.apiTokens, { schema: { body: createApiTokenBodySchema }, config: { guard: admins } }, async (request) => ({
    data: await service.create(botCaller(callerOf(request)), request.body), message: T.created,
  }));
  app.post(P.revokeApiToken, { schema: { params: z.object({ tokenId: z.string() }) }, config: { guard: admins } }, async (request) => ({
    data: await service.revoke(botCaller(callerOf(request)), request.params.tokenId), message: T.revoked,
  }));
}
