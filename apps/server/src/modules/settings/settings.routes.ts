/** Downtime windows and the ML configuration (issue 6), guarded by their settings screens. */
import { z } from 'zod';
import { MEMBERS_TEXTS } from '@switchboard/contracts/members/members.schemas';
import { downtimeInputSchema, mlConfigurationSchema, SETTINGS_PATHS } from '@switchboard/contracts/settings/settings.schemas';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import type { DowntimeService } from './downtime.service';
import type { MlConfigurationService } from './ml-configuration.service';

const DOWNTIME = { guard: { feature: '/settings/downtime' } } as const;
const ML = { guard: { feature: '/settings/ml_configuration' } } as const;

export function registerSettingsRoutes(app: App, { downtime, ml }: { downtime: DowntimeService; ml: MlConfigurationService }): void {
  const brandOf = (request: Parameters<typeof callerOf>[0]) => callerOf(request).principal.brand.id;
  const params = z.object({ downtimeId: z.string() });
  app.get(SETTINGS_PATHS.downtime, { config: DOWNTIME }, async (request) => ({ data: await downtime.list(brandOf(request)) }));
  app.post(SETTINGS_PATHS.downtime, { schema: { body: downtimeInputSchema }, config: DOWNTIME },
    async (request) => ({ data: await downtime.create(brandOf(request), request.body), message: MEMBERS_TEXTS.created }));
  app.put(SETTINGS_PATHS.downtimeWindow, { schema: { params, body: downtimeInputSchema }, config: DOWNTIME },
    async (request) => ({ data: await downtime.update(brandOf(request), request.params.downtimeId, request.body), message: MEMBERS_TEXTS.saved }));
  app.delete(SETTINGS_PATHS.downtimeWindow, { schema: { params }, config: DOWNTIME }, async (request) => {
    await downtime.remove(brandOf(request), request.params.downtimeId);
    return { data: {}, message: MEMBERS_TEXTS.deleted };
  });

  app.get(SETTINGS_PATHS.mlConfiguration, { config: ML }, async (request) => ({ data: await ml.get(brandOf(request)) }));
  app.put(SETTINGS_PATHS.mlConfiguration, { schema: { body: mlConfigurationSchema }, config: ML },
    async (request) => ml.update(callerOf(request), request.body));
}
