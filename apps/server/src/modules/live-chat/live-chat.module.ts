/** Wires the live-chat area: message store, routing, services, the two socket channels, routes. */
import type { FastifyBaseLogger } from 'fastify';
import type { Bot } from '@/bot/bot';
import { createDemoBot } from '@/bot/demo-bot';
import type { DatabaseHandle } from '@/db/client';
import type { App } from '@/plugins/type-provider';
import type { Realtime } from '@/realtime/realtime';
import type { BrandScopes } from '@/lib/bifurcation-scope';
import { CustomerService } from '@/modules/customers/customer.service';
import { TranslationService } from '@/modules/translation/translation.service';
import { AgentChatService } from './agent-chat.service';
import { AgentDirectoryService } from './agent-directory.service';
import { AgentNotesService } from './agent-notes.service';
import { ChatDirectoryService } from './chat-directory.service';
import type { Channel } from '@switchboard/contracts/common/constants';
import { ChatEvents, type CustomerDelivery } from './chat-events';
import { ChatProfileService } from './chat-profile.service';
import { ProfileWidgetSections } from './profile-widget-sections';
import { ProfileWidgetsService } from './profile-widgets.service';
import type { LiveTicketsSource } from './live-chat.socket';
import { ChatLanguageService } from './chat-language.service';
import { registerChatLanguageRoutes } from './chat-language.routes';
import { CustomerChatService } from './customer-chat.service';
import { registerLiveChatRoutes } from './live-chat.routes';
import { ProactiveChatService } from './proactive-chat.service';
import { registerProactiveRoutes } from './proactive.routes';
import { customerPresence } from '@/modules/customers/customer-presence';
import { registerStaffSocket } from './live-chat.socket';
import { findSession } from './chat-session.repository';
import { CustomerRateLimit, DEFAULT_WEBCHAT_LIMITS, type WebchatLimits } from './customer-rate-limit';
import { IdleSweeper } from './idle-sweeper';
import { MessageStore } from './message-store';
import type { Clock } from '@/lib/clock';
import { RoutingService } from './routing.service';
import { StallMonitor } from './stall-monitor';
import { SupervisionService } from './supervision.service';
import { registerWebchatSocket } from './webchat.socket';
import { ChatRatingService } from './chat-rating.service';
import { WidgetConfigSource } from './widget-config';

export interface LiveChatModuleDeps {
  database: DatabaseHandle;
  realtime: Realtime;
  logger: FastifyBaseLogger;
  bot?: Bot;
  /** How long an offer waits for accept or reject (default 60 s; OFFER_TIMEOUT_SECONDS). */
  offerTimeoutMs?: number;
  /** How often the database is swept for expired offers of other instances or earlier runs (default 15 s). */
  offerSweepMs?: number;
  /** How long an agent who rejected a chat or let it time out is not offered it again (default TIMING.offerCooldownMs; OFFER_COOLDOWN_SECONDS). */
  offerCooldownMs?: number;
  /** The time routing runs on (tests step a manual clock). */
  routingClock?: Clock;
  /** Silence that counts as a stall (default TIMING.chatStallMs) and how often it is looked for (default 5 s). */
  stallMs?: number;
  stallSweepMs?: number;
  /** Bot-handled chats close after this long without a message (default 30 min; BOT_CHAT_IDLE_MINUTES). */
  botChatIdleMs?: number;
  /** The public channel's rate limits (WEBCHAT_* settings). */
  webchatLimits?: WebchatLimits;
  /** Client addresses come from X-Forwarded-For (TRUST_PROXY), as for HTTP. */
  trustProxy?: boolean;
  /** The brand's bifurcation filters and widget sites (scoped rooms, a new chat's values). */
  scopes: BrandScopes;
  /** The translation service of each brand (TRANSLATE_URL besides the ML configuration). */
  translation?: TranslationService;
}

