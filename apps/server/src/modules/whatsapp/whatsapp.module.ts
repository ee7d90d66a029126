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
import { BroadcastRunner, NOBODY_OPTED_OUT, type OptOutCheck } from './broadcasts/broadcast-runner';
import { registerBroadcastRoutes } from './broadcasts/broadcasts.routes';
import { BroadcastService } from './broadcasts/broadcasts.service';

export interface WhatsAppModuleDeps {
  config: WhatsAppConfig;
  db: Database;
  liveChat: LiveChatServices;
  publicUrl: string;
  dataDir: string;
  logger: FastifyBaseLogger;
  /** The opt-out list (kept by the opt-out feature); none by default. */
  isOptedOut?: OptOutCheck;
}

export function createWhatsAppModule({ config, db, liveChat, publicUrl, dataDir, logger, isOptedOut = NOBODY_OPTED_OUT }: WhatsAppModuleDeps) {
  const graph = new GraphClient(config);
  const broadcasts = new BroadcastService({ db, isOptedOut, logger });
  const inbound = new WhatsAppInbound({
    db, liveChat, graph, media: new InboundMedia(dataDir), phoneNumberId: config.phoneNumberId, logger, broadcastStatus: (status) => broadcasts.applyStatus(status),
  });
  const { runner: runs, perSecond, dailyTier } = config.broadcasts;
  const runner = runs
    ? new BroadcastRunner({ db, send: (to, content, opaque) => graph.send(to, content, opaque), isOptedOut, logger, options: { perSecond, dailyTier, concurrency: perSecond } })
    : undefined;
  runner?.start();
  const outbound = new WhatsAppOutbound({ db, graph, liveChat, publicUrl, logger });
  liveChat.useDelivery('wa', outbound.deliver);
  return {
    services: { inbound, outbound, broadcasts },
    register: (app: App) => {
      registerWhatsAppRoutes(app, { inbound, appSecret: config.appSecret, verifyToken: config.verifyToken });
      registerBroadcastRoutes(app, broadcasts);
    },
    /** After the live chat's close (its last bot turns queue messages here). */
    close: async () => {
      await runner?.stop();
      await outbound.idle();
    },
  };
}
