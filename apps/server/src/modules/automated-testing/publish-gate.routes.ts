/**
 * The publish gate's setting (paths ours, docs/api.md): read it with the Test Runs page; change it with that page
 * and the right to publish (who may publish decides what a publish must pass; every change is audited).
 */
import { BOT_TEST_PATHS as P } from '@switchboard/contracts/automated-testing/test-case.api';
import { PUBLISH_GATE_TEXTS as G, updatePublishGateBodySchema } from '@switchboard/contracts/automated-testing/publish-gate.schemas';
import { botCaller } from '@/modules/bot-builder/bot-builder.access';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import type { PublishGateService } from './publish-gate.service';
import { TEST_RUNS_FEATURE } from './test-runs.routes';

const read = { feature: TEST_RUNS_FEATURE } as const;
const write = { feature: TEST_RUNS_FEATURE, action: ['bot', 'publish'] } as const;

export function registerPublishGateRoutes(app: App, gate: PublishGateService): void {
  app.get(P.publishGate, { config: { guard: read } }, async (request) => ({
    data: await gate.get(callerOf(request).principal.brand.id),
  }));
  app.put(P.publishGate, { schema: { body: updatePublishGateBodySchema }, config: { guard: write } }, async (request) => ({
    data: await gate.update(botCaller(callerOf(request)), request.body), message: G.saved,
  }));
}
