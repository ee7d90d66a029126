/**
 * Wires dialogue management (/dms): domains, actions, dialogues (the spec's listStories, updateDialog, deleteStory,
 * bootstrapStory), the workflow-tree upload, users' journeys, policy training (initiateDmsTraining) with its logs, and interactive
 * training on the dialogue channel. Sockets of members allowed a DMS page join their brand's DMS room on
 * /liveDialogTraining when they connect: updateGlobalSync and dmsTraining reach every open DMS screen.
 */
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import { DMS_EVENTS } from '@switchboard/contracts/dms/dms.events';
import { isRouteAllowed } from '@switchboard/contracts/permissions';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '@/db/client';
import type { BotSandbox } from '@/modules/bot-builder/bot-sandbox';
import type { Clock } from '@/lib/clock';
import type { TrainingService } from '@/modules/bot-builder/training.service';
import type { App } from '@/plugins/type-provider';
import type { Realtime, SocketData } from '@/realtime/realtime';
import { ActionsService } from './actions.service';
import { DMS_PAGES } from './dms-access';
import { registerDmsAdminRoutes } from './dms-admin.routes';
import { dmsRoom, type DmsSync } from './dms-sync';
import { DmsTrainingService } from './dms-training.service';
import { registerDialogueRoutes } from './dms.routes';
import { bindDmsCommands } from './dms.socket';
import { DomainsService } from './domains.service';
import { JourneysService } from './journeys.service';
import { registerJourneyRoutes } from './journeys.routes';
import { StoriesService } from './stories.service';
import { TrainingSessions } from './training-sessions';
import { registerWorkflowTreeRoutes } from './workflow-tree.routes';

export interface DmsDeps {
  database: DatabaseHandle;
  realtime: Realtime;
  sandbox: BotSandbox;
  /** The bot's training: its versions carry the domains' trained policies (published and rolled back with the bot). */
  botTraining: TrainingService;
  logger: FastifyBaseLogger;
  /** The time a disconnected trainer's conversation waits on (tests step a manual clock; default the system's). */
  clock?: Clock | undefined;
}

export async function createDmsModule({ database, realtime, sandbox, botTraining, logger, clock }: DmsDeps) {
  const db = database.db;
  const sync: DmsSync = (brandId, what, domainId, id) =>
    realtime.publish('liveDialogTraining', dmsRoom(brandId), DMS_EVENTS.updation, { type: 'updateGlobalSync', what, domainId, id });
  const domains = new DomainsService(db, sync);
  const actions = new ActionsService(db, domains, sync);
  const journeys = new JourneysService(db);
  const stories = new StoriesService(db, domains, journeys, sync);
  const training = new DmsTrainingService({
    db, domains, sync,
    onProgress: (brandId, row) => realtime.publish('liveDialogTraining', dmsRoom(brandId), DMS_EVENTS.dmsTraining, row),
    onError: (err) => logger.error({ err }, 'dialogue training failed'),
  });
  if (database.kind === 'pglite') await training.failLeftovers();
  botTraining.useDialogueSource((brandId) => training.publishable(brandId));
  const sessions = new TrainingSessions(clock);

  realtime.io.of(NAMESPACES.liveDialogTraining).on('connection', (socket) => {
    const { principal } = (socket.data as SocketData).auth;
    if (DMS_PAGES.some((page) => isRouteAllowed(principal.permissions, page))) void socket.join(dmsRoom(principal.brand.id));
    // Bound for every member: one without the Dialogues page is answered FORBIDDEN rather than never.
    bindDmsCommands(socket, { db, realtime, domains, stories, sandbox, sessions, logger });
  });

  return {
    services: { domains, actions, stories, training, journeys },
    register: (app: App) => {
      registerDialogueRoutes(app, stories, training);
      registerDmsAdminRoutes(app, { domains, actions, training });
      registerWorkflowTreeRoutes(app, stories);
      registerJourneyRoutes(app, journeys);
    },
    close: () => training.idle(),
  };
}

export type DmsServices = Awaited<ReturnType<typeof createDmsModule>>['services'];
