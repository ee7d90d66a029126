/**
 * Train, publish, activate and roll back bot versions. Training is a background job in this process:
 * its row (status 'training', progress, logs) is the persisted bot_training flag, so a reload or
 * another instance sees it, and a partial unique index refuses a second concurrent training (412).
 * Publishing moves the brand's published pointer and logs the deployment in one transaction, then
 * swaps the runtime's in-memory version.
 */
import type { FastifyBaseLogger } from 'fastify';
import { getMlConfiguration } from '@/modules/settings/ml-configuration.service';
import { BOT_BUILDER_TEXTS as T } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import type { TrainingStatus } from '@switchboard/contracts/models/models.schemas';
import type { PublishedBot } from '@/bot/published-bot';
import type { Environment } from '@switchboard/contracts/bot-builder/environment-variable.schemas';
import { faqPhrasings, type FaqDraft } from '@/bot/faq/faq-model';
import { trainableIntents, type DraftBot } from '@/bot/training/train-bot';
import { trainOffThread } from '@/bot/training/train-off-thread';
import type { Database } from '@/db/client';
import type { BrandContext } from '@/plugins/auth';
import { businessRule, notFound } from '@/plugins/http-errors';
import type { Realtime } from '@/realtime/realtime';
import { isUniqueViolation, requireId } from './bot-builder.errors';
import { workflowSources } from './bundle-sources';
import { allEntities } from './entities.repository';
import { definitionOf } from './entities.service';
import { draftIntents } from './intents.repository';
import { loadBrandFunctions, loadEnvironment } from './integrations-bundle';
import type { FaqModelService } from './faq-model.service';
import { deploymentView, modelView, trainingLogView } from './model-view';
import * as models from './models.repository';

export interface Caller { userId: string; name: string; brand: BrandContext }

/** What a publish must pass first (automated testing's publish gate); it throws to refuse. */
export type PublishCheck = (caller: Caller, modelId: string, override: { requested: boolean; admin: boolean }) => Promise<void>;

/** The dialogue domains a trained version carries (the dms module's latest trained policies); set by that module. */
export type DialogueSource = (brandId: string) => Promise<NonNullable<DraftBot['dialogues']>>;

const ABANDONED_AFTER_MS = 5 * 60_000;
const SAVE_EVERY_MS = 250;
export const trainingRoom = (brandId: string) => `bot-training:${brandId}`;

export class TrainingService {
  private readonly running = new Set<Promise<void>>();
  private publishCheck: PublishCheck = () => Promise.resolve();
  private dialogueSource: DialogueSource = () => Promise.resolve([]);

  constructor(private readonly deps: {
    db: Database; bot: PublishedBot; realtime: Realtime; logger: FastifyBaseLogger; faq: FaqModelService;
    /** The environment whose variable values the live bot's brand functions use (BOT_ENVIRONMENT). */
    botEnvironment: Environment;
  }) {}

  async draft(brand: BrandContext): Promise<DraftBot> {
    const [intents, entities, sources, functions, environment, dialogues] = await Promise.all([
      draftIntents(this.deps.db, brand.id), allEntities(this.deps.db, brand.id), workflowSources(this.deps.db, brand.id),
      loadBrandFunctions(this.deps.db, brand.id), loadEnvironment(this.deps.db, brand.id, this.deps.botEnvironment),
      this.dialogueSource(brand.id),
    ]);
    return {
      ...sources,
      ...(dialogues.length ? { dialogues } : {}),
      functions,
      environment,
      language: brand.nlpServiceDetails.language,
      threshold: brand.nlpServiceDetails.threshold,
      intents: intents.map(({ intent, utterances, blocked }) => ({
        name: intent.name, reply: intent.reply, handover: intent.handover, quickReplies: intent.quickReplies,
        utterances, blocked: blocked.map((text) => text.trim().toLowerCase().replace(/\s+/g, ' ')),
      })),
      entities: entities.map(definitionOf),
    };
  }

