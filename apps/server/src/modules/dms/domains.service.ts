/**
 * Dialogue domains: list, create, update, delete. A domain's intents must be the bot builder's (stored with their
 * own spelling), its entities the brand's or the system ones, its fallback action one of its own actions.
 */
import { SYSTEM_ENTITIES } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { DMS_TEXTS as T } from '@switchboard/contracts/dms/dms.api';
import type { Domain, DomainValues } from '@switchboard/contracts/dms/dms.schemas';
import type { Database, Executor } from '@/db/client';
import { requireId, uniqueName } from '@/modules/bot-builder/bot-builder.errors';
import { badRequest, notFound } from '@/plugins/http-errors';
import * as repo from './dms.repository';
import { knownEntities, knownIntents } from './dms-references.repository';
import type { DmsSync } from './dms-sync';
import { domainView } from './dms-views';

const DOMAIN_EXISTS = 'A domain with this name exists';

export class DomainsService {
  constructor(private readonly db: Database, private readonly sync: DmsSync) {}

  async list(brandId: string): Promise<Domain[]> {
    return (await repo.listDomains(this.db, brandId)).map((row) => domainView(row.domain, { stories: row.stories, actions: row.actions }));
  }

  /** The domain, or 404 (also for a malformed id). */
  async require(db: Executor, brandId: string, id: string): Promise<repo.DomainRow> {
    requireId(id, T.domainNotFound);
    const row = await repo.findDomain(db, brandId, id);
    if (!row) throw notFound(T.domainNotFound);
    return row;
  }

  async create(brandId: string, input: DomainValues): Promise<Domain> {
    if (input.fallbackActionId) throw badRequest('A new domain has no actions yet: set its fallback once they exist', 'fallbackActionId');
    const row = await this.db.transaction(async (tx) => uniqueName(async () => repo.insertDomain(tx, brandId, await this.checked(tx, brandId, input, null)), DOMAIN_EXISTS));
    this.sync(brandId, 'domains', row.id, row.id);
    return domainView(row);
  }

  async update(brandId: string, id: string, input: DomainValues): Promise<Domain> {
    const row = await this.db.transaction(async (tx) => {
      await this.require(tx, brandId, id);
      const values = await this.checked(tx, brandId, input, id);
      return uniqueName(async () => (await repo.updateDomain(tx, brandId, id, values))!, DOMAIN_EXISTS);
    });
    this.sync(brandId, 'domains', id, id);
    return domainView(row);
  }

  async remove(brandId: string, id: string): Promise<void> {
    requireId(id, T.domainNotFound);
    if (!(await repo.deleteDomain(this.db, brandId, id))) throw notFound(T.domainNotFound);
    this.sync(brandId, 'domains', id, id);
  }

  private async checked(db: Executor, brandId: string, input: DomainValues, domainId: string | null): Promise<repo.DomainWrite> {
    const intents = await knownIntents(db, brandId, input.intents);
    const missingIntent = input.intents.findIndex((name) => !intents.has(name.toLowerCase()));
    if (missingIntent >= 0) throw badRequest(`No intent named "${input.intents[missingIntent]}" in the bot builder`, `intents.${missingIntent}`);
    const system = new Set<string>(SYSTEM_ENTITIES);
    const entities = await knownEntities(db, brandId, input.entities);
    const missingEntity = input.entities.findIndex((name) => !entities.has(name.toLowerCase()) && !system.has(name.toLowerCase()));
    if (missingEntity >= 0) throw badRequest(`No entity named "${input.entities[missingEntity]}"`, `entities.${missingEntity}`);
    const listed = new Set(input.entities.map((name) => name.toLowerCase()));
    const slotFrom = input.slots.findIndex((slot) => slot.fromEntity && !listed.has(slot.fromEntity.toLowerCase()));
    if (slotFrom >= 0) throw badRequest(`The entity "${input.slots[slotFrom]!.fromEntity}" is not one of this domain's`, `slots.${slotFrom}.fromEntity`);
    if (input.fallbackActionId && domainId) {
      const action = requireIdOrNull(input.fallbackActionId) ? await repo.findAction(db, brandId, input.fallbackActionId) : undefined;
      if (!action || action.domainId !== domainId) throw badRequest(T.actionNotFound, 'fallbackActionId');
    }
    return {
      name: input.name, description: input.description, intents: [...new Set(input.intents.map((name) => intents.get(name.toLowerCase())!))],
      entities: [...new Set(input.entities)], slots: input.slots, fallbackActionId: input.fallbackActionId ?? null, threshold: input.threshold,
    };
  }
}

const requireIdOrNull = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
