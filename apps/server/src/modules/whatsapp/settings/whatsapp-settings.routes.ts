/** Members › Configuration › WhatsApp (admins): GET/PUT/DELETE /admin/v1/whatsappSettings, POST …/test. */
import {
  WHATSAPP_SETTINGS_FEATURE, WHATSAPP_SETTINGS_PATHS, whatsAppConnectionSchema, whatsAppSettingsInputSchema,
} from '@switchboard/contracts/whatsapp/whatsapp.settings';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import type { WhatsAppSettingsService } from './whatsapp-settings.service';

const ADMIN = { guard: { feature: WHATSAPP_SETTINGS_FEATURE } } as const;

export function registerWhatsAppSettingsRoutes(app: App, settings: WhatsAppSettingsService): void {
  app.get(WHATSAPP_SETTINGS_PATHS.settings, { config: ADMIN }, async (request) => ({ data: await settings.get(callerOf(request).principal.brand.id) }));
  app.put(WHATSAPP_SETTINGS_PATHS.settings, { schema: { body: whatsAppSettingsInputSchema }, config: ADMIN }, async (request) =>
    settings.update(callerOf(request), request.body));
  app.delete(WHATSAPP_SETTINGS_PATHS.settings, { config: ADMIN }, async (request) => settings.remove(callerOf(request)));
  app.post(WHATSAPP_SETTINGS_PATHS.test, { schema: { body: whatsAppConnectionSchema }, config: ADMIN }, async (request) =>
    ({ data: await settings.test(callerOf(request).principal.brand.id, request.body) }));
}
