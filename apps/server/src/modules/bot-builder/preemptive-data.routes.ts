/** GET /admin/v1/botBuilder/preemptiveData (§7). */
import { BOT_BUILDER_PATHS as P } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import type { PreemptiveDataService } from './preemptive-data.service';

const guard = { feature: '/botbuilder/workflows' } as const;

export function registerPreemptiveDataRoutes(app: App, preemptive: PreemptiveDataService): void {
  app.get(P.preemptiveData, { config: { guard } }, async (request) => ({
    data: await preemptive.get(callerOf(request).principal.brand.id),
  }));
}
