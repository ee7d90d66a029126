/**
 * Issue 21, point 10: a member restricted on a filter never hands out more than their own values on it —
 * neither by editing a member's allow-list nor by inviting (one by one or by CSV): invitees inherit it.
 */
import { expect, it } from 'vitest';
import { MEMBERS_PATHS as P, pathWith, type Agent, type AgentsPage, type TeamMemberDetail } from '@switchboard/contracts/members/team.schemas';
import { describeBackends } from '@/testing/backends';
import type { App } from '@/plugins/type-provider';
import { as } from './members.test-kit';

const bifurcationUrl = (memberId: string) => pathWith(P.teamMemberBifurcation, { memberId });
const NORTH_ONLY = 'You can only grant Region values you are allowed: North';

/** The owner (oriAdmin) restricts the brand admin to the north region. */
async function northAdmin(app: App) {
  const owner = await as(app, 'ori.admin@demo.brand');
  const admin = await as(app, 'admin@demo.brand');
  await owner.data('PUT', bifurcationUrl(admin.login._id), { allowedBifurcation: { region: ['north'] } });
  // A new sign-in reads the restriction (the owner's change also invalidated the admin's cached session).
  return { owner, admin: await as(app, 'admin@demo.brand') };
}

async function allowListOf(caller: Awaited<ReturnType<typeof as>>, email: string) {
  const page = await caller.data<AgentsPage>('GET', `${P.agents}?search=${encodeURIComponent(email)}`);
  const id = page.items.find((item) => item.email === email)?._id ?? '';
  return (await caller.data<TeamMemberDetail>('GET', pathWith(P.teamMember, { memberId: id }))).allowedBifurcation;
}

describeBackends('members: allow-lists are granted within the granter’s own', (ctx) => {
  it('refuses a restricted member granting more than their own values, with the field and the values they may grant', async () => {
    const { admin } = await northAdmin(ctx.app);
    const supervisor = await as(ctx.app, 'supervisor@demo.brand');
    for (const allowedBifurcation of [{}, { region: [] }, { region: ['north', 'south'] }, { region: ['south'] }]) {
      const refused = await admin.call('PUT', bifurcationUrl(supervisor.login._id), { allowedBifurcation });
      expect(refused.statusCode, JSON.stringify(allowedBifurcation)).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'allowedBifurcation.region', message: NORTH_ONLY });
    }
    expect(await allowListOf(admin, 'supervisor@demo.brand')).toEqual({});
    // Within their values, and free on the business line they are not restricted on.
    const granted = await admin.data<TeamMemberDetail>('PUT', bifurcationUrl(supervisor.login._id),
      { allowedBifurcation: { region: ['north', 'north'], businessLine: ['enterprise'] } });
    expect(granted.allowedBifurcation).toEqual({ region: ['north'], businessLine: ['enterprise'] });
  });

  it('lets an unrestricted member grant any values, and every value', async () => {
    const admin = await as(ctx.app, 'admin@demo.brand');
    const supervisor = await as(ctx.app, 'supervisor@demo.brand');
    expect((await admin.data<TeamMemberDetail>('PUT', bifurcationUrl(supervisor.login._id), { allowedBifurcation: { region: ['south', 'international'] } })).allowedBifurcation)
      .toEqual({ region: ['south', 'international'] });
    expect((await admin.data<TeamMemberDetail>('PUT', bifurcationUrl(supervisor.login._id), { allowedBifurcation: { region: [] } })).allowedBifurcation).toEqual({});
  });

  it('gives a restricted inviter’s invitees (one by one or by CSV) the inviter’s restrictions; an unrestricted inviter’s stay unrestricted', async () => {
    const { owner, admin } = await northAdmin(ctx.app);
    await admin.data<Agent>('POST', P.agents, { email: 'north.agent@demo.brand', firstName: 'Nora', lastName: 'North', role: 'Agent' });
    expect(await allowListOf(owner, 'north.agent@demo.brand')).toEqual({ region: ['north'] });
    const csv = ['email,firstName,lastName,role', 'north.csv@demo.brand,Ned,Csv,Agent'].join('\r\n');
    expect((await admin.data<{ accepted: unknown[] }>('POST', P.bulkInvite, { csv })).accepted).toHaveLength(1);
    expect(await allowListOf(owner, 'north.csv@demo.brand')).toEqual({ region: ['north'] });

    await owner.data<Agent>('POST', P.agents, { email: 'any.agent@demo.brand', firstName: 'Ann', lastName: 'Any', role: 'Agent' });
    expect(await allowListOf(owner, 'any.agent@demo.brand')).toEqual({});
  });
});
