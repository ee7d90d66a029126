/** The report filter's group and agent choices (issue 24): the brand's groups and members, for any analytics page. */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ANALYTICS_FILTER_OPTIONS_PATH, filterOptionsSchema } from '@switchboard/contracts/analytics/filter-options.schemas';
import { groups } from '@/db/schema/groups';
import { users } from '@/db/schema/users';
import { callerFor, dataOf, denyRoute, type Caller } from '@/modules/history/history.test-kit';
import { describeBackendsShared } from '@/testing/backends';

describeBackendsShared('analytics filter options', (context) => {
  let manager: Caller;

  beforeAll(async () => {
    await context.database.db.update(users).set({ active: false }).where(eq(users.email, 'agent2@demo.brand'));
    manager = await callerFor(context.app, 'manager@demo.brand');
  });

  it('lists the brand’s groups by name and its members, deactivated ones last', async () => {
    const response = await manager.call('GET', ANALYTICS_FILTER_OPTIONS_PATH);
    expect(response.statusCode, response.body).toBe(200);
    const options = filterOptionsSchema.parse(dataOf(response));
    const brandGroups = await context.database.db.select({ id: groups.id, name: groups.name }).from(groups);
    expect(options.groups).toEqual([...brandGroups].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase())));
    expect(options.agents.find((agent) => agent.name === 'Alice Agent')).toMatchObject({ active: true });
    expect(options.agents.at(-1)).toMatchObject({ active: false });
    expect(options.agents.filter((agent) => !agent.active)).toHaveLength(1);
    const members = await context.database.db.select({ id: users.id }).from(users);
    expect(options.agents.map((agent) => agent.id).sort()).toEqual(members.map((member) => member.id).sort());
  });

  it('answers 403 to a member without any analytics page', async () => {
    const agent = await callerFor(context.app, 'agent@demo.brand');
    expect((await agent.call('GET', ANALYTICS_FILTER_OPTIONS_PATH)).statusCode).toBe(403);
    await denyRoute(context.database.db, 'Manager', '/analytics/livechat');
    const stillAllowed = await callerFor(context.app, 'manager@demo.brand');
    expect((await stillAllowed.call('GET', ANALYTICS_FILTER_OPTIONS_PATH)).statusCode).toBe(200);
  });
});