  /** Starts a training of the current draft; resolves once it is recorded (the job runs on). */
  async start(caller: Caller) {
    const { db } = this.deps;
    const draft = await this.draft(caller.brand);
    const trainable = trainableIntents(draft);
    if (trainable.length < 2) throw businessRule(T.noIntents);
    await models.failAbandonedTrainings(db, caller.brand.id, new Date(Date.now() - ABANDONED_AFTER_MS));
    let row: models.ModelSummaryRow;
    try {
      row = await models.insertTraining(db, {
        brandId: caller.brand.id, trainedBy: caller.userId, trainedByName: caller.name,
        utteranceCount: trainable.reduce((sum, intent) => sum + intent.utterances.length, 0), intentCount: trainable.length,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw businessRule(T.trainingInProgress);
      throw error;
    }
    const faqDraft = await this.deps.faq.draft(caller.brand.id, draft.language);
    const job = this.run(caller.brand.id, row, { ...draft, noIntent: faqPhrasings(faqDraft) }, faqDraft).finally(() => this.running.delete(job));
    this.running.add(job);
    return modelView(row, await models.publishedModelId(db, caller.brand.id));
  }

  private async run(brandId: string, row: models.ModelSummaryRow, draft: DraftBot, faqDraft: FaqDraft): Promise<void> {
    const { db, realtime, logger } = this.deps;
    const logs: string[] = [];
    const log = (line: string) => logs.push(`${new Date().toISOString()} ${line}`);
    const emit = (status: models.ModelSummaryRow['status'], progress: number) => realtime.publish('liveDialogTraining', trainingRoom(brandId), 'botTraining', {
      bot_training: status === 'training', modelId: row.id, version: row.version, status, progress,
    });
    let lastSave = 0;
    let saving: Promise<void> = Promise.resolve();
    const onProgress = (fraction: number) => {
      const now = Date.now();
      if (now - lastSave < SAVE_EVERY_MS || fraction >= 1) return;
      lastSave = now;
      const progress = Math.round(fraction * 100) / 100;
      saving = saving.then(() => models.saveProgress(db, row.id, progress, [...logs])).catch((err: unknown) => logger.warn({ err }, 'training progress not saved'));
      emit('training', progress);
    };
    log(`training version ${row.version} started by ${row.trainedByName}`);
    emit('training', 0);
    try {
      const trained = await trainOffThread({ draft, faqDraft }, onProgress, log);
      await saving;
      await db.transaction(async (tx) => {
        await models.finishTraining(tx, row.id, { status: 'trained', bundle: trained.bundle, evaluation: trained.evaluation, logs, error: null, progress: 1 });
        await this.deps.faq.record(tx, row.id, trained.faqFigures);
      });
      emit('trained', 1);
    } catch (error) {
      log(`training failed: ${(error as Error).message}`);
      logger.error({ err: error }, 'bot training failed');
      await saving;
      await models.finishTraining(db, row.id, { status: 'failed', bundle: null, evaluation: null, logs, error: (error as Error).message, progress: 0 })
        .catch((err: unknown) => logger.error({ err }, 'failed training not recorded'));
      emit('failed', 0);
    }
  }

  /** Resolves when every training started here has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  async status(brandId: string): Promise<TrainingStatus> {
    const { db } = this.deps;
    const [latest, publishedId] = await Promise.all([models.latestModel(db, brandId), models.publishedModelId(db, brandId)]);
    const published = publishedId ? await models.findModel(db, brandId, publishedId) : undefined;
    return {
      bot_training: latest?.status === 'training',
      latest: latest ? modelView(latest, publishedId) : null,
      published: published ? modelView(published, publishedId) : null,
    };
  }

  async models(brandId: string, page: number) {
    const [list, publishedId] = await Promise.all([
      models.listModels(this.deps.db, brandId, page, PAGE_SIZES.models), models.publishedModelId(this.deps.db, brandId),
    ]);
    return { items: list.items.map((row) => modelView(row, publishedId)), totalCount: list.totalCount };
  }

  async trainingLogs(brandId: string, page: number) {
    const list = await models.listModels(this.deps.db, brandId, page, PAGE_SIZES.trainingLogs);
    return { items: list.items.map(trainingLogView), totalCount: list.totalCount };
  }

  async deploymentLogs(brandId: string, page: number) {
    const list = await models.listDeployments(this.deps.db, brandId, page, PAGE_SIZES.deploymentLogs);
    return { items: list.items.map(deploymentView), totalCount: list.totalCount };
  }

  /** Set by the dms module (built after this one): a trained version carries the domains' latest trained policies. */
  useDialogueSource(source: DialogueSource): void {
    this.dialogueSource = source;
  }

  /** Set once the automated-testing module exists (it is built after this one). */
  usePublishCheck(check: PublishCheck): void {
    this.publishCheck = check;
  }

  /** publishApp: the latest trained version becomes the one customers get, once it passed the publish check. */
  async publish(caller: Caller, override: { requested: boolean; admin: boolean } = { requested: false, admin: false }) {
    const latest = await models.latestModel(this.deps.db, caller.brand.id, 'trained');
    if (!latest) throw businessRule(T.nothingTrained);
    await this.publishCheck(caller, latest.id, override);
    return this.goLive(caller, latest.id, 'publish');
  }

  async activate(caller: Caller, modelId: string) {
    const model = await models.findModel(this.deps.db, caller.brand.id, requireId(modelId, T.modelNotFound));
    if (!model) throw notFound(T.modelNotFound);
    if (model.status !== 'trained') throw businessRule(T.modelNotTrained);
    return this.goLive(caller, model.id, 'activate');
  }

  async rollback(caller: Caller) {
    const current = await models.publishedModelId(this.deps.db, caller.brand.id);
    const previous = current ? await models.previousLiveModelId(this.deps.db, caller.brand.id, current) : null;
    if (!previous) throw businessRule(T.nothingToRollBack);
    return this.goLive(caller, previous, 'rollback');
  }

  private async goLive(caller: Caller, modelId: string, action: 'publish' | 'activate' | 'rollback') {
    const { db } = this.deps;
    await db.transaction(async (tx) => {
      const previousModelId = await models.publishedModelId(tx, caller.brand.id);
      // Already live: nothing changes and nothing is logged.
      if (previousModelId === modelId) return;
      await models.setPublished(tx, { brandId: caller.brand.id, modelId, previousModelId, action, byName: caller.name });
    });
    await this.loadLive();
    // The other instances load it now too (they would within LIVE_VERSION_CHECK_MS anyway).
    this.deps.realtime.peers.publish({ kind: 'bot' });
    return this.status(caller.brand.id);
  }

  /**
   * Loads the published version into the runtime with the brand's ML configuration (threshold,
   * fallback): on start, after every change, and with `force` after the configuration changes.
   */
  async loadLive(force = false): Promise<void> {
    const liveId = await models.liveModelId(this.deps.db);
    if (!force && liveId === (this.deps.bot.current?.modelId ?? null)) return;
    const live = await models.liveVersion(this.deps.db);
    if (!live?.bundle) return this.deps.bot.use(null);
    const ml = await getMlConfiguration(this.deps.db, live.brandId);
    this.deps.bot.use({
      modelId: live.modelId, version: live.version, threshold: ml.threshold, bundle: live.bundle,
      fallback: { behaviour: ml.fallbackBehaviour, message: ml.fallbackMessage },
    });
  }
}
