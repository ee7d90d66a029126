/**
 * Dialogues (stories): the spec's listStories / updateDialog / deleteStory / bootstrapStory, one story, the widget's
 * conversation appended to one, and the domain's conflicts. Every write checks the boxes against the domain
 * (story-checks.ts) in the transaction that stores them; updateDialog and the append answer with the conflicts the
 * saved story is part of, for the trainer to resolve.
 */
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import { DMS_TEXTS as T } from '@switchboard/contracts/dms/dms.api';
import type { BootstrapResult, DialogBox, StoryConflict, Story, StoryList, StoryValues } from '@switchboard/contracts/dms/dms.schemas';
import { findConflicts } from '@/bot/dialogue-policy/conflicts';
import { examplesOf } from '@/bot/dialogue-policy/dialogue-state';
import { flowsOf } from '@/bot/dialogue-policy/flows';
import { DEFAULT_HISTORY } from '@/bot/dialogue-policy/policy';
import type { Database, Executor } from '@/db/client';
import { requireId } from '@/modules/bot-builder/bot-builder.errors';
import { badRequest, businessRule, notFound } from '@/plugins/http-errors';
import { appendConversation } from './append-conversation';
import * as repo from './dms.repository';
import { isUuid } from './dms-references.repository';
import type { DmsSync } from './dms-sync';
import { storyView } from './dms-views';
import type { DomainsService } from './domains.service';
import type { JourneysService } from './journeys.service';
import type { Scope } from '@/lib/bifurcation-scope';
import { policyDomainOf, policyStoriesOf } from './policy-domain';
import { checkStory } from './story-checks';
import { dialoguesFromTree } from './workflow-tree';

export interface SavedStory { story: Story; created: boolean; conflicts: StoryConflict[] }

export class StoriesService {
  constructor(
    private readonly db: Database, private readonly domains: DomainsService, private readonly journeys: JourneysService, private readonly sync: DmsSync,
  ) {}

  async list(brandId: string, query: { domainId?: string | undefined; search?: string | undefined; page: number; pageSize?: number | undefined }): Promise<StoryList> {
    if (query.domainId !== undefined && !isUuid(query.domainId)) return { dialogues: [], totalCount: 0 };
    const { items, totalCount } = await repo.listStories(this.db, brandId, { ...query, pageSize: query.pageSize ?? PAGE_SIZES.dialogues });
    return { dialogues: items.map(storyView), totalCount };
  }

  async get(brandId: string, id: string): Promise<Story> {
    requireId(id, T.storyNotFound);
    const row = await repo.findStory(this.db, brandId, id);
    if (!row) throw notFound(T.storyNotFound);
    return storyView(row);
  }

  /** updateDialog: replaces the story with storyId, or creates one. */
  async save(brandId: string, author: string, input: StoryValues & { storyId?: string | undefined }): Promise<SavedStory> {
    const { row, created } = await this.db.transaction(async (tx) => {
      await this.checked(tx, brandId, input);
      if (input.storyId === undefined) {
        const [inserted] = await repo.insertStories(tx, brandId, [{ domainId: input.domainId, name: input.name, boxes: input.boxes, createdBy: author }]);
        return { row: inserted!, created: true };
      }
      requireId(input.storyId, T.storyNotFound);
      const updated = await repo.updateStory(tx, brandId, input.storyId, { domainId: input.domainId, name: input.name, boxes: input.boxes });
      if (!updated) throw notFound(T.storyNotFound);
      return { row: updated, created: false };
    });
    return this.saved(brandId, row, created);
  }

  /**
   * The widget's conversation appended to a dialogue of the domain it ran in (the rule: append-conversation.ts),
   * checked as updateDialog checks; the story stays locked from its read to its write, so two appends both land.
   */
  async append(brandId: string, input: { storyId: string; domainId: string; boxes: DialogBox[] }): Promise<SavedStory> {
    requireId(input.storyId, T.storyNotFound);
    const row = await this.db.transaction(async (tx) => {
      const story = await repo.lockStory(tx, brandId, input.storyId);
      if (!story) throw notFound(T.storyNotFound);
      if (story.domainId !== input.domainId) throw businessRule(`"${story.name}" is a dialogue of another domain than this conversation's`);
      const values = { domainId: story.domainId, name: story.name, boxes: appendConversation(story, input.boxes) };
      await this.checked(tx, brandId, values);
      return (await repo.updateStory(tx, brandId, story.id, values))!;
    });
    return this.saved(brandId, row, false);
  }

