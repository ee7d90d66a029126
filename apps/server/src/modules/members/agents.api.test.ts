import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { MEMBERS_PATHS as P, MEMBERS_TEXTS, pathWith, type Agent, type AgentsPage, type AuditPage, type PickableRole } from '@switchboard/contracts/members/team.schemas';
import { describeBackends } from '@/testing/backends';
import { linkIn, startSmtp, type TestSmtp } from '@/testing/smtp';
import { bearer } from '@/testing/test-app';
import { as } from './members.test-kit';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
});

const agentUrl = (agentId: string) => pathWith(P.agent, { agentId });

describeBackends('members: agents', (ctx) => {
  const admin = () => as(ctx.app, 'admin@demo.brand');
  const idOf = async (email: string) => {
    const { data } = await admin();
    const page = await data<AgentsPage>('GET', `${P.agents}?search=${encodeURIComponent(email)}`);
    const agent = page.items.find((item) => item.email === email);
    if (!agent) throw new Error(`${email} not listed`);
    return agent._id;
  };

  it('lists the brand’s members with search, filters and server paging', async () => {
    const { data } = await admin();
    const first = await data<AgentsPage>('GET', `${P.agents}?pageSize=4`);
    expect(first.totalCount).toBe(9);
    expect(first.items).toHaveLength(4);
    const third = await data<AgentsPage>('GET', `${P.agents}?pageSize=4&page=3`);
    expect(third.items).toHaveLength(1);
    const agents = await data<AgentsPage>('GET', `${P.agents}?role=Agent`);
    expect(agents.items.map((item) => item.email).sort()).toEqual(['agent2@demo.brand', 'agent@demo.brand']);
    expect((await data<AgentsPage>('GET', `${P.agents}?search=quinn`)).items.map((item) => item.email)).toEqual(['qa@demo.brand']);
    expect((await data<AgentsPage>('GET', `${P.agents}?status=inactive`)).totalCount).toBe(0);
    const bad = await (await admin()).call('GET', `${P.agents}?status=sleeping`);
    expect(bad.statusCode).toBe(400);
  });

  it('invites an agent with an activation mail whose link sets a password; duplicates and bad input are refused', async () => {
    const { data, call } = await admin();
    const smtpApp = await ctx.buildApp({ SMTP_URL: smtp.url });
    const asAdmin = await as(smtpApp, 'admin@demo.brand');
    const invited = await asAdmin.data<Agent>('POST', P.agents, { email: 'New.Agent@demo.brand', firstName: 'Nia', lastName: 'New', role: 'Agent' });
    expect(invited).toMatchObject({ email: 'new.agent@demo.brand', role: 'Agent', status: 'active', activated: false });
    const mail = await smtp.next();
    expect(mail.to).toEqual(['new.agent@demo.brand']);
    const token = linkIn(mail, '/auth/activate').searchParams.get('token') ?? '';
    const activate = await smtpApp.inject({ method: 'POST', url: '/users/account/verify', payload: { token, password: 'Fresh#Pass9' } });
    expect(activate.statusCode).toBe(200);
    expect(activate.json()).toMatchObject({ message: TEXTS.accountActivated });
    await as(smtpApp, 'new.agent@demo.brand', 'Fresh#Pass9');

    const duplicate = await call('POST', P.agents, { email: 'agent@demo.brand', firstName: 'A', lastName: 'B', role: 'Agent' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ message: MEMBERS_TEXTS.emailTaken, field: 'email' });
    const badEmail = await call('POST', P.agents, { email: 'not-an-email', firstName: 'A', lastName: 'B', role: 'Agent' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ field: 'email' });
    const unknownRole = await call('POST', P.agents, { email: 'x@demo.brand', firstName: 'A', lastName: 'B', role: 'Wizard' });
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json()).toMatchObject({ message: MEMBERS_TEXTS.unknownRole, field: 'role' });
    expect((await data<AgentsPage>('GET', `${P.agents}?search=x@demo.brand`)).totalCount).toBe(0);
  });

  it('refuses members without the action (403) and hides other brands’ or unknown ids (404)', async () => {
    const agent = await as(ctx.app, 'agent@demo.brand');
    expect((await agent.call('GET', P.agents)).statusCode).toBe(403);
    const supervisor = await as(ctx.app, 'supervisor@demo.brand');
    expect((await supervisor.call('GET', P.agents)).statusCode).toBe(200);
    const { call } = await admin();
    expect((await call('GET', agentUrl(randomUUID()))).statusCode).toBe(404);
    expect((await call('PATCH', agentUrl(randomUUID()), { firstName: 'X' })).statusCode).toBe(404);
    expect((await call('POST', pathWith(P.deactivateAgent, { agentId: randomUUID() }))).statusCode).toBe(404);
    expect((await call('GET', agentUrl('not-a-uuid'))).statusCode).toBe(400);
  });

  it('edits name, role, tickets and capacity; a role change counts on the member’s next request and is audited', async () => {
    const agentId = await idOf('agent@demo.brand');
    const agent = await as(ctx.app, 'agent@demo.brand');
    expect((await agent.call('GET', '/admin/v1/liveChats')).statusCode).toBe(200);
    const { data, call } = await admin();
    const updated = await data<Agent>('PATCH', agentUrl(agentId), { firstName: 'Alicia', role: 'QA', ticketsEnabled: false, capacity: 5 });
    expect(updated).toMatchObject({ firstName: 'Alicia', role: 'QA', ticketsEnabled: false, capacity: 5 });
    // QA has no /chats: the same token is refused without a new sign-in.
    expect((await agent.call('GET', '/admin/v1/liveChats')).statusCode).toBe(403);
    expect((await call('PATCH', agentUrl(agentId), { capacity: 0 })).statusCode).toBe(400);
    expect((await call('PATCH', agentUrl(agentId), {})).statusCode).toBe(400);
    const audit = await data<AuditPage>('GET', `${P.auditLog}?entity=member`);
    expect(audit.items[0]).toMatchObject({ action: 'role', entityId: agentId, actorName: 'Ada Admin', before: { role: 'Agent' }, after: { role: 'QA', capacity: 5 } });
  });

  it('refuses changing one’s own role and managing a member who outranks the caller', async () => {
    const { call } = await admin();
    const self = await call('PATCH', agentUrl(await idOf('admin@demo.brand')), { role: 'Agent' });
    expect(self.statusCode).toBe(412);
    expect(self.json()).toMatchObject({ message: TEXTS.cannotChangeOwnPermission });
    const ori = await call('POST', pathWith(P.deactivateAgent, { agentId: await idOf('ori.admin@demo.brand') }));
    expect(ori.statusCode).toBe(412);
    expect(ori.json()).toMatchObject({ message: TEXTS.noPrivilegeToChangePermission });
    const makeOri = await call('PATCH', agentUrl(await idOf('agent2@demo.brand')), { role: 'oriAdmin' });
    expect(makeOri.statusCode).toBe(412);
  });

  it('deactivating logs the member out everywhere: their token is refused and their socket gets forceLogout', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const agent = await as(ctx.app, 'agent2@demo.brand');
    const socket = connect(`${url}${NAMESPACES.liveConversations}`, { auth: { token: agent.login.token }, transports: ['websocket'], reconnection: false, forceNew: true });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const forced = new Promise<unknown>((resolve) => socket.once('forceLogout', resolve));
      const { data, call } = await admin();
      const agentId = agent.login._id;
      const done = await call('POST', pathWith(P.deactivateAgent, { agentId }));
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ message: MEMBERS_TEXTS.deactivated, data: { status: 'inactive' } });
      expect(await forced).toEqual({ message: MEMBERS_TEXTS.deactivatedLogout });
      const verify = await ctx.app.inject({ method: 'POST', url: '/users/token/verify', headers: bearer(agent.login.token) });
      expect(verify.statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: 'agent2@demo.brand', password: 'Demo@12345' } })).statusCode).not.toBe(200);
      expect((await data<AgentsPage>('GET', `${P.agents}?status=inactive`)).items.map((item) => item.email)).toEqual(['agent2@demo.brand']);

      const self = await call('POST', pathWith(P.deactivateAgent, { agentId: (await admin()).login._id }));
      expect(self.json()).toMatchObject({ message: MEMBERS_TEXTS.cannotDeactivateSelf });

      expect((await call('POST', pathWith(P.reactivateAgent, { agentId }))).statusCode).toBe(200);
      await as(ctx.app, 'agent2@demo.brand');
      const audit = await data<AuditPage>('GET', `${P.auditLog}?entity=member`);
      expect(audit.items.slice(0, 2).map((item) => item.action)).toEqual(['reactivate', 'deactivate']);
    } finally {
      socket.close();
    }
  });

  it('gives the role picker (§6: no oriAdmin) to whoever sees the agents screen', async () => {
    const supervisor = await as(ctx.app, 'supervisor@demo.brand');
    expect((await supervisor.call('GET', P.roles)).statusCode).toBe(403);
    const roles = await supervisor.data<PickableRole[]>('GET', P.agentRoles);
    expect(roles.filter((role) => role.type === 'default').map((role) => role.name).sort()).toEqual(
      ['Admin', 'Agent', 'AssistantManager', 'Manager', 'QA', 'Supervisor', 'Trainer'],
    );
    expect(roles.map((role) => role.name)).toContain('Night Shift');
    expect((await (await as(ctx.app, 'agent@demo.brand')).call('GET', P.agentRoles)).statusCode).toBe(403);
  });

  it('sets availability through live chat’s agent state', async () => {
    const agentId = await idOf('agent@demo.brand');
    const { data, call } = await admin();
    const off = await data<Agent>('PUT', pathWith(P.agentAvailability, { agentId }), { selectedState: "don't accept chats" });
    expect(off.availability).toBe("don't accept chats");
    const filtered = await data<AgentsPage>('GET', `${P.agents}?availability=${encodeURIComponent("don't accept chats")}`);
    expect(filtered.items.map((item) => item.email)).toContain('agent@demo.brand');
    expect((await call('PUT', pathWith(P.agentAvailability, { agentId }), { selectedState: 'sleeping' })).statusCode).toBe(400);
  });
});
