/** Workflows: list, read, create / save (reference-checked, in one transaction), delete, duplicate. */
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import { WORKFLOW_TEXTS as T } from '@switchboard/contracts/bot-builder/workflow.api';
import type { Workflow, WorkflowInput, WorkflowSummary } from '@switchboard/contracts/bot-builder/workflow.schemas';
import type { Database } from '@/db/client';
import { businessRule, notFound } from '@/plugins/http-errors';
import { requireId, uniqueName } from './bot-builder.errors';
import { checkWorkflow } from './workflow-checks';
import { brandGroups } from './workflow-lookups.repository';
import * as repo from './workflows.repository';

export const workflowView = (row: repo.WorkflowRow): Workflow => ({
  wid: row.wid, name: row.name, description: row.description, triggerIntents: row.triggerIntents, elements: row.elements,
  synced: row.synced, updatedAt: row.updatedAt.toISOString(),
});
const summaryView = (row: repo.WorkflowSummaryRow): WorkflowSummary => ({
  wid: row.wid, name: row.name, description: row.description, triggerIntents: row.triggerIntents, synced: row.synced,
  updatedAt: row.updatedAt.toISOString(), nodeCount: row.nodeCount,
});

export class WorkflowsService {
  constructor(private readonly db: Database) {}

  async list(brandId: string, query: { page: number; search?: string | undefined }) {
    const { items, totalCount } = await repo.listWorkflows(this.db, brandId, { ...query, pageSize: PAGE_SIZES.workflowRecords });
    return { items: items.map(summaryView), totalCount };
  }

  async get(brandId: string, wid: string): Promise<Workflow> {
    const row = await repo.findWorkflow(this.db, brandId, requireId(wid, T.notFound));
    if (!row) throw notFound(T.notFound);
    return workflowView(row);
  }

  create(brandId: string, input: WorkflowInput): Promise<Workflow> {
    return uniqueName(() => this.db.transaction(async (tx) => {
      const triggerIntents = await checkWorkflow(tx, brandId, undefined, input);
      return workflowView(await repo.insertWorkflow(tx, brandId, { ...input, triggerIntents }));
    }), T.duplicateName);
  }

  update(brandId: string, wid: string, input: WorkflowInput): Promise<Workflow> {
    requireId(wid, T.notFound);
    return uniqueName(() => this.db.transaction(async (tx) => {
      if (!(await repo.findWorkflow(tx, brandId, wid))) throw notFound(T.notFound);
      const triggerIntents = await checkWorkflow(tx, brandId, wid, input);
      const row = await repo.updateWorkflow(tx, brandId, wid, { ...input, triggerIntents });
      if (!row) throw notFound(T.notFound);
      return workflowView(row);
    }), T.duplicateName);
  }

  /** 412 while another workflow jumps to it (the jump would dangle). */
  async remove(brandId: string, wid: string): Promise<void> {
    requireId(wid, T.notFound);
    await this.db.transaction(async (tx) => {
      if (!(await repo.findWorkflow(tx, brandId, wid))) throw notFound(T.notFound);
      const jumpers = await repo.workflowsJumpingTo(tx, brandId, wid);
      if (jumpers.length > 0) throw businessRule(T.jumpedToBy(jumpers));
      await repo.deleteWorkflow(tx, brandId, wid);
    });
  }

  /** A copy named "<name> (copy)" (or "(copy 2)", …) with the same diagram and no trigger intents (an intent starts one workflow). */
  async duplicate(brandId: string, wid: string): Promise<Workflow> {
    const original = await this.get(brandId, wid);
    return uniqueName(() => this.db.transaction(async (tx) => {
      const base = `${original.name.slice(0, 70)} (copy`;
      const taken = await repo.workflowNamesLike(tx, brandId, base);
      let name = `${base})`;
      for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} ${n})`;
      const row = await repo.insertWorkflow(tx, brandId, { name, description: original.description, triggerIntents: [], elements: original.elements });
      return workflowView(row);
    }), T.duplicateName);
  }

  handoverGroups(brandId: string) {
    return brandGroups(this.db, brandId).then((items) => ({ items, totalCount: items.length }));
  }

}
