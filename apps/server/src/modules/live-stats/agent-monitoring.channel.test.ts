import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  agentLiveStatsSchema, brandLiveStatsSchema, groupLiveStatsSchema,
} from '@switchboard/contracts/analytics/agent-monitoring.events';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import { describeBackends } from '@/testing/backends';
import type { Client } from '@/testing/live-chat-harness';
import { groupId, listen, online, openChat, selectRegion, shortCadences, staffSocket, userId } from './live-stats.test-kit';

const clients: Client[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.close()));

describeBackends('live stats: the agent monitoring channel /liveAdmins', (context) => {
  let url = '';
  beforeEach(async () => {
    url = await listen(context.app);
  });
  const watch = async (email: string) => {
    const client = await staffSocket(context.app, url, NAMESPACES.liveAdmins, email);
    clients.push(client);
    return client;
  };

  it('sends brand, group and agent stats with declarative columns, then keeps them fresh', async () => {
    const db = context.database.db;
    await openChat(db, 'Inqueue', 1);
    await openChat(db, 'AgentHandling', 2, { agentId: await userId(db, 'agent@demo.brand') });
    const monitor = await watch('supervisor@demo.brand');

    const brand = brandLiveStatsSchema.parse(await monitor.waitFor('brandLiveStats')).data;
    expect(brand).toMatchObject({ totalAgents: 2, online: 0, accepting: 0, chatsInProgress: 1, inQueue: 1 });
    expect(brand.avgWaitSeconds).toBeGreaterThanOrEqual(29);

    const groups = groupLiveStatsSchema.parse(await monitor.waitFor('groupLiveStats')).data;
    expect(groups.group).toEqual([expect.objectContaining({ name: 'General', agentsOnline: 0, capacity: 0, utilisation: 0 })]);
    expect(groups.columns.map((column) => column.key)).toContain('utilisation');
    expect(groups.columns.every((column) => Object.keys(column).sort().join() === 'key,render,sorter,title')).toBe(true);

    const agents = agentLiveStatsSchema.parse(await monitor.waitFor('agentLiveStats')).data;
    expect(agents.agentList.map((agent) => agent.name)).toEqual(['Alice Agent', 'Bob Agent']);
    expect(agents.agentList[0]).toMatchObject({ chats: 1, capacity: 3, online: false, state: 'accept chats' });
    expect(agents.agentList[0]?.longestChatSeconds).toBeGreaterThanOrEqual(89);
    expect(agents.columns.find((column) => column.key === 'longestChatSeconds')).toMatchObject({ sorter: 'duration', render: 'duration' });

    // The periodic pushes follow (short cadences in tests).
    for (const event of ['brandLiveStats', 'groupLiveStats', 'agentLiveStats']) await monitor.waitFor(event);
  });

  it("counts the chats of the watcher's region; the agents' numbers stay brand-wide", async () => {
    const db = context.database.db;
    const [alice, general] = [await userId(db, 'agent@demo.brand'), await groupId(db, 'General')];
    await online(db, alice, 4);
    await openChat(db, 'AgentHandling', 1, { agentId: alice, groupId: general }); // no value: the default, north
    await openChat(db, 'AgentHandling', 1, { agentId: alice, groupId: general, bifurcation: { region: 'south' } });
    await openChat(db, 'Inqueue', 1, { groupId: general, bifurcation: { region: 'south' } });
    await selectRegion(context.app, 'admin@demo.brand', 'south');
    const north = await watch('supervisor@demo.brand');
    const south = await watch('admin@demo.brand');

    for (let tick = 0; tick < 2; tick += 1) {
      const [n, s] = [await north.waitFor('brandLiveStats'), await south.waitFor('brandLiveStats')].map((p) => brandLiveStatsSchema.parse(p).data);
      // Agents (total, online, accepting) are the brand's whatever the scope; the chats are the region's.
      expect(n).toEqual({ totalAgents: 2, online: 1, accepting: 1, chatsInProgress: 1, inQueue: 0, avgWaitSeconds: null });
      expect(s).toMatchObject({ totalAgents: 2, online: 1, accepting: 1, chatsInProgress: 1, inQueue: 1 });
      expect(s?.avgWaitSeconds).toBeGreaterThanOrEqual(29);

      const [ng, sg] = [await north.waitFor('groupLiveStats'), await south.waitFor('groupLiveStats')].map((p) => groupLiveStatsSchema.parse(p).data.group);
      // Capacity and utilisation are the agents' load: both chats Alice handles over her capacity of 4.
      expect(ng).toEqual([expect.objectContaining({ name: 'General', chats: 1, inQueue: 0, agentsOnline: 1, capacity: 4, utilisation: 0.5 })]);
      expect(sg).toEqual([expect.objectContaining({ name: 'General', chats: 1, inQueue: 1, agentsOnline: 1, capacity: 4, utilisation: 0.5 })]);

      for (const monitor of [north, south]) {
        const agents = agentLiveStatsSchema.parse(await monitor.waitFor('agentLiveStats')).data.agentList;
        expect(agents[0]).toMatchObject({ name: 'Alice Agent', chats: 2, capacity: 4, online: true });
      }
    }
  });

  it('refuses an agent (no /analytics/agent_monitoring)', async () => {
    const refused = await watch('agent@demo.brand');
    expect(await refused.waitFor('connect_error')).toBe('Forbidden');
    expect(refused.all('groupLiveStats')).toEqual([]);
  });
}, () => ({}), shortCadences);
