import { afterEach, describe, expect, it } from 'vitest';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import {
  lastNHoursTimeSeriesSchema, perMinuteStatsSchema, perSecondStatsSchema, type LiveCount,
} from '@switchboard/contracts/dashboard/dashboard.events';
import type { App } from '@/plugins/type-provider';
import type { Client } from '@/testing/live-chat-harness';
import { useSeededPglite } from '@/testing/test-db';
import { denyFeature, listeningApp, openChat, staffSocket, userId } from './live-stats.test-kit';

const seeded = useSeededPglite();
const apps: App[] = [];
const clients: Client[] = [];
afterEach(async () => {
  clients.splice(0).forEach((client) => client.close());
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function start() {
  const started = await listeningApp(seeded.database);
  apps.push(started.app);
  const watch = async (email: string) => {
    const client = await staffSocket(started.app, started.url, NAMESPACES.liveChatsStats, email);
    clients.push(client);
    return client;
  };
  return { ...started, watch };
}

describe('live stats: the dashboard channel /liveChatsStats', () => {
  it('sends the last hours on connect, then perSecondStats and perMinuteStats with the open chats', async () => {
    const db = seeded.database.db;
    await openChat(db, 'BotHandling', 2);
    await openChat(db, 'Inqueue', 1);
    await openChat(db, 'AgentHandling', 3, await userId(db, 'agent@demo.brand'));
    const { watch } = await start();
    const dashboard = await watch('agent@demo.brand');

    const series = lastNHoursTimeSeriesSchema.parse(await dashboard.waitFor('lastNHoursTimeSeries'));
    expect(series).toMatchObject({ hours: 6, bucketMinutes: 10 });
    expect(series.timeSeries).toHaveLength(36);
    expect(series.timeSeries.reduce((sum, point) => sum + point.messages, 0)).toBe(6);
    // Just stored: in the newest bucket (or the one before, right at a bucket boundary).
    expect(series.timeSeries.slice(-2).reduce((sum, point) => sum + point.live, 0)).toBeGreaterThanOrEqual(3);

    const { liveCount } = perSecondStatsSchema.strict().parse(await dashboard.waitFor('perSecondStats'));
    expect(liveCount).toMatchObject<Partial<LiveCount>>({ live: 3, botHandling: 1, inQueue: 1, agentHandling: 1 });
    const minute = perMinuteStatsSchema.parse(await dashboard.waitFor('perMinuteStats'));
    expect(minute.liveCount).toMatchObject({ live: 3, messagesLastMinute: 6 });
  });

  it('refuses a member whose permissions do not allow the dashboard', async () => {
    await denyFeature(seeded.database.db, 'qa@demo.brand', '/');
    const { watch } = await start();
    const refused = await watch('qa@demo.brand');
    expect(await refused.waitFor('connect_error')).toBe('Forbidden');
    expect(refused.all('perSecondStats')).toEqual([]);
  });

  it('stops and resumes a watcher on unsubscribe and subscribe', async () => {
    const { watch } = await start();
    const dashboard = await watch('supervisor@demo.brand');
    await dashboard.waitFor('lastNHoursTimeSeries');
    await dashboard.waitFor('perSecondStats');
    dashboard.socket.emit('unsubscribe');
    dashboard.socket.emit('subscribe');
    expect(lastNHoursTimeSeriesSchema.parse(await dashboard.waitFor('lastNHoursTimeSeries')).timeSeries).toHaveLength(36);
    await dashboard.waitFor('perSecondStats');
  });
});
