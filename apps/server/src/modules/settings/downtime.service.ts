/** Downtime windows (/settings/downtime) and isInDowntime(), which the bot asks before promising an agent. */
import { SETTINGS_TEXTS, type DowntimeRule, type DowntimeWindow } from '@switchboard/contracts/settings/settings.schemas';
import type { Database, Executor } from '@/db/client';
import type { DowntimeWindowRow } from '@/db/schema/downtime-windows';
import { notFound } from '@/plugins/http-errors';
import { deleteWindow, insertWindow, listWindows, updateWindow } from './downtime.repository';
import { windowCovers } from './downtime.rules';

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
const view = (row: DowntimeWindowRow): DowntimeWindow => ({ ...row.rule, _id: row.id });

/** The first window covering `at`, or null: agents are available. */
export async function activeDowntime(db: Executor, brandId: string, at: Date): Promise<DowntimeWindow | null> {
  const rows = await listWindows(db, brandId);
  const hit = rows.find((row) => windowCovers(row.rule, at));
  return hit ? view(hit) : null;
}

export async function isInDowntime(db: Executor, brandId: string, at: Date): Promise<boolean> {
  return (await activeDowntime(db, brandId, at)) !== null;
}

export class DowntimeService {
  constructor(private readonly db: Database) {}

  async list(brandId: string, at = new Date()) {
    const rows = await listWindows(this.db, brandId);
    return { items: rows.map(view), totalCount: rows.length, inDowntimeNow: rows.some((row) => windowCovers(row.rule, at)) };
  }

  async create(brandId: string, rule: DowntimeRule) {
    return view(await this.db.transaction((tx) => insertWindow(tx, brandId, rule)));
  }

  async update(brandId: string, id: string, rule: DowntimeRule) {
    const row = isUuid(id) ? await this.db.transaction((tx) => updateWindow(tx, brandId, id, rule)) : undefined;
    if (!row) throw notFound(SETTINGS_TEXTS.downtimeNotFound);
    return view(row);
  }

  async remove(brandId: string, id: string) {
    if (!isUuid(id) || !(await this.db.transaction((tx) => deleteWindow(tx, brandId, id)))) throw notFound(SETTINGS_TEXTS.downtimeNotFound);
  }
}
