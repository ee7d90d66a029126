import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { MEMBERS_PATHS as P, MEMBERS_TEXTS, pathWith, type AgentsPage, type AuditPage, type RoleDetail, type RolesPage } from '@switchboard/contracts/members/team.schemas';
import { describeBackends } from '@/testing/backends';
import { as } from './members.test-kit';

const roleUrl = (roleId: string) => pathWith(P.role, { roleId });

describeBackends('members: roles', (ctx) => {
  const admin = () => as(ctx.app, 'admin@demo.brand');
  const roleNamed = async (name: string) => {
    const page = await (await admin()).data<RolesPage>('GET', `${P.roles}?pageSize=50`);
    const role = page.items.find((item) => item.name === name);
    if (!role) throw new Error(`No role ${name}`);
    return role;
  };

  it('lists default roles first (read-only) with their member counts, pages and filters by type', async () => {
    const { data } = await admin();
    const page = await data<RolesPage>('GET', `${P.roles}?pageSize=3`);
    expect(page.totalCount).toBe(9);
    expect(page.items.map((role) => role.type)).toEqual(['default', 'default', 'default']);
    const agent = await roleNamed('Agent');
    expect(agent.memberCount).toBe(2);
    expect((await data<RolesPage>('GET', `${P.roles}?type=custom`)).items.map((role) => role.name)).toEqual(['Night Shift']);
    const detail = await data<RoleDetail>('GET', roleUrl(agent._id));
    expect(detail.members.map((member) => member.email).sort()).toEqual(['agent2@demo.brand', 'agent@demo.brand']);
  });

  it('creates a custom role from a parent (its permissions by default), refuses duplicate names and unknown parents', async () => {
    const { data, call } = await admin();
    const agent = await roleNamed('Agent');
    const created = await data<RoleDetail>('POST', P.roles, { name: 'Weekend cover', description: 'Agents on Saturdays and Sundays', parentRoleId: agent._id });
    expect(created).toMatchObject({ name: 'Weekend cover', type: 'custom', parentRoleId: agent._id, parentRoleName: 'Agent', memberCount: 0, members: [] });
    expect(created.permissions).toEqual(agent.permissions);

    const duplicate = await call('POST', P.roles, { name: 'weekend COVER', parentRoleId: agent._id });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ message: MEMBERS_TEXTS.roleNameTaken, field: 'name' });
    const clash = await call('POST', P.roles, { name: 'Agent', parentRoleId: agent._id });
    expect(clash.statusCode).toBe(409);
    const unknown = await call('POST', P.roles, { name: 'Ghost', parentRoleId: randomUUID() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'parentRoleId' });
    expect((await call('POST', P.roles, { name: '', parentRoleId: agent._id })).statusCode).toBe(400);
    const typo = await call('POST', P.roles, { name: 'Typo', parentRoleId: agent._id, permissions: { ...agent.permissions, events: { flying: true } } });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().message).toContain('flying');
  });

  it('edits a custom role’s permissions: its members get them on their next request; default roles are read-only', async () => {
    const { data, call } = await admin();
    const agentRole = await roleNamed('Agent');
    const custom = await data<RoleDetail>('POST', P.roles, { name: 'Chat only', parentRoleId: agentRole._id });
    const member = await as(ctx.app, 'agent2@demo.brand');
    await data('PATCH', pathWith(P.agent, { agentId: member.login._id }), { role: 'Chat only' });
    expect((await member.call('GET', '/admin/v1/liveChats')).statusCode).toBe(200);

    const features = { ...custom.permissions.features, '/chats': { isAllowed: false, children: {} } };
    const updated = await data<RoleDetail>('PATCH', roleUrl(custom._id), { name: 'No chats', permissions: { ...custom.permissions, features } });
    expect(updated).toMatchObject({ name: 'No chats', memberCount: 1 });
    expect(updated.members.map((m) => m.email)).toEqual(['agent2@demo.brand']);
    expect((await member.call('GET', '/admin/v1/liveChats')).statusCode).toBe(403);

    const readOnly = await call('PATCH', roleUrl(agentRole._id), { description: 'changed' });
    expect(readOnly.statusCode).toBe(412);
    expect(readOnly.json()).toMatchObject({ message: MEMBERS_TEXTS.defaultRoleReadOnly });
    expect((await call('PATCH', roleUrl(randomUUID()), { description: 'x' })).statusCode).toBe(404);
    expect((await call('PATCH', roleUrl(custom._id), { name: 'Supervisor' })).statusCode).toBe(409);
  });

  it('refuses deleting a role in use (412) until its members move, then deletes it; all of it is audited', async () => {
    const { data, call } = await admin();
    const agentRole = await roleNamed('Agent');
    const custom = await data<RoleDetail>('POST', P.roles, { name: 'Temp', parentRoleId: agentRole._id });
    const agentId = (await data<AgentsPage>('GET', `${P.agents}?search=agent2`)).items[0]?._id ?? '';
    await data('PATCH', pathWith(P.agent, { agentId }), { role: 'Temp' });
    const inUse = await call('DELETE', roleUrl(custom._id));
    expect(inUse.statusCode).toBe(412);
    expect(inUse.json()).toMatchObject({ message: MEMBERS_TEXTS.roleInUse(1) });
    await data('PATCH', pathWith(P.agent, { agentId }), { role: 'Agent' });
    expect((await call('DELETE', roleUrl(custom._id))).statusCode).toBe(200);
    expect((await call('GET', roleUrl(custom._id))).statusCode).toBe(404);
    expect((await call('DELETE', roleUrl(agentRole._id))).statusCode).toBe(412);
    expect((await call('DELETE', roleUrl(randomUUID()))).statusCode).toBe(404);

    const audit = await data<AuditPage>('GET', `${P.auditLog}?entity=role`);
    expect(audit.items.map((item) => item.action)).toEqual(['delete', 'create']);
    expect(audit.items[0]).toMatchObject({ entityId: custom._id, actorName: 'Ada Admin', before: { name: 'Temp' }, after: null });
  });

  it('refuses role changes and the audit log to members without the privilege', async () => {
    const supervisor = await as(ctx.app, 'supervisor@demo.brand');
    expect((await supervisor.call('GET', P.roles)).statusCode).toBe(403);
    expect((await supervisor.call('GET', P.auditLog)).statusCode).toBe(403);
    const manager = await as(ctx.app, 'manager@demo.brand');
    expect((await manager.call('GET', P.auditLog)).statusCode).toBe(200);
    const admin = await roleNamed('Admin');
    const escalate = await manager.call('POST', P.roles, { name: 'Shadow admin', parentRoleId: admin._id });
    expect(escalate.statusCode).toBe(412);
  });
});
