/**
 * Groups of agents used by chat (and later ticket) routing. Members are offered chats; supervisors
 * watch. A group with queued chats is not deleted (412): the chats would silently lose their queue.
 */
import { MEMBERS_TEXTS, type Group, type GroupCandidate, type ListQuery } from '@switchboard/contracts/members/members.schemas';
import type { z } from 'zod';
import type { groupInputSchema } from '@switchboard/contracts/members/members.schemas';
import type { Database, Executor } from '@/db/client';
import type { GroupRow } from '@/db/schema/groups';
import type { AuthContext } from '@/plugins/auth';
import { badRequest, businessRule, conflict, notFound } from '@/plugins/http-errors';
import { recordAudit } from '@/modules/audit/audit.repository';
import { actorOf } from './actor';
import {
  brandMembers, deleteGroup, findGroup, findGroupByName, insertGroup, listGroups, membersOf, replaceMembers, setCapacity, updateGroup, waitingChatsOf,
} from './groups.repository';
import { isUuid, pageWindow } from './ids';

type GroupInput = z.infer<typeof groupInputSchema>;

export class GroupService {
  constructor(private readonly db: Database) {}

  private async view(db: Executor, rows: GroupRow[]): Promise<Group[]> {
    const ids = rows.map((row) => row.id);
    const [members, waiting] = await Promise.all([membersOf(db, ids), waitingChatsOf(db, ids)]);
    return rows.map((row) => ({
      _id: row.id, name: row.name, description: row.description, maxChatsPerAgent: row.maxChatsPerAgent,
      waitingChats: waiting.get(row.id) ?? 0,
      members: members.filter((m) => m.groupId === row.id).map((m) => ({
        _id: m.userId, name: `${m.firstName} ${m.lastName}`.trim(), email: m.email, role: m.role, capacity: m.capacity ?? null,
      })),
    }));
  }

  async list(brandId: string, query: ListQuery) {
    const { items, totalCount } = await listGroups(this.db, brandId, { search: query.search || undefined, ...pageWindow(query.page, query.pageSize) });
    return { items: await this.view(this.db, items), totalCount };
  }

  async get(brandId: string, id: string): Promise<Group> {
    const row = isUuid(id) ? await findGroup(this.db, brandId, id) : undefined;
    if (!row) throw notFound(MEMBERS_TEXTS.groupNotFound);
    const [group] = await this.view(this.db, [row]);
    if (!group) throw notFound(MEMBERS_TEXTS.groupNotFound);
    return group;
  }

  async candidates(brandId: string): Promise<GroupCandidate[]> {
    const rows = await brandMembers(this.db, brandId);
    return rows.map((row) => ({ _id: row.id, name: `${row.firstName} ${row.lastName}`.trim(), email: row.email, role: row.role }));
  }

  /** Supervisors win when someone is listed in both. */
  private async membership(tx: Executor, brandId: string, input: GroupInput) {
    const supervisors = new Set(input.supervisorIds);
    const ids = [...new Set([...input.memberIds, ...input.supervisorIds])];
    const known = await brandMembers(tx, brandId, ids);
    if (known.length !== ids.length) throw badRequest(MEMBERS_TEXTS.unknownMembers, 'memberIds');
    return ids.map((userId) => ({ userId, role: supervisors.has(userId) ? ('supervisor' as const) : ('member' as const) }));
  }

  async create(auth: AuthContext, input: GroupInput): Promise<Group> {
    const brandId = auth.principal.brand.id;
    const id = await this.db.transaction(async (tx) => {
      if (await findGroupByName(tx, brandId, input.name)) throw conflict(MEMBERS_TEXTS.groupNameTaken, 'name');
      const members = await this.membership(tx, brandId, input);
      const row = await insertGroup(tx, brandId, { name: input.name, description: input.description, maxChatsPerAgent: input.maxChatsPerAgent });
      await replaceMembers(tx, row.id, members);
      await recordAudit(tx, { brandId, actor: actorOf(auth), entity: 'group', entityId: row.id, action: 'create', after: input });
      return row.id;
    });
    return this.get(brandId, id);
  }

  async update(auth: AuthContext, id: string, input: GroupInput): Promise<Group> {
    const brandId = auth.principal.brand.id;
    const before = await this.get(brandId, id);
    await this.db.transaction(async (tx) => {
      const same = await findGroupByName(tx, brandId, input.name);
      if (same && same.id !== id) throw conflict(MEMBERS_TEXTS.groupNameTaken, 'name');
      const members = await this.membership(tx, brandId, input);
      const row = await updateGroup(tx, brandId, id, { name: input.name, description: input.description, maxChatsPerAgent: input.maxChatsPerAgent });
      if (!row) throw notFound(MEMBERS_TEXTS.groupNotFound);
      await replaceMembers(tx, id, members);
      await recordAudit(tx, { brandId, actor: actorOf(auth), entity: 'group', entityId: id, action: 'update', before, after: input });
    });
    return this.get(brandId, id);
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    const brandId = auth.principal.brand.id;
    const before = await this.get(brandId, id);
    await this.db.transaction(async (tx) => {
      const waiting = (await waitingChatsOf(tx, [id])).get(id) ?? 0;
      if (waiting > 0) throw businessRule(MEMBERS_TEXTS.groupHasWaitingChats(waiting));
      if (!(await deleteGroup(tx, brandId, id))) throw notFound(MEMBERS_TEXTS.groupNotFound);
      await recordAudit(tx, { brandId, actor: actorOf(auth), entity: 'group', entityId: id, action: 'delete', before });
    });
  }

  /** Per-agent concurrent-chat capacity (agent_presence.capacity), read by routing on every offer. */
  async setAgentCapacity(brandId: string, agentId: string, capacity: number): Promise<void> {
    const known = isUuid(agentId) ? await brandMembers(this.db, brandId, [agentId]) : [];
    if (known.length === 0) throw notFound(MEMBERS_TEXTS.agentNotFound);
    await this.db.transaction((tx) => setCapacity(tx, agentId, capacity));
  }
}
