/**
 * The WhatsApp channel (issue 25): the webhook, inbound messages through the live chat's customer path, bot and staff
 * messages out through the Graph API, templates, broadcasts, and each brand's number (its own settings in the console,
 * else the deployment's WA_* ones). A brand with neither gets 412 "not connected" from the channel's console calls.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { WhatsAppConfig } from '@/config/config';
import type { Database } from '@/db/client';
import type { SecretBox } from '@/lib/secret-box';
import type { App } from '@/plugins/type-provider';
import { callerOf } from '@/plugins/auth';
import type { LiveChatServices } from '@/modules/live-chat/live-chat.module';
import { GraphError } from './graph-client';
import { InboundMedia } from './inbound-media';
import { WhatsAppInbound } from './whatsapp-inbound.service';
import { WhatsAppOutbound } from './whatsapp-outbound';
import { registerTemplateRoutes, registerWebhookRoutes } from './whatsapp.routes';
import { BroadcastRunner, type BroadcastSend, type OptOutCheck } from './broadcasts/broadcast-runner';
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
import { WhatsAppAccounts } from './settings/whatsapp-accounts';
import { WhatsAppSettingsService } from './settings/whatsapp-settings.service';
import { registerWhatsAppSettingsRoutes } from './settings/whatsapp-settings.routes';
import { contactOfPsid } from './whatsapp.repository';
import { windowOpen, WHATSAPP_TEXTS } from '@switchboard/contracts/whatsapp/whatsapp.window';
import { businessRule } from '@/plugins/http-errors';

export interface WhatsAppModuleDeps {
  config: WhatsAppConfig;
  db: Database;
  /** Seals the brands' access tokens and app secrets (lib/secret-box.ts). */
  box: SecretBox;
  liveChat: LiveChatServices;
  publicUrl: string;
  dataDir: string;
  logger: FastifyBaseLogger;
  /** Who is opted out of broadcasts; by default the customers who wrote an opt-out keyword (opt-out.ts). */
  isOptedOut?: OptOutCheck;
}

export async function createWhatsAppModule({ config, db, box, liveChat, publicUrl, dataDir, logger, isOptedOut }: WhatsAppModuleDeps) {
  const accounts = new WhatsAppAccounts({ db, box, environment: config.account, logger });
  const optOut = new OptOut({ db, optOutKeywords: config.optOutKeywords, optInKeywords: config.optInKeywords });
  // One opt-out list: a customer is one contact whichever brand's number they wrote to (opt-out.ts).
  const optedOut: OptOutCheck = isOptedOut ?? ((phone) => optOut.isOptedOut('', phone));
  // A template WhatsApp pauses or disables cannot be sent: its broadcasts pause (resumed by staff once it is back).
  const templateMaster: WhatsAppTemplates = new WhatsAppTemplates({ db, accounts, logger, onUnusable: (name, language) => broadcasts.pauseTemplate(name, language) });
  const broadcasts: BroadcastService = new BroadcastService({
    db, isOptedOut: optedOut, logger, sendable: (brandId, name, language) => templateMaster.sendable(brandId, name, language),
  });
  const cta = new TemplateCta({ db });
  const inbound = new WhatsAppInbound({
    db, liveChat, media: new InboundMedia(dataDir), logger, optOut, cta, broadcastStatus: (status) => broadcasts.applyStatus(status),
  });
  const { runner: runs, perSecond, dailyTier, prices, currency } = config.broadcasts;
  // A broadcast goes out from its brand's number; a brand whose number was removed meanwhile: refused, not retried.
  const send: BroadcastSend = async (to, content, opaque, brandId) => {
    const account = await accounts.forBrand(brandId);
    if (!account) throw new GraphError('The brand has no WhatsApp number configured', 412, undefined);
    return account.graph.send(to, content, opaque);
  };
  const runner = runs ? new BroadcastRunner({ db, send, isOptedOut: optedOut, logger, options: { perSecond, dailyTier, concurrency: perSecond } }) : undefined;
  // Until some number is configured there is nothing to send: the runner starts with the first one.
  let runnerStarted = false;
  let closed = false;
  const startRunner = () => {
    if (runnerStarted || closed || !runner) return;
    runnerStarted = true;
    runner.start();
  };
  if (await accounts.anyConfigured()) startRunner();
  const outbound = new WhatsAppOutbound({ db, accounts, liveChat, publicUrl, logger });
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
    db, accounts, agentChats: liveChat.agentChats, templates: templateMaster, inLane: (psid, task) => outbound.inLane(psid, task),
  });
  const settings = new WhatsAppSettingsService({ db, box, accounts, publicUrl, onSaved: startRunner });
  return {
    services: { inbound, outbound, broadcasts, templates, templateMaster, optOut, cta, accounts, settings },
    register: (app: App) => {
      registerWebhookRoutes(app, { db, inbound, templates: templateMaster, accounts });
      registerWhatsAppSettingsRoutes(app, settings);
      // The channel's console calls: a brand with no number (its own or the deployment's) is told how to connect one.
      void app.register(async (scope) => {
        scope.addHook('preValidation', async (request) => {
          await accounts.require(callerOf(request).principal.brand.id);
        });
        registerTemplateRoutes(scope, templateMaster);
        registerBroadcastRoutes(scope, broadcasts, sender);
        registerCtaRoutes(scope, cta);
        registerBroadcastPageRoutes(scope, { sender, history });
        registerSegmentRoutes(scope, segments);
      });
    },
    /** After the live chat's close (its last bot turns queue messages here). */
    close: async () => {
      closed = true;
      if (runnerStarted) await runner?.stop();
      await outbound.idle();
    },
  };
}
