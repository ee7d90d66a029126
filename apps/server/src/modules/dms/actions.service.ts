/**
 * Dialogue actions (/dms/actions): list, create, update, delete. What an action names is checked when saved: its
 * domain, the domain's slots, the brand function, workflow and group. An action a story takes cannot be deleted
 * (412 naming the stories): the stories would dangle.
 */
import { DMS_TEXTS as T } from '@switchboard/contracts/dms/dms.api';
import type { ActionConfig, ActionValues, DmsAction } from '@switchboard/contracts/dms/dms.schemas';
import type { Database, Executor } from '@/db/client';
import { requireId, uniqueName } from '@/modules/bot-builder/bot-builder.errors';
import { badRequest, businessRule, notFound } from '@/plugins/http-errors';
import * as repo from './dms.repository';
import { isUuid, knownIds } from './dms-references.repository';
import type { DmsSync } from './dms-sync';
import { actionView } from './dms-views';
import type { DomainsService } from './domains.service';

const ACTION_EXISTS = 'This domain has an action with this name';

export class ActionsService {
  constructor(private readonly db: Database, private readonly domains: DomainsService, private readonly sync: DmsSync) {}

  async list(brandId: string, domainId?: string): Promise<DmsAction[]> {
    if (domainId !== undefined && !isUuid(domainId)) return [];
    return (await repo.listActions(this.db, brandId, domainId)).map(actionView);
  }

  async create(brandId: string, input: ActionValues): Promise<DmsAction> {
    const row = await this.db.transaction(async (tx) => {
      const domain = await this.domainOf(tx, brandId, input.domainId);
      await this.check(tx, brandId, domain, input.config);
      return uniqueName(() => repo.insertAction(tx, brandId, { domainId: domain.id, name: input.name, description: input.description, config: input.config }), ACTION_EXISTS);
    });
    this.sync(brandId, 'actions', row.domainId, row.id);
    return actionView(row);
  }

  async update(brandId: string, id: string, input: ActionValues): Promise<DmsAction> {
    const row = await this.db.transaction(async (tx) => {
      const before = await this.require(tx, brandId, id);
      if (before.domainId !== input.domainId) throw badRequest('An action stays in its domain', 'domainId');
      const domain = await this.domainOf(tx, brandId, input.domainId);
      await this.check(tx, brandId, domain, input.config);
      return uniqueName(async () => (await repo.updateAction(tx, brandId, id, { name: input.name, description: input.description, config: input.config }))!, ACTION_EXISTS);
    });
    this.sync(brandId, 'actions', row.domainId, row.id);
    return actionView(row);
  }

  async remove(brandId: string, id: string): Promise<void> {
    const domainId = await this.db.transaction(async (tx) => {
      const action = await this.require(tx, brandId, id);
      const using = await repo.storiesUsingAction(tx, brandId, action.domainId, id);
      if (using.length) throw businessRule(T.actionInUse(using));
      await repo.clearFallback(tx, id);
      await repo.deleteAction(tx, brandId, id);
      return action.domainId;
    });
    this.sync(brandId, 'actions', domainId, id);
  }

  async require(db: Executor, brandId: string, id: string): Promise<repo.ActionRow> {
    requireId(id, T.actionNotFound);
    const row = await repo.findAction(db, brandId, id);
    if (!row) throw notFound(T.actionNotFound);
    return row;
  }

  private async domainOf(db: Executor, brandId: string, domainId: string) {
    try {
      return await this.domains.require(db, brandId, domainId);
    } catch {
      throw badRequest(T.domainNotFound, 'domainId');
    }
  }

  private async check(db: Executor, brandId: string, domain: repo.DomainRow, config: ActionConfig): Promise<void> {
    const slots = new Set(domain.slots.map((slot) => slot.name));
    const slotAt = (slot: string, field: string) => {
      if (!slots.has(slot)) throw badRequest(T.slotMissing(slot), field);
    };
    if (config.kind === 'setSlot' || config.kind === 'askSlot') slotAt(config.slot, 'config.slot');
    if (config.kind === 'callFunction') config.resultSlots.forEach((mapping, i) => slotAt(mapping.slot, `config.resultSlots.${i}.slot`));
    if (config.kind === 'askSlot' && config.validation.entity && !domain.entities.some((name) => name.toLowerCase() === config.validation.entity!.toLowerCase())) {
      throw badRequest(`The entity "${config.validation.entity}" is not one of this domain's`, 'config.validation.entity');
    }
    const known = await knownIds(db, brandId, {
      functions: config.kind === 'callFunction' ? [config.functionId] : [],
      workflows: config.kind === 'runWorkflow' ? [config.workflowId] : [],
      groups: config.kind === 'handover' && config.groupId ? [config.groupId] : [],
    });
    if (config.kind === 'callFunction' && !known.functions.has(config.functionId)) throw badRequest('No such brand function', 'config.functionId');
    if (config.kind === 'runWorkflow' && !known.workflows.has(config.workflowId)) throw badRequest('No such workflow', 'config.workflowId');
    if (config.kind === 'handover' && config.groupId && !known.groups.has(config.groupId)) throw badRequest('No such group', 'config.groupId');
  }
}
