/**
 * Without the WA_* settings the channel is off, but its console pages are still in the menu: their calls answer 412
 * with what to set (not a 404 the console could only call a failure). The same guards as the real routes.
 */
import { TEMPLATE_PATHS, WHATSAPP_NOT_CONFIGURED } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { CTA_PATHS } from '@switchboard/contracts/whatsapp/whatsapp.cta';
import { CTA_GUARD } from './cta/cta.routes';
import { BROADCAST_PATHS } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import { HISTORY_PATHS } from '@switchboard/contracts/whatsapp/whatsapp.broadcast-history';
import { SENDER_PATHS } from '@switchboard/contracts/whatsapp/whatsapp.broadcast-sender';
import { SEGMENT_PATHS } from '@switchboard/contracts/whatsapp/whatsapp.segments';
import { SEGMENT_GUARD } from './segments/segments.routes';
import type { App } from '@/plugins/type-provider';
import { businessRule } from '@/plugins/http-errors';
import { TEMPLATE_LIST_GUARD } from './whatsapp.routes';

export function registerWhatsAppUnconfiguredRoutes(app: App): void {
  const refuse = async () => { throw businessRule(WHATSAPP_NOT_CONFIGURED); };
  app.get(TEMPLATE_PATHS.templates, { config: { guard: TEMPLATE_LIST_GUARD } }, refuse);
  app.post(TEMPLATE_PATHS.templates, { config: { guard: { feature: '/whatsapp_template/template_master/create' } } }, refuse);
  for (const path of Object.values(CTA_PATHS)) app.get(path, { config: CTA_GUARD }, refuse);
  // The sender and broadcast history pages: the calls they open with, and the rest (a page left open, a link).
  const sender = { guard: { feature: '/whatsapp_template/sender' } } as const;
  const history = { guard: { feature: '/whatsapp_template/broadcast_history' } } as const;
  app.post(BROADCAST_PATHS.upload, { config: sender }, refuse);
  app.post(SENDER_PATHS.create, { config: sender }, refuse);
  app.get(SENDER_PATHS.settings, { config: sender }, refuse);
  for (const path of [SEGMENT_PATHS.segments, SEGMENT_PATHS.tags]) app.get(path, { config: SEGMENT_GUARD }, refuse);
  for (const path of [SEGMENT_PATHS.segments, SEGMENT_PATHS.preview]) app.post(path, { config: SEGMENT_GUARD }, refuse);
  app.delete(SEGMENT_PATHS.segment, { config: SEGMENT_GUARD }, refuse);
  app.get(HISTORY_PATHS.list, { config: history }, refuse);
  for (const path of [BROADCAST_PATHS.broadcast, HISTORY_PATHS.failures, HISTORY_PATHS.recipients, HISTORY_PATHS.export]) app.get(path, { config: history }, refuse);
  for (const path of [BROADCAST_PATHS.pause, BROADCAST_PATHS.resume, BROADCAST_PATHS.cancel, BROADCAST_PATHS.retryFailed]) app.post(path, { config: history }, refuse);
}
