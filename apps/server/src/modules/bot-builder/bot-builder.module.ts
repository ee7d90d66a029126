/**
 * Wires the bot builder: intents, entities, workflows, bot params, bot messages and media, FAQs, upload,
 * training/publishing, try-it and model management, brand functions, environment variables, events and the catalogue,
 * and the runtime bot customers talk to (handed to the live-chat module). Staff sockets of the
 * training channel join their brand's training room to follow progress.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Environment } from '@switchboard/contracts/bot-builder/environment-variable.schemas';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import { PublishedBot, type RuntimeLogger } from '@/bot/published-bot';
import { answerFaqWith } from '@/bot/faq/answer-faq';
import { parseAllowance, withOwnApi } from '@/bot/functions/address-guard';
import { brandFunctionCaller } from '@/bot/functions/call-brand-function';
import type { DatabaseHandle } from '@/db/client';
import type { SocketData } from '@/realtime/realtime';
import type { App } from '@/plugins/type-provider';
import type { Realtime } from '@/realtime/realtime';
import { registerBotMessageRoutes } from './bot-messages.routes';
import { BotMessagesService } from './bot-messages.service';
import { EntitiesService } from './entities.service';
import { createFaqServices } from './faq.module';
import { registerFaqRoutes } from './faqs.routes';
import { registerEntityRoutes } from './entities.routes';
import { IntentUploadService } from './intent-upload.service';
import { registerIntentRoutes } from './intents.routes';
import { IntentsService } from './intents.service';
import { MediaFiles } from './media-files';
import { registerMediaRoutes } from './media.routes';
import { MediaService } from './media.service';
import { failAllTrainings } from './models.repository';
import { registerTrainingRoutes } from './training.routes';
import { registerBrandFunctionRoutes } from './brand-functions.routes';
import { BrandFunctionsService } from './brand-functions.service';
import { registerCatalogueRoutes } from './catalogue.routes';
import { CatalogueService } from './catalogue.service';
import { registerEnvironmentVariableRoutes } from './environment-variables.routes';
import { EnvironmentVariablesService } from './environment-variables.service';
import { registerEventRoutes } from './events.routes';
import { EventsService } from './events.service';
import { TrainingService, trainingRoom } from './training.service';
import { TryItService } from './try-it.service';
import { BotSandbox } from './bot-sandbox';
import { registerPreemptiveDataRoutes } from './preemptive-data.routes';
import { PreemptiveDataService } from './preemptive-data.service';
import { BotParamsService } from './bot-params.service';
import { registerBotParamRoutes } from './bot-params.routes';
import { registerWorkflowRoutes } from './workflows.routes';
import { WorkflowsService } from './workflows.service';

/** Other instances learn about a publish within this long (PostgreSQL deployments). */
const LIVE_VERSION_CHECK_MS = 15_000;

export interface BotBuilderModuleDeps {
  database: DatabaseHandle;
  realtime: Realtime;
  logger: FastifyBaseLogger;
  /** Where uploaded media live (DATA_DIR). */
  dataDir: string;
  /** Whose environment variable values the live bot's brand functions use (BOT_ENVIRONMENT). */
  botEnvironment?: Environment;
  /** The loopback and private addresses brand functions may call (BRAND_FUNCTION_ALLOWED_HOSTS); none by default. */
  brandFunctionAllowedHosts?: readonly string[];
  /** The demo store's API on this server (demoShopApiBase): brand functions may call it, and nothing else of this server. */
  demoShopApi?: string;
}

export async function createBotBuilderModule({ database, realtime, logger, dataDir, botEnvironment = 'Prod', brandFunctionAllowedHosts = [], demoShopApi }: BotBuilderModuleDeps) {
  const db = database.db;
  const operators = parseAllowance(brandFunctionAllowedHosts);
  const allowance = demoShopApi ? withOwnApi(operators, demoShopApi) : operators;
  const callBrandFunction = brandFunctionCaller(allowance);
  const runtimeLogger: RuntimeLogger = { warn: (detail, message) => logger.warn(detail, message), error: (detail, message) => logger.error(detail, message) };
  const faq = createFaqServices(db);
  const answerFaq = answerFaqWith(() => faq.faqModel.liveGenerativeEndpoint());
  const bot = new PublishedBot({
    onError: (err) => logger.error({ err }, 'the published bot could not classify a message'),
    logger: runtimeLogger, callBrandFunction, answerFaq,
  });
  // One PGlite process: a training left 'training' by a previous run will never finish.
  if (database.kind === 'pglite') await failAllTrainings(db);
  const entities = new EntitiesService(db);
  const sandbox = new BotSandbox({ db, entities, ports: { callBrandFunction, answerFaq }, logger: runtimeLogger });
  const training = new TrainingService({ db, bot, realtime, logger, faq: faq.faqModel, botEnvironment });
  const services = {
    intents: new IntentsService(db), entities, upload: new IntentUploadService(db), training, tryIt: new TryItService({ db, sandbox }), sandbox, bot, ...faq,
    workflows: new WorkflowsService(db), botParams: new BotParamsService(db),
    botMessages: new BotMessagesService(db), preemptiveData: new PreemptiveDataService(db),
    brandFunctions: new BrandFunctionsService(db, allowance), environmentVariables: new EnvironmentVariablesService(db),
    events: new EventsService(db), catalogue: new CatalogueService(db), botEnvironment,
  };
  const mediaFiles = new MediaFiles(dataDir);
  const media = new MediaService(db, mediaFiles);
  await training.loadLive();
  realtime.peers.on('bot', () => training.loadLive());
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
    registerWorkflowRoutes(app, services.workflows);
    registerBotParamRoutes(app, services.botParams);
    registerFaqRoutes(app, services);
    registerBotMessageRoutes(app, services.botMessages);
    registerPreemptiveDataRoutes(app, services.preemptiveData);
    registerMediaRoutes(app, { media, files: mediaFiles });
    registerBrandFunctionRoutes(app, services.brandFunctions);
    registerEnvironmentVariableRoutes(app, services.environmentVariables);
    registerEventRoutes(app, services.events);
    registerCatalogueRoutes(app, services.catalogue);
  };
  return { services, register, close: async () => {
    clearInterval(timer);
    await training.idle();
  } };
}

export type BotBuilderServices = Awaited<ReturnType<typeof createBotBuilderModule>>['services'];