  async remove(brandId: string, id: string): Promise<void> {
    requireId(id, T.storyNotFound);
    const row = await repo.deleteStory(this.db, brandId, id);
    if (!row) throw notFound(T.storyNotFound);
    this.sync(brandId, 'stories', row.domainId, id);
  }

  /** Stories of the domain that disagree on the next action after the same history. */
  async conflicts(brandId: string, domainId: string): Promise<StoryConflict[]> {
    const domain = await this.domains.require(this.db, brandId, domainId);
    const [actions, stories] = [await repo.listActions(this.db, brandId, domainId), await repo.storiesOf(this.db, brandId, domainId)];
    const policyDomain = policyDomainOf(domain, actions);
    const examples = flowsOf(policyStoriesOf(stories)).flatMap((flow) => examplesOf(policyDomain, flow, DEFAULT_HISTORY));
    return findConflicts(examples, policyDomain);
  }

  /**
   * bootstrapStory: dialogues from a workflow tree (rows), or a draft from a users' journey (journeyId); stored (the
   * good ones, in one transaction) when asked.
   */
  async bootstrap(brandId: string, author: string, scope: Scope | undefined, body: {
    domainId: string; rows?: Parameters<typeof dialoguesFromTree>[1] | undefined; journeyId?: string | undefined; days: number; save: boolean;
  }): Promise<BootstrapResult> {
    const domain = await this.domainOf(this.db, brandId, body.domainId);
    let built: Pick<BootstrapResult, 'dialogues' | 'rows'>;
    if (body.journeyId !== undefined) {
      built = await this.journeys.draft(brandId, scope, domain, body.journeyId, body.days);
    } else {
      const actions = await repo.listActions(this.db, brandId, domain.id);
      const intents = new Map(domain.intents.map((name) => [name.toLowerCase(), name]));
      built = dialoguesFromTree(domain.id, body.rows ?? [], intents, new Map(actions.map((action) => [action.name.toLowerCase(), action.id])));
    }
    const failed = built.rows.filter((row) => row.status === 'error').length;
    if (!body.save) return { dialogues: built.dialogues, rows: built.rows, created: 0, failed };
    const stored = await this.db.transaction((tx) => repo.insertStories(tx, brandId, built.dialogues.map((story) => ({
      domainId: story.domainId, name: story.name, boxes: story.boxes, createdBy: author,
    }))));
    if (stored.length) this.sync(brandId, 'stories', domain.id, null);
    return { dialogues: stored.map((row) => ({ _id: row.id, domainId: row.domainId, name: row.name, boxes: row.boxes })), rows: built.rows, created: stored.length, failed };
  }

  /** After a write: every DMS screen refreshes, and the answer names the conflicts the story is part of. */
  private async saved(brandId: string, row: repo.StoryRow, created: boolean): Promise<SavedStory> {
    this.sync(brandId, 'stories', row.domainId, row.id);
    const conflicts = (await this.conflicts(brandId, row.domainId)).filter((conflict) => conflict.actions.some((side) => side.stories.some((s) => s.storyId === row.id)));
    return { story: storyView(row), created, conflicts };
  }

  private async domainOf(db: Executor, brandId: string, domainId: string) {
    try {
      return await this.domains.require(db, brandId, domainId);
    } catch {
      throw badRequest(T.domainNotFound, 'domainId');
    }
  }

  private async checked(db: Executor, brandId: string, input: StoryValues): Promise<void> {
    const domain = await this.domainOf(db, brandId, input.domainId);
    checkStory(domain, await repo.listActions(db, brandId, domain.id), input.boxes);
  }
}
