/**
 * Entities: the brand's list and regex entities plus the built-in system ones (listed, never
 * edited). The list is small, so filtering and paging happen here over the merged list.
 */
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import { BOT_BUILDER_TEXTS as T } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { SYSTEM_ENTITIES, type Entity, type EntityInput, type EntityType } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import type { EntityDefinition } from '@/bot/entities/entity-definition';
import type { Database } from '@/db/client';
import type { BotEntityRow } from '@/db/schema/bot-builder';
import { badRequest, conflict, notFound } from '@/plugins/http-errors';
import { isUniqueViolation, requireId } from './bot-builder.errors';
import * as repo from './entities.repository';

const SYSTEM_PREFIX = 'system:';
const systemEntity = (name: string): Entity => ({ entityID: `${SYSTEM_PREFIX}${name}`, name, type: 'system', values: [], pattern: null, editable: false });
const entityView = (row: BotEntityRow): Entity => ({ entityID: row.id, name: row.name, type: row.type, values: row.values, pattern: row.pattern, editable: true });

export const definitionOf = (row: BotEntityRow): EntityDefinition =>
  row.type === 'regex' ? { type: 'regex', name: row.name, pattern: row.pattern ?? '' } : { type: 'list', name: row.name, values: row.values };

const valuesOf = (input: EntityInput): repo.EntityValues =>
  input.type === 'list'
    ? { name: input.name, type: 'list', values: input.values.map((v) => ({ value: v.value, synonyms: v.synonyms })), pattern: null }
    : { name: input.name, type: 'regex', values: [], pattern: input.pattern };

export class EntitiesService {
  constructor(private readonly db: Database) {}

  async list(brandId: string, query: { page: number; search?: string | undefined; type?: EntityType | undefined }) {
    const own = (await repo.allEntities(this.db, brandId)).map(entityView);
    const search = query.search?.toLowerCase();
    const all = [...own, ...SYSTEM_ENTITIES.map(systemEntity)]
      .filter((entity) => (!query.type || entity.type === query.type) && (!search || entity.name.toLowerCase().includes(search)));
    const size = PAGE_SIZES.intentsDefault;
    return { items: all.slice((query.page - 1) * size, query.page * size), totalCount: all.length };
  }

  async get(brandId: string, entityId: string): Promise<Entity> {
    if (entityId.startsWith(SYSTEM_PREFIX)) {
      const name = entityId.slice(SYSTEM_PREFIX.length);
      if ((SYSTEM_ENTITIES as readonly string[]).includes(name)) return systemEntity(name);
      throw notFound(T.entityNotFound);
    }
    const row = await repo.findEntity(this.db, brandId, requireId(entityId, T.entityNotFound));
    if (!row) throw notFound(T.entityNotFound);
    return entityView(row);
  }

  async create(brandId: string, input: EntityInput): Promise<Entity> {
    this.checkName(input.name);
    return entityView(await this.unique(() => repo.insertEntity(this.db, brandId, valuesOf(input))));
  }

  async update(brandId: string, entityId: string, input: EntityInput): Promise<Entity> {
    if (entityId.startsWith(SYSTEM_PREFIX)) throw badRequest(T.systemEntity, 'entityID');
    this.checkName(input.name);
    const row = await this.unique(() => repo.updateEntity(this.db, brandId, requireId(entityId, T.entityNotFound), valuesOf(input)));
    if (!row) throw notFound(T.entityNotFound);
    return entityView(row);
  }

  async remove(brandId: string, entityId: string): Promise<void> {
    if (entityId.startsWith(SYSTEM_PREFIX)) throw badRequest(T.systemEntity, 'entityID');
    if (!(await repo.deleteEntity(this.db, brandId, requireId(entityId, T.entityNotFound)))) throw notFound(T.entityNotFound);
  }

  async definitions(brandId: string): Promise<EntityDefinition[]> {
    return (await repo.allEntities(this.db, brandId)).map(definitionOf);
  }

  private checkName(name: string): void {
    if ((SYSTEM_ENTITIES as readonly string[]).includes(name.toLowerCase())) throw conflict(T.duplicateEntity, 'name');
  }

  private async unique<R>(write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(T.duplicateEntity, 'name');
      throw error;
    }
  }
}
