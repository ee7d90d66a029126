/** Chat tags: unique name per brand regardless of case. Chats keep tag names, so a rename does not rewrite old chats. */
import { MEMBERS_TEXTS, type ListQuery, type Tag } from '@switchboard/contracts/members/members.schemas';
import type { Database } from '@/db/client';
import type { ChatTagRow } from '@/db/schema/chat-tags';
import { conflict, notFound } from '@/plugins/http-errors';
import { isUuid, pageWindow } from './ids';
import { deleteTag, findTagByKey, insertTag, listTags, updateTag } from './tags.repository';

const viewTag = (row: ChatTagRow): Tag => ({ _id: row.id, name: row.name, colour: row.colour });

export class TagService {
  constructor(private readonly db: Database) {}

  async list(brandId: string, query: ListQuery) {
    const { items, totalCount } = await listTags(this.db, brandId, { search: query.search || undefined, ...pageWindow(query.page, query.pageSize) });
    return { items: items.map(viewTag), totalCount };
  }

  async create(brandId: string, values: { name: string; colour: string }) {
    return this.db.transaction(async (tx) => {
      if (await findTagByKey(tx, brandId, values.name.toLowerCase())) throw conflict(MEMBERS_TEXTS.tagNameTaken, 'name');
      return viewTag(await insertTag(tx, brandId, values));
    });
  }

  async update(brandId: string, id: string, values: { name: string; colour: string }) {
    if (!isUuid(id)) throw notFound(MEMBERS_TEXTS.tagNotFound);
    return this.db.transaction(async (tx) => {
      const same = await findTagByKey(tx, brandId, values.name.toLowerCase());
      if (same && same.id !== id) throw conflict(MEMBERS_TEXTS.tagNameTaken, 'name');
      const row = await updateTag(tx, brandId, id, values);
      if (!row) throw notFound(MEMBERS_TEXTS.tagNotFound);
      return viewTag(row);
    });
  }

  async remove(brandId: string, id: string) {
    if (!isUuid(id) || !(await this.db.transaction((tx) => deleteTag(tx, brandId, id)))) throw notFound(MEMBERS_TEXTS.tagNotFound);
  }
}
