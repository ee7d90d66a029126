/** Groups: CRUD with members and supervisors, per-agent capacity, the 412 on waiting chats, refusals. */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { groupCandidateSchema, groupSchema, MEMBERS_TEXTS, pageOf } from '@switchboard/contracts/members/members.schemas';
import { agentPresence } from '@/db/schema/agent-presence';
import { auditLog } from '@/db/schema/audit-log';
import { chatSessions } from '@/db/schema/chat-sessions';
import { customers } from '@/db/schema/customers';
import { upsertPresence } from '@/modules/live-chat/routing.repository';
import { describeBackends } from '@/testing/backends';
import { bearer, signIn } from '@/testing/test-app';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describeBackends('members: groups', (ctx) => {
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  async function candidates(token: string) {
    const response = await call(token, 'GET', '/admin/v1/groups/candidates');
    const members = groupCandidateSchema.array().parse(response.json<{ data: { members: unknown } }>().data.members);
    const idOf = (email: string) => members.find((member) => member.email === email)?._id ?? '';
    return { members, idOf };
  }

  it('creates a group with members and a supervisor, lists, edits and deletes it, auditing each change', async () => {
    const { token } = await signIn(ctx.app, 'admin@demo.brand');
    const { idOf } = await candidates(token);
    const created = await call(token, 'POST', '/admin/v1/groups', {
      name: 'Billing', description: 'Payment questions', maxChatsPerAgent: 5,
      memberIds: [idOf('agent@demo.brand'), idOf('agent2@demo.brand')], supervisorIds: [idOf('supervisor@demo.brand')],
    });
    expect(created.statusCode).toBe(200);
    const group = groupSchema.parse(created.json<{ data: unknown }>().data);
    expect(group).toMatchObject({ name: 'Billing', description: 'Payment questions', maxChatsPerAgent: 5, waitingChats: 0 });
    expect(group.members.map((m) => [m.email, m.role]).sort()).toEqual([
      ['agent2@demo.brand', 'member'], ['agent@demo.brand', 'member'], ['supervisor@demo.brand', 'supervisor'],
    ]);

    const list = pageOf(groupSchema).parse((await call(token, 'GET', '/admin/v1/groups?search=bill')).json<{ data: unknown }>().data);
    expect(list.items.map((item) => item.name)).toEqual(['Billing']);

    const edited = await call(token, 'PUT', `/admin/v1/groups/${group._id}`, { name: 'Billing desk', memberIds: [idOf('agent@demo.brand')] });
    expect(edited.statusCode).toBe(200);
    expect(groupSchema.parse(edited.json<{ data: unknown }>().data).members.map((m) => m.email)).toEqual(['agent@demo.brand']);
    expect((await call(token, 'DELETE', `/admin/v1/groups/${group._id}`)).statusCode).toBe(200);
    expect((await call(token, 'GET', `/admin/v1/groups/${group._id}`)).statusCode).toBe(404);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, group._id));
    expect(audit.map((row) => row.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses duplicate names, unknown members, bad capacity and unknown ids', async () => {
    const { token } = await signIn(ctx.app, 'admin@demo.brand');
    const duplicate = await call(token, 'POST', '/admin/v1/groups', { name: 'general' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ field: 'name', message: MEMBERS_TEXTS.groupNameTaken });
    const stranger = await call(token, 'POST', '/admin/v1/groups', { name: 'X', memberIds: [UNKNOWN] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({ field: 'memberIds' });
    const capacity = await call(token, 'POST', '/admin/v1/groups', { name: 'Y', maxChatsPerAgent: 0 });
    expect(capacity.statusCode).toBe(400);
    expect(capacity.json()).toMatchObject({ field: 'maxChatsPerAgent' });
    expect((await call(token, 'PUT', `/admin/v1/groups/${UNKNOWN}`, { name: 'Z' })).statusCode).toBe(404);
    expect((await call(token, 'DELETE', '/admin/v1/groups/nope')).statusCode).toBe(404);
  });

  it('refuses to delete a group with waiting chats (412) and sets an agent’s capacity', async () => {
    const { token } = await signIn(ctx.app, 'admin@demo.brand');
    const [general] = pageOf(groupSchema).parse((await call(token, 'GET', '/admin/v1/groups?search=General')).json<{ data: unknown }>().data).items;
    if (!general) throw new Error('The seeded General group is missing');
    const db = ctx.database.db;
    await db.insert(customers).values({ psid: 'group-test-customer', channel: 'website', name: 'Waiting customer' });
    await db.insert(chatSessions).values({ psid: 'group-test-customer', channel: 'website', chatState: 'Inqueue', groupId: general._id, handoverAt: new Date() });
    const refused = await call(token, 'DELETE', `/admin/v1/groups/${general._id}`);
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toMatchObject({ message: MEMBERS_TEXTS.groupHasWaitingChats(1) });

    const agent = general.members.find((member) => member.email === 'agent@demo.brand');
    if (!agent) throw new Error('The demo agent is not in General');
    const set = await call(token, 'PUT', `/admin/v1/agents/${agent._id}/capacity`, { capacity: 7 });
    expect(set.statusCode).toBe(200);
    const [presence] = await db.select().from(agentPresence).where(eq(agentPresence.userId, agent._id));
    expect(presence?.capacity).toBe(7);
    expect((await call(token, 'PUT', `/admin/v1/agents/${agent._id}/capacity`, { capacity: 0 })).statusCode).toBe(400);
    expect((await call(token, 'PUT', `/admin/v1/agents/${UNKNOWN}/capacity`, { capacity: 2 })).statusCode).toBe(404);
  });

  it('gives an agent’s first presence row the largest capacity default of their groups', async () => {
    const { token } = await signIn(ctx.app, 'admin@demo.brand');
    const { idOf } = await candidates(token);
    const bob = idOf('agent2@demo.brand');
    const db = ctx.database.db;
    await db.delete(agentPresence).where(eq(agentPresence.userId, bob));
    expect((await call(token, 'POST', '/admin/v1/groups', { name: 'Big', maxChatsPerAgent: 6, memberIds: [bob] })).statusCode).toBe(200);
    await upsertPresence(db, bob, { online: true });
    const [presence] = await db.select().from(agentPresence).where(eq(agentPresence.userId, bob));
    expect(presence).toMatchObject({ online: true, capacity: 6 });
    // Later presence changes keep the capacity (the group default applies to a new row only).
    await upsertPresence(db, bob, { online: false });
    expect((await db.select().from(agentPresence).where(eq(agentPresence.userId, bob)))[0]?.capacity).toBe(6);
  });

  it('refuses group management to roles without /members/groups', async () => {
    for (const email of ['agent@demo.brand', 'qa@demo.brand', 'trainer@demo.brand']) {
      const { token } = await signIn(ctx.app, email);
      expect((await call(token, 'GET', '/admin/v1/groups')).statusCode).toBe(403);
      expect((await call(token, 'POST', '/admin/v1/groups', { name: 'Nope' })).statusCode).toBe(403);
      expect((await call(token, 'PUT', `/admin/v1/agents/${UNKNOWN}/capacity`, { capacity: 2 })).statusCode).toBe(403);
    }
  });
});
