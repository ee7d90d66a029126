/**
 * Policy training (initiateDmsTraining): started by a request, run in the background on this instance, one at a
 * time per brand (the partial unique index: a second start anywhere is 412). The service reads the domain and its
 * stories; the training itself (held-out evaluation, then the kept policy: bot/dialogue-policy/policy-training.ts)
 * runs on the training thread (bot/training/train-off-thread.ts), in turn with the bot trainings, so a large story
 * set never holds up the event loop the live chats share; a thread that fails (out of memory or time) fails the
 * training. Progress (0.5 after the evaluation) and the end go out as `dmsTraining` on the dialogue channel and are
 * kept on the row (the training logs), so a reload shows the same.
 */
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import { DMS_TEXTS as T } from '@switchboard/contracts/dms/dms.api';
import type { DmsTraining } from '@switchboard/contracts/dms/dms.schemas';
import type { BundleDialogueDomain } from '@/bot/dialogue-policy/dialogue-runtime';
import { trainPolicyOffThread } from '@/bot/training/train-off-thread';
import type { Database } from '@/db/client';
import { whileBeating } from '@/lib/while-beating';
import { isUniqueViolation } from '@/modules/bot-builder/bot-builder.errors';
import { businessRule } from '@/plugins/http-errors';
import * as repo from './dms.repository';
import * as trainings from './dms-trainings.repository';
import type { DmsSync } from './dms-sync';
import { trainingView } from './dms-views';
import type { DomainsService } from './domains.service';
import { policyDomainOf, policyStoriesOf } from './policy-domain';

/** A training that has not moved for this long was left by an instance that died. */
const STALE_MS = 5 * 60_000;

export interface DmsTrainingDeps {
  db: Database;
  domains: DomainsService;
  sync: DmsSync;
  onProgress: (brandId: string, training: DmsTraining) => void;
  onError: (error: unknown) => void;
}

export class DmsTrainingService {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly deps: DmsTrainingDeps) {}

  async start(brandId: string, member: { id: string; name: string }, domainId: string): Promise<DmsTraining> {
    const { db, domains } = this.deps;
    const domain = await domains.require(db, brandId, domainId);
    const stories = await repo.storiesOf(db, brandId, domain.id);
    if (stories.length === 0) throw businessRule(T.nothingToTrain);
    await trainings.failStaleTrainings(db, brandId, new Date(Date.now() - STALE_MS));
    let row: trainings.TrainingSummary;
    try {
      row = await trainings.insertTraining(db, { brandId, domainId: domain.id, domainName: domain.name, startedBy: member.id, startedByName: member.name });
    } catch (error) {
      if (isUniqueViolation(error)) throw businessRule(T.trainingBusy);
      throw error;
    }
    this.emit(brandId, row);
    const job = this.run(brandId, row.id, domain.id).catch((error: unknown) => this.deps.onError(error)).finally(() => this.running.delete(job));
    this.running.add(job);
    return trainingView(row);
  }

  async logs(brandId: string, query: { page: number; domainId?: string | undefined }) {
    const { items, totalCount } = await trainings.listTrainings(this.deps.db, brandId, { ...query, pageSize: PAGE_SIZES.trainingLogs });
    return { items: items.map(trainingView), totalCount };
  }

  /** The dialogues_training busy flag: the brand's running training, if any. */
  async status(brandId: string): Promise<DmsTraining | null> {
    const row = await trainings.runningTraining(this.deps.db, brandId);
    return row ? trainingView(row) : null;
  }

  /**
   * What a bot version carries when the bot is trained (the published-version mechanism: publish and roll back move
   * the policies with the bot): each trained domain's latest policy, its intents and its actions as they are now.
   * Stories whose actions were deleted since cannot name them: an action the policy predicts that is gone is skipped.
   */
  async publishable(brandId: string): Promise<BundleDialogueDomain[]> {
    const { db } = this.deps;
    const policies = await trainings.latestPolicies(db, brandId);
    if (policies.length === 0) return [];
    const domains = new Map((await repo.listDomains(db, brandId)).map((row) => [row.domain.id, row.domain]));
    const actions = await repo.listActions(db, brandId);
    return policies.flatMap(({ domainId, policy }) => {
      const domain = domains.get(domainId);
      if (!domain) return [];
      return [{
        domainId, name: domain.name, intents: domain.intents, policy,
        actions: actions.filter((action) => action.domainId === domainId).map(({ id, name, config }) => ({ id, name, config })),
      }];
    });
  }

  /** Resolves when the trainings this instance runs are over (shutdown, tests). */
  async idle(): Promise<void> {
    await Promise.all([...this.running]);
  }

  /** One PGlite process owns the data: a training left 'training' by a previous process will never finish. */
  async failLeftovers(): Promise<void> {
    await trainings.failStaleTrainings(this.deps.db, null, new Date(Date.now() + 1000));
  }

  private async run(brandId: string, trainingId: string, domainId: string): Promise<void> {
    const { db, domains } = this.deps;
    // The progress rows in the order the thread reports them, all written before the end's.
    let moved = Promise.resolve();
    try {
      const domain = await domains.require(db, brandId, domainId);
      const actions = await repo.listActions(db, brandId, domainId);
      const stories = policyStoriesOf(await repo.storiesOf(db, brandId, domainId));
      // It may queue behind a bot training on the shared thread for minutes: the row beats meanwhile (not stale).
      const trained = await whileBeating(() => trainPolicyOffThread(
        { domain: policyDomainOf(domain, actions), stories, options: { threshold: domain.threshold, fallbackActionId: domain.fallbackActionId } },
        (share) => { moved = moved.then(() => this.progress(brandId, trainingId, share)); },
      ), () => trainings.beatTraining(db, trainingId), STALE_MS / 5, this.deps.onError);
      await moved;
      const done = await trainings.finishTraining(db, trainingId, {
        stories: stories.length, examples: trained.examples, accuracy: trained.accuracy, dialogueAccuracy: trained.dialogueAccuracy,
        conflicts: trained.conflicts, policy: trained.policy,
      });
      if (done) this.emit(brandId, done);
      this.deps.sync(brandId, 'training', domainId, trainingId);
    } catch (error) {
      await moved.catch(() => undefined);
      const failed = await trainings.failTraining(db, trainingId, error instanceof Error ? error.message : String(error));
      if (failed) this.emit(brandId, failed);
      throw error;
    }
  }

  private async progress(brandId: string, id: string, share: number): Promise<void> {
    const row = await trainings.moveTraining(this.deps.db, id, share);
    if (row) this.emit(brandId, row);
  }

  private emit(brandId: string, row: trainings.TrainingSummary): void {
    this.deps.onProgress(brandId, trainingView(row));
  }
}
