/** Brand functions: CRUD, a delete refused while a workflow calls the function, and the console's test run. */
import type { BrandFunction, BrandFunctionInput } from '@switchboard/contracts/bot-builder/brand-function.schemas';
import { BRAND_FUNCTIONS_PAGE_SIZE, type BrandFunctionTestResult } from '@switchboard/contracts/bot-builder/brand-function-test.schemas';
import { TEST_ENVIRONMENT } from '@switchboard/contracts/bot-builder/environment-variable.schemas';
import { INTEGRATION_TEXTS as T } from '@switchboard/contracts/bot-builder/integrations.texts';
import { NO_ALLOWANCE, type AddressAllowance } from '@/bot/functions/address-guard';
import { executeBrandFunction } from '@/bot/functions/call-brand-function';
import type { Variables } from '@/bot/runtime-ports';
import type { Database } from '@/db/client';
import type { BotBrandFunctionRow } from '@/db/schema/bot-integrations';
import { businessRule, notFound } from '@/plugins/http-errors';
import { testResultView } from './brand-function-test';
import * as repo from './brand-functions.repository';
import { environmentValues } from './environment-variables.repository';
import { requireId, uniqueName } from './bot-builder.errors';

export const brandFunctionView = (row: BotBrandFunctionRow): BrandFunction => ({
  brandFunctionId: row.id, updatedAt: row.updatedAt.toISOString(), name: row.name, description: row.description,
  method: row.method, url: row.url, headers: row.headers, body: row.body, timeoutMs: row.timeoutMs, responseMapping: row.responseMapping,
});

export class BrandFunctionsService {
  constructor(private readonly db: Database, private readonly allowance: AddressAllowance = NO_ALLOWANCE) {}

  async list(brandId: string, query: { page: number; search?: string | undefined }) {
    const { items, totalCount } = await repo.listBrandFunctions(this.db, brandId, { ...query, pageSize: BRAND_FUNCTIONS_PAGE_SIZE });
    return { items: items.map(brandFunctionView), totalCount };
  }

  async get(brandId: string, brandFunctionId: string): Promise<BrandFunction> {
    const row = await repo.findBrandFunction(this.db, brandId, requireId(brandFunctionId, T.brandFunctionNotFound));
    if (!row) throw notFound(T.brandFunctionNotFound);
    return brandFunctionView(row);
  }

  async create(brandId: string, input: BrandFunctionInput): Promise<BrandFunction> {
    return brandFunctionView(await uniqueName(() => repo.insertBrandFunction(this.db, brandId, input), T.duplicateBrandFunction));
  }

  async update(brandId: string, brandFunctionId: string, input: BrandFunctionInput): Promise<BrandFunction> {
    requireId(brandFunctionId, T.brandFunctionNotFound);
    const row = await uniqueName(() => repo.updateBrandFunction(this.db, brandId, brandFunctionId, input), T.duplicateBrandFunction);
    if (!row) throw notFound(T.brandFunctionNotFound);
    return brandFunctionView(row);
  }

  async remove(brandId: string, brandFunctionId: string): Promise<void> {
    requireId(brandFunctionId, T.brandFunctionNotFound);
    await this.db.transaction(async (tx) => {
      if (!(await repo.findBrandFunction(tx, brandId, brandFunctionId))) throw notFound(T.brandFunctionNotFound);
      const callers = await repo.workflowsCalling(tx, brandId, brandFunctionId);
      if (callers.length > 0) throw businessRule(T.brandFunctionInUse(callers));
      await repo.deleteBrandFunction(tx, brandId, brandFunctionId);
    });
  }

  /** Calls the brand's API for real with the sample variables and the Dev environment. */
  async test(brandId: string, brandFunctionId: string, variables: Variables): Promise<BrandFunctionTestResult> {
    const fn = await this.get(brandId, brandFunctionId);
    const environment = await environmentValues(this.db, brandId, TEST_ENVIRONMENT);
    const run = await executeBrandFunction(fn, variables, environment.values, this.allowance);
    return testResultView(run, environment.secrets);
  }
}
