/**
 * Without the WA_* settings the channel is off, but its console pages are still in the menu: their calls answer 412
 * with what to set (not a 404 the console could only call a failure). The same guards as the real routes.
 */
import { TEMPLATE_PATHS, WHATSAPP_NOT_CONFIGURED } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import type { App } from '@/plugins/type-provider';
import { businessRule } from '@/plugins/http-errors';

export function registerWhatsAppUnconfiguredRoutes(app: App): void {
  const refuse = async () => { throw businessRule(WHATSAPP_NOT_CONFIGURED); };
  app.get(TEMPLATE_PATHS.templates, { config: { guard: { feature: '/whatsapp_template/template_master' } } }, refuse);
  app.post(TEMPLATE_PATHS.templates, { config: { guard: { feature: '/whatsapp_template/template_master/create' } } }, refuse);
}
