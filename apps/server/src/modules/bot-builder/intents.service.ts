/** Intents and their utterances / blocked sentences: validation, brand scoping, transactions. */
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import { BOT_BUILDER_TEXTS as T } from '@switchboard/contracts/bot-builder/bot-builder.api';
import {
  SYSTEM_ENTITIES, type Intent, type IntentInput, type MarkedEntity, type Utterance, type UtteranceInput, type UtteranceKind,
} from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import type { Database } from '@/db/client';
import type { BotUtteranceRow } from '@/db/schema/bot-builder';
import { badRequest, conflict, notFound } from '@/plugins/http-errors';
import { isUniqueViolation, requireId } from './bot-builder.errors';
import { allEntities } from './entities.repository';
import * as repo from './intents.repository';

export const intentView = (row: repo.IntentWithCounts): Intent => ({
  id: row.id, name: row.name, reply: row.reply, handover: row.handover, quickReplies: row.quickReplies,
  utteranceCount: row.utteranceCount, blockedCount: row.blockedCount, updatedAt: row.updatedAt.toISOString(),
});
export const utteranceView = (row: BotUtteranceRow): Utterance => ({
  id: row.id, intentId: row.intentId, text: row.text, kind: row.kind, entities: row.entities, createdAt: row.createdAt.toISOString(),
});

export class IntentsService {
  constructor(private readonly db: Database) {}

  list(brandId: string, query: { page: number; search?: string | undefined }) {
    return repo.listIntents(this.db, brandId, { ...query, pageSize: PAGE_SIZES.intentsDefault })
      .then(({ items, totalCount }) => ({ items: items.map(intentView), totalCount }));
  }

  async get(brandId: string, intentId: string): Promise<Intent> {
    const row = await repo.findIntent(this.db, brandId, requireId(intentId, T.intentNotFound));
    if (!row) throw notFound(T.intentNotFound);
    return intentView(row);
  }

  async create(brandId: string, input: IntentInput): Promise<Intent> {
    const row = await this.unique(() => repo.insertIntent(this.db, brandId, input), T.duplicateIntent, 'name');
    return intentView({ ...row, utteranceCount: 0, blockedCount: 0 });
  }

  async update(brandId: string, intentId: string, input: IntentInput): Promise<Intent> {
    requireId(intentId, T.intentNotFound);
    const updated = await this.unique(() => repo.updateIntent(this.db, brandId, intentId, input), T.duplicateIntent, 'name');
    if (!updated) throw notFound(T.intentNotFound);
    return this.get(brandId, intentId);
  }

  async remove(brandId: string, intentId: string): Promise<void> {
    if (!(await repo.deleteIntent(this.db, brandId, requireId(intentId, T.intentNotFound)))) throw notFound(T.intentNotFound);
  }

  async utterances(brandId: string, intentId: string, query: { page: number; kind: UtteranceKind; search?: string | undefined }) {
    await this.get(brandId, intentId);
    const pageSize = query.kind === 'blocked' ? PAGE_SIZES.intentBlockedList : PAGE_SIZES.intentUtterances;
    const { items, totalCount } = await repo.listUtterances(this.db, intentId, query.kind, { ...query, pageSize });
    return { items: items.map(utteranceView), totalCount };
  }

  async addUtterance(brandId: string, intentId: string, input: UtteranceInput): Promise<Utterance> {
    await this.get(brandId, intentId);
    await this.checkMarks(brandId, input.entities);
    return this.unique(() => this.db.transaction(async (tx) => {
      const [row] = await repo.insertUtterances(tx, intentId, [input]);
      await repo.touchIntent(tx, intentId);
      return utteranceView(row!);
    }), T.duplicateUtterance, 'text');
  }

  async updateUtterance(brandId: string, utteranceId: string, input: UtteranceInput): Promise<Utterance> {
    const existing = await repo.findUtterance(this.db, brandId, requireId(utteranceId, T.utteranceNotFound));
    if (!existing) throw notFound(T.utteranceNotFound);
    await this.checkMarks(brandId, input.entities);
    return this.unique(() => this.db.transaction(async (tx) => {
      const row = await repo.updateUtterance(tx, utteranceId, input);
      await repo.touchIntent(tx, existing.intentId);
      return utteranceView(row!);
    }), T.duplicateUtterance, 'text');
  }

  async removeUtterance(brandId: string, utteranceId: string): Promise<void> {
    const existing = await repo.findUtterance(this.db, brandId, requireId(utteranceId, T.utteranceNotFound));
    if (!existing) throw notFound(T.utteranceNotFound);
    await this.db.transaction(async (tx) => {
      await repo.deleteUtterance(tx, utteranceId);
      await repo.touchIntent(tx, existing.intentId);
    });
  }

  /** Marked entities must name one of the brand's entities or a system entity. */
  private async checkMarks(brandId: string, marks: MarkedEntity[]): Promise<void> {
    if (marks.length === 0) return;
    const known = new Set([...SYSTEM_ENTITIES, ...(await allEntities(this.db, brandId)).map((entity) => entity.name.toLowerCase())]);
    const unknown = marks.find((mark) => !known.has(mark.entity.toLowerCase()));
    if (unknown) throw badRequest(T.unknownEntity(unknown.entity), 'entities');
  }

  private async unique<R>(write: () => Promise<R>, message: string, field: string): Promise<R> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(message, field);
      throw error;
    }
  }
}