export async function createLiveChatModule({
  database, realtime, logger, bot = createDemoBot(), offerTimeoutMs, offerSweepMs, offerCooldownMs, routingClock, stallMs, stallSweepMs, botChatIdleMs,
  webchatLimits = DEFAULT_WEBCHAT_LIMITS, trustProxy = false, scopes, translation = new TranslationService(database.db),
}: LiveChatModuleDeps) {
  const db = database.db;
  const events = new ChatEvents(db, realtime, scopes);
  const singleWriter = database.kind === 'pglite' || !realtime.shared;
  const store = new MessageStore(db, {
    // One writer, this process (the embedded database, or PostgreSQL with no Redis adapter joining other
    // instances, without which staff of another instance would miss events anyway): staff may hear of
    // messages before their commit. Should another writer appear after all, the commit's seq check resyncs.
    singleWriter,
    // Several instances: the same, with each commit announced to the others (message-store.ts).
    ...(singleWriter ? {} : {
      peers: {
        announce: (commits) => realtime.peers.publish({ kind: 'chat.committed', commits }),
        ended: (sessionId) => realtime.peers.publish({ kind: 'chat.ended', sessionId }),
      },
    }),
    onDesync: (sessionId) => void findSession(db, sessionId)
      .then((session) => session && events.chatResync(session))
      .catch((err: unknown) => logger.warn({ err, sessionId }, 'chat resync hint failed')),
  });
  realtime.peers.on('chat.committed', ({ commits }) => store.peerCommitted(commits));
  realtime.peers.on('chat.ended', ({ sessionId }) => store.peerEnded(sessionId));
  const routing = new RoutingService(db, events, realtime, {
    offerTimeoutMs, offerSweepMs, offerCooldownMs, clock: routingClock, onError: (err) => logger.warn({ err }, 'offer timeout failed'),
  });
  // One PGlite process owns every socket: presence left over from a previous run is stale.
  if (database.kind === 'pglite') await routing.reset();
  const customers = new CustomerService(db);
  const profileWidgetSections = new ProfileWidgetSections(db);
  const profile = new ChatProfileService(customers, profileWidgetSections, events);
  const chatDirectory = new ChatDirectoryService(db, profile);
  /** The member's live tickets for `join` (tickets module, wired after this one: see useLiveTickets). */
  let liveTickets: LiveTicketsSource = async () => [];
  const widgetConfig = new WidgetConfigSource(db);
  const language = new ChatLanguageService({ db, events, directory: chatDirectory, translation, logger });
  const services = {
    widgetConfig,
    ratings: new ChatRatingService(db, widgetConfig),
    messages: store,
    routing,
    customers,
    customerChats: new CustomerChatService({
      db, store, events, routing, customers, bot, language, profileChanged: (session) => profile.publish(session),
      onRecordError: (err) => logger.warn({ err }, 'generative FAQ question not recorded'),
    }),
    agentChats: new AgentChatService({ db, store, events, routing, customers, realtime, language }),
    language,
    supervision: new SupervisionService({ db, store, events, routing, realtime }),
    chatDirectory,
    profile,
    profileWidgetSections,
    profileWidgets: new ProfileWidgetsService(db, chatDirectory, profile),
    /** Bot and staff messages to customers of a channel such as WhatsApp go out through `delivery` as well. */
    useDelivery: (channel: Channel, delivery: CustomerDelivery) => events.useDelivery(channel, delivery),
    /** The tickets module supplies the member's live tickets for `join` (§7 liveTicketsData). */
    useLiveTickets: (source: LiveTicketsSource) => { liveTickets = source; },
    agentNotes: new AgentNotesService(db, chatDirectory),
    agentDirectory: new AgentDirectoryService(db),
    stalls: new StallMonitor(db, events, { stallMs, sweepMs: stallSweepMs, onError: (err) => logger.warn({ err }, 'stall count failed') }),
    idleChats: new IdleSweeper(db, events, store, { idleMs: botChatIdleMs, onError: (err) => logger.warn({ err }, 'idle chat sweep failed') }),
    webchatLimits: new CustomerRateLimit(webchatLimits),
  };
  const proactive = new ProactiveChatService({ db, store, events, customers, agentChats: services.agentChats, online: customerPresence(realtime, logger) });
  registerStaffSocket({
    realtime, agents: services.agentChats, supervision: services.supervision, directory: services.chatDirectory, routing, events, logger,
    liveTickets: (auth) => liveTickets(auth),
  });
  registerWebchatSocket({
    realtime, chats: services.customerChats, limits: services.webchatLimits, widgetConfig, ratings: services.ratings, trustProxy, logger,
  });
  const register = (app: App) => {
    registerLiveChatRoutes(app, { directory: chatDirectory, agents: services.agentDirectory, notes: services.agentNotes, profile, realtime });
    registerProactiveRoutes(app, { proactive, directory: chatDirectory });
    registerChatLanguageRoutes(app, { language, translation });
  };
  return { services, register, close: async () => {
    // Sockets are closed by now: let the bot turns in flight end (and hand over) before routing stops.
    await services.customerChats.idle();
    await language.idle();
    routing.stop();
    services.stalls.stop();
    services.idleChats.stop();
    await store.drain();
  } };
}

export type LiveChatServices = Awaited<ReturnType<typeof createLiveChatModule>>['services'];
