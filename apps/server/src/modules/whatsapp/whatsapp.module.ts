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
  const inbound = new WhatsAppInbound({ db, liveChat, graph, media: new InboundMedia(dataDir), phoneNumberId: config.phoneNumberId, logger });
  const outbound = new WhatsAppOutbound({ db, graph, liveChat, publicUrl, logger });
  liveChat.useDelivery('wa', outbound.deliver);
  return {
    services: { inbound, outbound },
    register: (app: App) => registerWhatsAppRoutes(app, { inbound, appSecret: config.appSecret, verifyToken: config.verifyToken }),
    /** After the live chat's close (its last bot turns queue messages here). */
    close: () => outbound.idle(),
  };
}
