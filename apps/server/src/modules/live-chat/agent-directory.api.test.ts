/** GET /admin/v1/agentsForChatTransfer: the transfer/invite directory, its ordering, room rule and refusals. */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { agentsForChatTransferDataSchema, LIVE_CHAT_PATHS } from '@switchboard/contracts/live-chat/live-chat.api';
import { agentPresence } from '@/db/schema/agent-presence';
import { chatSessions } from '@/db/schema/chat-sessions';
import { groupMembers, groups } from '@/db/schema/groups';
import { users } from '@/db/schema/users';
import { describeBackends } from '@/testing/backends';
import { handedOver, LiveChatHarness } from '@/testing/live-chat-harness';
import { bearer, signIn } from '@/testing/test-app';

const url = (query: string) => `${LIVE_CHAT_PATHS.agentsForChatTransfer}?${query}`;

describeBackends('live chat: agent directory for transfer and invite', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  const get = (token: string | undefined, query: string) =>
    context.app.inject({ method: 'GET', url: url(query), headers: token ? bearer(token) : {} });

  /** Another agent of the demo brand, a 'member' of the given groups, with an optional presence row. */
  async function addAgent(firstName: string, groupIds: string[], presence?: { online: boolean; selectedState?: 'accept chats' | "don't accept chats"; capacity?: number }) {
    const db = context.database.db;
    const [template] = await db.select().from(users).where(eq(users.email, 'agent2@demo.brand'));
    if (!template) throw new Error('The demo agent is missing');
    const [row] = await db.insert(users).values({
      brandId: template.brandId, roleId: template.roleId, email: `${firstName.toLowerCase()}@demo.brand`, firstName, lastName: 'Extra',
      adminPsid: `admin-${firstName.toLowerCase()}`, active: true, activated: true,
    }).returning({ id: users.id });
    if (!row) throw new Error('The agent was not created');
    if (groupIds.length > 0) await db.insert(groupMembers).values(groupIds.map((groupId) => ({ groupId, userId: row.id, role: 'member' as const })));
    if (presence) await db.insert(agentPresence).values({ userId: row.id, ...presence });
    return row.id;
  }

  it('lists agents (not the caller, not the chat agent) with room first then by load, and groups with their queues', async () => {
    const db = context.database.db;
    const alice = await harness.staff('agent@demo.brand');
    const customer = await harness.customer();
    await handedOver(customer, alice);
    const [general] = await db.select().from(groups).where(eq(groups.name, 'General'));
    if (!general) throw new Error('The General group is missing');
    const [vip] = await db.insert(groups).values({ brandId: general.brandId, name: 'VIP', maxChatsPerAgent: 5 }).returning();
    if (!vip) throw new Error('The VIP group was not created');

    const [bob] = await db.select().from(users).where(eq(users.email, 'agent2@demo.brand'));
    await db.update(agentPresence).set({ online: true, capacity: 3 }).where(eq(agentPresence.userId, bob!.id));
    const carl = await addAgent('Carl', [general.id], { online: true, capacity: 1 });
    const dana = await addAgent('Dana', [general.id], { online: true, selectedState: "don't accept chats" });
    const eve = await addAgent('Eve', [vip.id]);
    const fay = await addAgent('Fay', [general.id, vip.id], { online: true, capacity: 3 });
    // Carl is full (1/1), Fay holds one chat (1/3), and one chat waits in VIP's queue.
    const carlsChat = await harness.customer();
    await db.update(chatSessions).set({ chatState: 'AgentHandling', agentId: carl, groupId: general.id }).where(eq(chatSessions.sessionId, carlsChat.sessionId));
    const faysChat = await harness.customer();
    await db.update(chatSessions).set({ chatState: 'Pending', agentId: fay, groupId: vip.id }).where(eq(chatSessions.sessionId, faysChat.sessionId));
    const queued = await harness.customer();
    await db.update(chatSessions).set({ chatState: 'Inqueue', groupId: vip.id, handoverAt: new Date() }).where(eq(chatSessions.sessionId, queued.sessionId));

    const supervisor = await signIn(context.app, 'supervisor@demo.brand');
    const response = await get(supervisor.token, `sessionId=${customer.sessionId}`);
    expect(response.statusCode, response.body).toBe(200);
    const data = agentsForChatTransferDataSchema.parse(response.json<{ data: unknown }>().data);
    expect(data.agentList.map((agent) => agent.name)).toEqual(['Bob Agent', 'Fay Extra', 'Dana Extra', 'Eve Extra', 'Carl Extra']);
    expect(data.agentList.find((agent) => agent.agentId === alice.userId)).toBeUndefined();
    expect(data.agentList).toEqual([
      { agentId: bob!.id, name: 'Bob Agent', groupIds: [general.id], online: true, accepting: true, chats: 0, capacity: 3, hasRoom: true },
      { agentId: fay, name: 'Fay Extra', groupIds: [general.id, vip.id], online: true, accepting: true, chats: 1, capacity: 3, hasRoom: true },
      { agentId: dana, name: 'Dana Extra', groupIds: [general.id], online: true, accepting: false, chats: 0, capacity: 3, hasRoom: false },
      // No presence row: offline, capacity from the group's maxChatsPerAgent.
      { agentId: eve, name: 'Eve Extra', groupIds: [vip.id], online: false, accepting: true, chats: 0, capacity: 5, hasRoom: false },
      { agentId: carl, name: 'Carl Extra', groupIds: [general.id], online: true, accepting: true, chats: 1, capacity: 1, hasRoom: false },
    ]);
    // General: Alice (1/3), Bob and Fay have room; VIP: Fay; Alice's own offer is Pending, not queued.
    expect(data.groups).toEqual([
      { groupId: general.id, name: 'General', agentsOnlineWithRoom: 3, inQueue: 0 },
      { groupId: vip.id, name: 'VIP', agentsOnlineWithRoom: 1, inQueue: 1 },
    ]);

    // The chat's agent asking: herself excluded too; with purpose=invite the same list.
    const own = await get(alice.token, `sessionId=${customer.sessionId}&purpose=invite`);
    expect(own.statusCode, own.body).toBe(200);
    expect(agentsForChatTransferDataSchema.parse(own.json<{ data: unknown }>().data).agentList.map((a) => a.agentId))
      .toEqual([bob!.id, fay, dana, eve, carl]);

    // Routing agrees: a transfer to a full agent is refused with a 412 message, one with room goes through.
    expect(await alice.emit('acceptChat', { sessionId: customer.sessionId })).not.toHaveProperty('errorCode');
    const refused = await alice.emit('transferChat', { sessionId: customer.sessionId, toAgentId: carl });
    expect(refused).toMatchObject({ errorCode: 412, message: 'That agent is offline or has no room for another chat.' });
    expect(await alice.emit('transferChat', { sessionId: customer.sessionId, toAgentId: fay })).not.toHaveProperty('errorCode');
  });

  it('validates the query and refuses unknown chats, other agents’ chats and members who may not transfer', async () => {
    const db = context.database.db;
    const alice = await harness.staff('agent@demo.brand');
    const customer = await harness.customer();
    await handedOver(customer, alice);

    expect((await get(alice.token, '')).statusCode).toBe(400);
    expect((await get(alice.token, 'sessionId=')).statusCode).toBe(400);
    expect((await get(alice.token, `sessionId=${customer.sessionId}&purpose=steal`)).statusCode).toBe(400);
    const unknown = await get(alice.token, 'sessionId=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'This chat does not exist.' });
    expect((await get(alice.token, 'sessionId=not-a-session')).statusCode).toBe(404);
    expect((await get(undefined, `sessionId=${customer.sessionId}`)).statusCode).toBe(401);

    // QA has no /chats at all (the feature guard); Bob is an agent but not this chat's.
    const qa = await signIn(context.app, 'qa@demo.brand');
    expect((await get(qa.token, `sessionId=${customer.sessionId}`)).statusCode).toBe(403);
    const bob = await signIn(context.app, 'agent2@demo.brand');
    expect((await get(bob.token, `sessionId=${customer.sessionId}`)).statusCode).toBe(403);

    // An agent whose chats.transfer is switched off: 403 for transfer, still allowed to list for an invite.
    await db.update(users).set({ permissionOverrides: { actions: { chats: { transfer: false } } } }).where(eq(users.id, alice.userId));
    const fresh = await context.buildApp(); // a new process: nothing cached about Alice yet
    const noTransfer = await signIn(fresh, 'agent@demo.brand');
    const ask = (query: string) => fresh.inject({ method: 'GET', url: url(query), headers: bearer(noTransfer.token) });
    const refused = await ask(`sessionId=${customer.sessionId}`);
    expect(refused.statusCode, refused.body).toBe(403);
    expect((await ask(`sessionId=${customer.sessionId}&purpose=invite`)).statusCode).toBe(200);

    // A resolved chat can no longer be transferred.
    await db.update(chatSessions).set({ chatState: 'Resolved', resolvedAt: new Date() }).where(eq(chatSessions.sessionId, customer.sessionId));
    const supervisor = await signIn(context.app, 'supervisor@demo.brand');
    expect((await get(supervisor.token, `sessionId=${customer.sessionId}`)).statusCode).toBe(412);
  });
});
