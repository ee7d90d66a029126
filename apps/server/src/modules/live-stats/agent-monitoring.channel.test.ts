import { afterEach, describe, expect, it } from 'vitest';
import {
  agentLiveStatsSchema, brandLiveStatsSchema, groupLiveStatsSchema,
} from '@switchboard/contracts/analytics/agent-monitoring.events';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import type { App } from '@/plugins/type-provider';
import type { Client } from '@/testing/live-chat-harness';
import { useSeededPglite } from '@/testing/test-db';
import { listeningApp, openChat, staffSocket, userId } from './live-stats.test-kit';

const seeded = useSeededPglite();
const apps: App[] = [];
const clients: Client[] = [];
afterEach(async () => {
  clients.splice(0).forEach((client) => client.close());
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function watch(email: string) {
  const { app, url } = await listeningApp(seeded.database);
  apps.push(app);
  const client = await staffSocket(app, url, NAMESPACES.liveAdmins, email);
  clients.push(client);
  return client;
}

describe('live stats: the agent monitoring channel /liveAdmins', () => {
  it('sends brand, group and agent stats with declarative columns, then keeps them fresh', async () => {
    const db = seeded.database.db;
    await openChat(db, 'Inqueue', 1);
    await openChat(db, 'AgentHandling', 2, await userId(db, 'agent@demo.brand'));
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

  it('refuses an agent (no /analytics/agent_monitoring)', async () => {
    const refused = await watch('agent@demo.brand');
    expect(await refused.waitFor('connect_error')).toBe('Forbidden');
    expect(refused.all('groupLiveStats')).toEqual([]);
  });
});
