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
import { BroadcastRunner, type OptOutCheck } from './broadcasts/broadcast-runner';
import { registerBroadcastRoutes } from './broadcasts/broadcasts.routes';
import { BroadcastService } from './broadcasts/broadcasts.service';
import { BroadcastHistory } from './broadcasts/broadcast-history.service';
import { registerBroadcastPageRoutes } from './broadcasts/broadcast-pages.routes';
import { BroadcastSender } from './broadcasts/broadcast-sender.service';
import { TemplateFromChat } from './template-from-chat';
import { WhatsAppTemplates } from './templates.service';
import { OptOut } from './opt-out';
import { TemplateCta } from './cta/cta.service';
import { registerCtaRoutes } from './cta/cta.routes';
import { Segments } from './segments/segments.service';
import { registerSegmentRoutes } from './segments/segments.routes';
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
  /** Who is opted out of broadcasts; by default the customers who wrote an opt-out keyword (opt-out.ts). */
  isOptedOut?: OptOutCheck;
}

export function createWhatsAppModule({ config, db, liveChat, publicUrl, dataDir, logger, isOptedOut }: WhatsAppModuleDeps) {
  const graph = new GraphClient(config);
  const optOut = new OptOut({ db, graph, optOutKeywords: config.optOutKeywords, optInKeywords: config.optInKeywords });
  // The opt-out list of this deployment's one number, unless the caller keeps another (tests).
  const optedOut: OptOutCheck = isOptedOut ?? ((phone) => optOut.isOptedOut('', phone));
  // A template WhatsApp pauses or disables cannot be sent: its broadcasts pause (resumed by staff once it is back).
  const templateMaster: WhatsAppTemplates = new WhatsAppTemplates({ db, graph, logger, onUnusable: (name, language) => broadcasts.pauseTemplate(name, language) });
  const broadcasts: BroadcastService = new BroadcastService({
    db, isOptedOut: optedOut, logger, sendable: (brandId, name, language) => templateMaster.sendable(brandId, name, language),
  });
  const cta = new TemplateCta({ db });
  const inbound = new WhatsAppInbound({
    db, liveChat, graph, media: new InboundMedia(dataDir), phoneNumberId: config.phoneNumberId, logger, optOut, cta,
    broadcastStatus: (status) => broadcasts.applyStatus(status),
  });
  const { runner: runs, perSecond, dailyTier, prices, currency } = config.broadcasts;
  const runner = runs
    ? new BroadcastRunner({ db, send: (to, content, opaque) => graph.send(to, content, opaque), isOptedOut: optedOut, logger, options: { perSecond, dailyTier, concurrency: perSecond } })
    : undefined;
  runner?.start();
  const outbound = new WhatsAppOutbound({ db, graph, liveChat, publicUrl, logger });
  liveChat.useDelivery('wa', outbound.deliver);
  // Outside the 24-hour customer-service window WhatsApp refuses free-form messages: refused here, before storing.
  liveChat.agentChats.useReplyGuard('wa', async (session) => {
    const contact = await contactOfPsid(db, session.psid);
    if (!windowOpen(contact?.lastInboundAt, Date.now())) throw businessRule(WHATSAPP_TEXTS.windowClosed);
  });
  const segments = new Segments({ db });
  const sender = new BroadcastSender({
    db, segments, isOptedOut: optedOut, limits: { perSecond, dailyTier }, prices, currency,
    findTemplate: (brandId, name, language) => templateMaster.find(brandId, name, language),
  });
  const history = new BroadcastHistory({ db });
  const templates = new TemplateFromChat({
    db, graph, agentChats: liveChat.agentChats, templates: templateMaster, inLane: (psid, task) => outbound.inLane(psid, task),
  });
  return {
    services: { inbound, outbound, broadcasts, templates, templateMaster, optOut, cta },
    register: (app: App) => {
      registerWhatsAppRoutes(app, { inbound, templates: templateMaster, appSecret: config.appSecret, verifyToken: config.verifyToken });
      registerBroadcastRoutes(app, broadcasts, sender);
      registerCtaRoutes(app, cta);
      registerBroadcastPageRoutes(app, { sender, history });
      registerSegmentRoutes(app, segments);
    },
    /** After the live chat's close (its last bot turns queue messages here). */
    close: async () => {
      await runner?.stop();
      await outbound.idle();
    },
  };
}
