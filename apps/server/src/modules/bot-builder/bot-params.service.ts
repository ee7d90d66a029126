/** Bot params: list (10 a page, search), create, update, delete; a param a workflow uses keeps its name. */
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import { BOT_PARAM_TEXTS as T } from '@switchboard/contracts/bot-builder/workflow.api';
import type { BotParam, BotParamInput } from '@switchboard/contracts/bot-builder/bot-param.schemas';
import type { Database, Executor } from '@/db/client';
import { businessRule, notFound } from '@/plugins/http-errors';
import { requireId, uniqueName } from './bot-builder.errors';
import * as repo from './bot-params.repository';
import { usesVariable } from './workflow-references';
import { allWorkflows } from './workflows.repository';

export const botParamView = (row: repo.BotParamRow): BotParam => ({
  _id: row.id, name: row.name, type: row.type, defaultValue: row.defaultValue, description: row.description, updatedAt: row.updatedAt.toISOString(),
});

/** The names of the brand's workflows that read or write the variable. */
async function workflowsUsing(db: Executor, brandId: string, name: string): Promise<string[]> {
  return (await allWorkflows(db, brandId)).filter((workflow) => usesVariable(workflow.elements, name)).map((workflow) => workflow.name).sort();
}

export class BotParamsService {
  constructor(private readonly db: Database) {}

  async list(brandId: string, query: { page: number; pageSize?: number | undefined; search?: string | undefined }) {
    const { items, totalCount } = await repo.listBotParams(this.db, brandId, { page: query.page, search: query.search, pageSize: query.pageSize ?? PAGE_SIZES.botParams });
    return { items: items.map(botParamView), totalCount };
  }

  create(brandId: string, input: BotParamInput): Promise<BotParam> {
    return uniqueName(async () => botParamView(await repo.insertBotParam(this.db, brandId, input)), T.duplicateName);
  }

  /** Renaming a param a workflow uses would leave the workflow dangling: 412. */
  update(brandId: string, id: string, input: BotParamInput): Promise<BotParam> {
    requireId(id, T.notFound);
    return uniqueName(() => this.db.transaction(async (tx) => {
      const existing = await repo.findBotParam(tx, brandId, id);
      if (!existing) throw notFound(T.notFound);
      if (existing.name.toLowerCase() !== input.name.toLowerCase()) await this.refuseInUse(tx, brandId, existing.name);
      const row = await repo.updateBotParam(tx, brandId, id, input);
      if (!row) throw notFound(T.notFound);
      return botParamView(row);
    }), T.duplicateName);
  }

  async remove(brandId: string, id: string): Promise<void> {
    requireId(id, T.notFound);
    await this.db.transaction(async (tx) => {
      const existing = await repo.findBotParam(tx, brandId, id);
      if (!existing) throw notFound(T.notFound);
      await this.refuseInUse(tx, brandId, existing.name);
      await repo.deleteBotParam(tx, id);
    });
  }

  private async refuseInUse(db: Executor, brandId: string, name: string): Promise<void> {
    const users = await workflowsUsing(db, brandId, name);
    if (users.length > 0) throw businessRule(T.inUse(name, users));
  }

}
