/**
 * Wires the bot builder: intents, entities, upload, training/publishing, try-it and model management,
 * and the runtime bot customers talk to (handed to the live-chat module). Staff sockets of the
 * training channel join their brand's training room to follow progress.
 */
import type { FastifyBaseLogger } from 'fastify';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import { PublishedBot } from '@/bot/published-bot';
import type { AnswerFaq, CallBrandFunction } from '@/bot/runtime-ports';
import type { DatabaseHandle } from '@/db/client';
import type { SocketData } from '@/realtime/realtime';
import type { App } from '@/plugins/type-provider';
import type { Realtime } from '@/realtime/realtime';
import { EntitiesService } from './entities.service';
import { registerEntityRoutes } from './entities.routes';
import { IntentUploadService } from './intent-upload.service';
import { registerIntentRoutes } from './intents.routes';
import { IntentsService } from './intents.service';
import { failAllTrainings } from './models.repository';
import { registerTrainingRoutes } from './training.routes';
import { TrainingService, trainingRoom } from './training.service';
import { TryItService } from './try-it.service';

/** Other instances learn about a publish within this long (PostgreSQL deployments). */
const LIVE_VERSION_CHECK_MS = 15_000;

export interface BotBuilderModuleDeps {
  database: DatabaseHandle;
  realtime: Realtime;
  logger: FastifyBaseLogger;
  /** The runtime's ports built by other parts (brand functions over HTTP, the FAQ); absent: workflows take the failure exit, no FAQ. */
  ports?: { callBrandFunction?: CallBrandFunction; answerFaq?: AnswerFaq };
}

export async function createBotBuilderModule({ database, realtime, logger, ports = {} }: BotBuilderModuleDeps) {
  const db = database.db;
  const bot = new PublishedBot({
    onError: (err) => logger.error({ err }, 'the published bot could not classify a message'),
    logger: { warn: (detail, message) => logger.warn(detail, message), error: (detail, message) => logger.error(detail, message) },
    ...ports,
  });
  // One PGlite process: a training left 'training' by a previous run will never finish.
  if (database.kind === 'pglite') await failAllTrainings(db);
  const entities = new EntitiesService(db);
  const training = new TrainingService({ db, bot, realtime, logger });
  const services = {
    intents: new IntentsService(db), entities, upload: new IntentUploadService(db), training, tryIt: new TryItService(db, entities), bot,
  };
  await training.loadLive();
  const timer = database.kind === 'postgres'
    ? setInterval(() => void training.loadLive().catch((err: unknown) => logger.warn({ err }, 'published bot not reloaded')), LIVE_VERSION_CHECK_MS)
    : undefined;
  timer?.unref();

  realtime.io.of(NAMESPACES.liveDialogTraining).on('connection', (socket) => {
    void socket.join(trainingRoom((socket.data as SocketData).auth.principal.brand.id));
  });

  const register = (app: App) => {
    registerIntentRoutes(app, services);
    registerEntityRoutes(app, entities);
    registerTrainingRoutes(app, services);
  };
  return { services, register, close: async () => {
    clearInterval(timer);
    await training.idle();
  } };
}

export type BotBuilderServices = Awaited<ReturnType<typeof createBotBuilderModule>>['services'];
