/** Canned responses: unique shortcut per brand (case-insensitive), tags de-duplicated. */
import { MEMBERS_TEXTS, type CannedResponse, type ListQuery } from '@switchboard/contracts/members/members.schemas';
import type { Database } from '@/db/client';
import type { CannedResponseRow } from '@/db/schema/canned-responses';
import { conflict, notFound } from '@/plugins/http-errors';
import {
  deleteCannedResponse, findByShortcut, findCannedResponse, insertCannedResponse, listCannedResponses, updateCannedResponse,
  type CannedResponseValues,
} from './canned-responses.repository';
import { isUuid, pageWindow } from './ids';

export const viewCannedResponse = (row: CannedResponseRow): CannedResponse => ({
  _id: row.id, shortcut: row.shortcut, text: row.text, tags: row.tags, updatedAt: row.updatedAt.toISOString(),
});

const normalise = (input: CannedResponseValues): CannedResponseValues => ({
  shortcut: input.shortcut.toLowerCase(),
  text: input.text,
  tags: [...new Set(input.tags)],
});

export class CannedResponseService {
  constructor(private readonly db: Database) {}

  async list(brandId: string, query: ListQuery) {
    const { items, totalCount } = await listCannedResponses(this.db, brandId, { search: query.search || undefined, ...pageWindow(query.page, query.pageSize) });
    return { items: items.map(viewCannedResponse), totalCount };
  }

  async create(brandId: string, input: CannedResponseValues) {
    const values = normalise(input);
    return this.db.transaction(async (tx) => {
      if (await findByShortcut(tx, brandId, values.shortcut)) throw conflict(MEMBERS_TEXTS.cannedShortcutTaken, 'shortcut');
      return viewCannedResponse(await insertCannedResponse(tx, brandId, values));
    });
  }

  async update(brandId: string, id: string, input: CannedResponseValues) {
    if (!isUuid(id)) throw notFound(MEMBERS_TEXTS.cannedNotFound);
    const values = normalise(input);
    return this.db.transaction(async (tx) => {
      if (!(await findCannedResponse(tx, brandId, id))) throw notFound(MEMBERS_TEXTS.cannedNotFound);
      const same = await findByShortcut(tx, brandId, values.shortcut);
      if (same && same.id !== id) throw conflict(MEMBERS_TEXTS.cannedShortcutTaken, 'shortcut');
      const row = await updateCannedResponse(tx, brandId, id, values);
      if (!row) throw notFound(MEMBERS_TEXTS.cannedNotFound);
      return viewCannedResponse(row);
    });
  }

  async remove(brandId: string, id: string) {
    if (!isUuid(id) || !(await this.db.transaction((tx) => deleteCannedResponse(tx, brandId, id)))) throw notFound(MEMBERS_TEXTS.cannedNotFound);
  }
}
