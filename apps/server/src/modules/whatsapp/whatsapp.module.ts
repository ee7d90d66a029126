/**
 * The WhatsApp channel (issue 25, first slice): the webhook, inbound messages through the live chat's customer
 * path, and bot and staff messages out through the Graph API. Built only when the WA_* settings are given.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { WhatsAppConfig } from '@/config/config';
import type { Database } from '@/db/client';
import type { App } from '@/plugins/type-provider';
import type { LiveChatServices } from '@/modules/live-chat/live-chat.module';
import { GraphClient } from './graph-client';
import { InboundMedia } from './inbound-media';
import { WhatsAppInbound } from './whatsapp-inbound.service';
import { WhatsAppOutbound } from './whatsapp-outbound';
import { registerWhatsAppRoutes } from './whatsapp.routes';
import { TemplateFromChat } from './template-from-chat';
import { WhatsAppTemplates } from './templates.service';
import { OptOut } from './opt-out';
import { contactOfPsid } from './whatsapp.repository';
import { windowOpen, WHATSAPP_TEXTS } from '@switchboard/contracts/whatsapp/whatsapp.window';
import { businessRule } from '@/plugins/http-errors';

export interface WhatsAppModuleDeps {
  config: WhatsAppConfig;
  db: Database;
  liveChat: LiveChatServices;
  publicUrl: string;
  dataDir: string;
  logger: FastifyBaseLogger;
}

export function createWhatsAppModule({ config, db, liveChat, publicUrl, dataDir, logger }: WhatsAppModuleDeps) {
  const graph = new GraphClient(config);
  const optOut = new OptOut({ db, graph, optOutKeywords: config.optOutKeywords, optInKeywords: config.optInKeywords });
  const inbound = new WhatsAppInbound({ db, liveChat, graph, media: new InboundMedia(dataDir), phoneNumberId: config.phoneNumberId, logger, optOut });
  const outbound = new WhatsAppOutbound({ db, graph, liveChat, publicUrl, logger });
  liveChat.useDelivery('wa', outbound.deliver);
  // Outside the 24-hour customer-service window WhatsApp refuses free-form messages: refused here, before storing.
  liveChat.agentChats.useReplyGuard('wa', async (session) => {
    const contact = await contactOfPsid(db, session.psid);
    if (!windowOpen(contact?.lastInboundAt, Date.now())) throw businessRule(WHATSAPP_TEXTS.windowClosed);
  });
  const templateMaster = new WhatsAppTemplates({ db, graph, logger });
  const templates = new TemplateFromChat({ db, graph, agentChats: liveChat.agentChats, inLane: (psid, task) => outbound.inLane(psid, task) });
  return {
    services: { inbound, outbound, templates, templateMaster, /** isOptedOut(brandId, phone) for broadcasts. */ optOut },
    register: (app: App) => registerWhatsAppRoutes(app, { inbound, templates: templateMaster, appSecret: config.appSecret, verifyToken: config.verifyToken }),
    /** After the live chat's close (its last bot turns queue messages here). */
    close: () => outbound.idle(),
  };
}
