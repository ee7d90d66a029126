/**
 * GET /admin/v1/configuration (every signed-in member: live chat reads it) and PUT (the configuration screen);
 * GET …/widgetOrigins: the websites that may embed the widget now, and why (the configuration screen).
 */
import { brandConfigurationSchema, CONFIGURATION_PATHS } from '@switchboard/contracts/members/configuration.schemas';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import type { ConfigurationService } from './configuration.service';

export function registerConfigurationRoutes(app: App, { configuration }: { configuration: ConfigurationService }): void {
  app.get(CONFIGURATION_PATHS.configuration, { config: { guard: 'authenticated' } },
    async (request) => ({ data: await configuration.get(callerOf(request).principal.brand.id) }));
  app.put(CONFIGURATION_PATHS.configuration, { schema: { body: brandConfigurationSchema }, config: { guard: { feature: '/members/configuration' } } },
    async (request) => configuration.update(callerOf(request), request.body));
  app.get(CONFIGURATION_PATHS.widgetOrigins, { config: { guard: { feature: '/members/configuration' } } },
    async (request) => ({ data: await configuration.effectiveWidgetOrigins(callerOf(request).principal.brand.id) }));
}
