import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { isActionAllowed, isRouteAllowed, type Permissions } from '@switchboard/contracts/permissions';
import { MEMBERS_PATHS as P, pathWith, type AuditPage, type TeamMemberDetail } from '@switchboard/contracts/members/team.schemas';
import { describeBackends } from '@/testing/backends';
import { as } from './members.test-kit';

const memberUrl = (memberId: string) => pathWith(P.teamMember, { memberId });
const permissionsUrl = (memberId: string) => pathWith(P.teamMemberPermissions, { memberId });
const withoutAnalytics = (p: Permissions): Permissions => ({ ...p, features: { ...p.features, '/analytics': { ...p.features['/analytics'], isAllowed: false } } });

describeBackends('settings: team member permissions', (ctx) => {
  it('shows a member’s effective permissions and whether the caller may change them', async () => {
    const admin = await as(ctx.app, 'admin@demo.brand');
    const page = await admin.data<{ items: { _id: string; email: string }[]; totalCount: number }>('GET', `${P.teamMembers}?search=supervisor`);
    expect(page.items.map((item) => item.email)).toEqual(['supervisor@demo.brand']);
    const detail = await admin.data<TeamMemberDetail>('GET', memberUrl(page.items[0]?._id ?? ''));
    expect(detail).toMatchObject({ email: 'supervisor@demo.brand', role: 'Supervisor', refusal: null, customised: false });
    expect(isRouteAllowed(detail.permissions, '/analytics/chatlog')).toBe(true);
    const self = await admin.data<TeamMemberDetail>('GET', memberUrl(admin.login._id));
    expect(self.refusal).toBe(TEXTS.cannotChangeOwnPermission);
    expect((await admin.call('GET', memberUrl(randomUUID()))).statusCode).toBe(404);
  });

  it('changes a member’s permissions: counts on their next request without a new sign-in, and is audited', async () => {
    const admin = await as(ctx.app, 'admin@demo.brand');
    const supervisor = await as(ctx.app, 'supervisor@demo.brand');
    const verifyToken = () => supervisor.call('POST', '/users/token/verify');
    expect((await supervisor.call('GET', '/admin/v1/liveChats')).statusCode).toBe(200);
    const before = await admin.data<TeamMemberDetail>('GET', memberUrl(supervisor.login._id));
    const wanted = withoutAnalytics(before.permissions);
    wanted.features = { ...wanted.features, '/chats': { isAllowed: false } };
    wanted.actions = { ...wanted.actions, chats: { ...wanted.actions.chats, takeover: false } };
    const after = await admin.data<TeamMemberDetail>('PUT', permissionsUrl(supervisor.login._id), wanted);
    expect(after.customised).toBe(true);
    expect(isRouteAllowed(after.permissions, '/analytics')).toBe(false);
    expect(isActionAllowed(after.permissions, 'chats', 'takeover')).toBe(false);
    // The same token now carries the new map.
    expect((await supervisor.call('GET', '/admin/v1/liveChats')).statusCode).toBe(403);
    const verify = (await verifyToken()).json() as unknown as { data: { user: { permissions: Permissions }[] } };
    expect(isRouteAllowed(verify.data.user[0]!.permissions, '/analytics')).toBe(false);
    const audit = await admin.data<AuditPage>('GET', `${P.auditLog}?entity=memberPermissions`);
    expect(audit.items[0]).toMatchObject({ entityId: supervisor.login._id, action: 'permissions', before: { member: 'supervisor@demo.brand' } });
    expect((audit.items[0]?.after as { features: Record<string, { isAllowed: boolean }> }).features['/analytics']?.isAllowed).toBe(false);
  });

  it('refuses with §6’s exact messages: one’s own permissions, and a caller without the privilege', async () => {
    const admin = await as(ctx.app, 'admin@demo.brand');
    const self = await admin.data<TeamMemberDetail>('GET', memberUrl(admin.login._id));
    const own = await admin.call('PUT', permissionsUrl(admin.login._id), self.permissions);
    expect(own.statusCode).toBe(412);
    expect(own.json().message).toBe('You can not change your permissions yourself. Contact your administrator to change your permissions.');

    const manager = await as(ctx.app, 'manager@demo.brand');
    const ori = await manager.data<{ items: { _id: string }[] }>('GET', `${P.teamMembers}?search=ori.admin`);
    const oriId = ori.items[0]?._id ?? '';
    const oriDetail = await manager.data<TeamMemberDetail>('GET', memberUrl(oriId));
    expect(oriDetail.refusal).toBe(TEXTS.noPrivilegeToChangePermission);
    const refused = await manager.call('PUT', permissionsUrl(oriId), oriDetail.permissions);
    expect(refused.statusCode).toBe(412);
    expect(refused.json().message).toBe("You don't have the privileges to change this member's permission with these credentials. Contact your administrator.");

    const agent = await as(ctx.app, 'agent@demo.brand');
    expect((await agent.call('GET', P.teamMembers)).statusCode).toBe(403);
    expect((await agent.call('PUT', permissionsUrl(oriId), oriDetail.permissions)).statusCode).toBe(403);
    const malformed = await admin.call('PUT', permissionsUrl(oriId), { features: 'all' });
    expect(malformed.statusCode).toBe(400);
  });
});
