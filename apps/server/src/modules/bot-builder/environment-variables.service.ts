/** Environment variables: UPPER_SNAKE names, a value per environment, secrets never sent back. */
import { ENVIRONMENTS, SECRET_MASK, type EnvironmentVariable, type EnvironmentVariableInput } from '@switchboard/contracts/bot-builder/environment-variable.schemas';
import { INTEGRATION_TEXTS as T } from '@switchboard/contracts/bot-builder/integrations.texts';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import type { Database } from '@/db/client';
import type { BotEnvironmentVariableRow } from '@/db/schema/bot-integrations';
import { notFound } from '@/plugins/http-errors';
import * as repo from './environment-variables.repository';
import { requireId, uniqueName } from './bot-builder.errors';

type Values = BotEnvironmentVariableRow['values'];

export function environmentVariableView(row: BotEnvironmentVariableRow): EnvironmentVariable {
  const shown = (value: string | undefined) => (row.secret && value ? SECRET_MASK : value ?? '');
  return {
    _id: row.id, name: row.name, secret: row.secret, description: row.description, updatedAt: row.updatedAt.toISOString(),
    values: { Dev: shown(row.values.Dev), UAT: shown(row.values.UAT), Prod: shown(row.values.Prod) },
  };
}

/**
 * The stored values after an input: an environment left out (or sent back as the mask) keeps what it
 * had, empty for a new variable. A secret made public loses the values not typed again, so unticking
 * "secret" never reveals them.
 */
function merged(before: { values: Partial<Values>; secret: boolean } | undefined, input: EnvironmentVariableInput): Values {
  const keep = (env: (typeof ENVIRONMENTS)[number]) => (before && !(before.secret && !input.secret) ? before.values[env] ?? '' : '');
  return Object.fromEntries(ENVIRONMENTS.map((env) => {
    const typed = input.values[env];
    return [env, typed === undefined || typed === SECRET_MASK ? keep(env) : typed];
  })) as Values;
}

export class EnvironmentVariablesService {
  constructor(private readonly db: Database) {}

  async list(brandId: string, query: { page: number; search?: string | undefined }) {
    const { items, totalCount } = await repo.listEnvironmentVariables(this.db, brandId, { ...query, pageSize: PAGE_SIZES.environmentVariables });
    return { items: items.map(environmentVariableView), totalCount };
  }

  async get(brandId: string, id: string): Promise<EnvironmentVariable> {
    return environmentVariableView(await this.row(brandId, id));
  }

  async create(brandId: string, input: EnvironmentVariableInput): Promise<EnvironmentVariable> {
    const row = await uniqueName(() => repo.insertEnvironmentVariable(this.db, brandId, { ...input, values: merged(undefined, input) }), T.duplicateEnvironmentVariable);
    return environmentVariableView(row);
  }

  async update(brandId: string, id: string, input: EnvironmentVariableInput): Promise<EnvironmentVariable> {
    const row = await uniqueName(() => this.db.transaction(async (tx) => {
      const before = await repo.findEnvironmentVariable(tx, brandId, requireId(id, T.environmentVariableNotFound));
      if (!before) throw notFound(T.environmentVariableNotFound);
      return repo.updateEnvironmentVariable(tx, brandId, id, { ...input, values: merged(before, input) });
    }), T.duplicateEnvironmentVariable);
    if (!row) throw notFound(T.environmentVariableNotFound);
    return environmentVariableView(row);
  }

  async remove(brandId: string, id: string): Promise<void> {
    if (!(await repo.deleteEnvironmentVariable(this.db, brandId, requireId(id, T.environmentVariableNotFound)))) throw notFound(T.environmentVariableNotFound);
  }

  private async row(brandId: string, id: string) {
    const row = await repo.findEnvironmentVariable(this.db, brandId, requireId(id, T.environmentVariableNotFound));
    if (!row) throw notFound(T.environmentVariableNotFound);
    return row;
  }
}
