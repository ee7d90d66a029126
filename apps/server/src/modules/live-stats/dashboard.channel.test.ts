import { afterEach, beforeEach, expect, it } from 'vitest';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import {
  lastNHoursTimeSeriesSchema, perMinuteStatsSchema, perSecondStatsSchema, type LiveCount,
} from '@switchboard/contracts/dashboard/dashboard.events';
import { describeBackends } from '@/testing/backends';
import type { Client } from '@/testing/live-chat-harness';
import { denyFeature, listen, openChat, selectRegion, shortCadences, staffSocket, userId } from './live-stats.test-kit';

const clients: Client[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.close()));

const messagesOf = (payload: unknown) => lastNHoursTimeSeriesSchema.parse(payload).timeSeries.reduce((sum, point) => sum + point.messages, 0);
const liveOf = (payload: unknown) => perSecondStatsSchema.strict().parse(payload).liveCount;
/** Marks what arrived so far as seen: the next waitFor takes only what comes after. */
const skipReceived = (client: Client) => client.events.forEach((entry) => (entry.used = true));

describeBackends('live stats: the dashboard channel /liveChatsStats', (context) => {
  let url = '';
  beforeEach(async () => {
    url = await listen(context.app);
  });
  const watch = async (email: string) => {
    const client = await staffSocket(context.app, url, NAMESPACES.liveChatsStats, email);
    clients.push(client);
    return client;
  };

  it('sends the last hours on connect, then perSecondStats and perMinuteStats with the open chats', async () => {
    const db = context.database.db;
    await openChat(db, 'BotHandling', 2);
    await openChat(db, 'Inqueue', 1);
    await openChat(db, 'AgentHandling', 3, { agentId: await userId(db, 'agent@demo.brand') });
    const dashboard = await watch('agent@demo.brand');

    const series = lastNHoursTimeSeriesSchema.parse(await dashboard.waitFor('lastNHoursTimeSeries'));
    expect(series).toMatchObject({ hours: 6, bucketMinutes: 10 });
    expect(series.timeSeries).toHaveLength(36);
    expect(messagesOf(series)).toBe(6);
    // Just stored: in the newest bucket (or the one before, right at a bucket boundary).
    expect(series.timeSeries.slice(-2).reduce((sum, point) => sum + point.live, 0)).toBeGreaterThanOrEqual(3);

    expect(liveOf(await dashboard.waitFor('perSecondStats'))).toMatchObject<Partial<LiveCount>>({ live: 3, botHandling: 1, inQueue: 1, agentHandling: 1 });
    const minute = perMinuteStatsSchema.parse(await dashboard.waitFor('perMinuteStats'));
    expect(minute.liveCount).toMatchObject({ live: 3, messagesLastMinute: 6 });
  });

  it("counts only the watching member's region; the default region counts chats with no value; a new selection moves them", async () => {
    const db = context.database.db;
    await openChat(db, 'AgentHandling', 1, { agentId: await userId(db, 'agent@demo.brand') }); // no value: the default, north
    await openChat(db, 'Inqueue', 2, { bifurcation: { region: 'south' } });
    await openChat(db, 'BotHandling', 3, { bifurcation: { region: 'south', businessLine: 'retail' } });
    await openChat(db, 'BotHandling', 4, { bifurcation: { region: 'international' } });
    await selectRegion(context.app, 'agent@demo.brand', 'south');
    const north = await watch('supervisor@demo.brand');
    const south = await watch('agent@demo.brand');

    expect(messagesOf(await north.waitFor('lastNHoursTimeSeries'))).toBe(1);
    expect(messagesOf(await south.waitFor('lastNHoursTimeSeries'))).toBe(5);
    for (let tick = 0; tick < 3; tick += 1) {
      expect(liveOf(await north.waitFor('perSecondStats'))).toMatchObject({ live: 1, agentHandling: 1, inQueue: 0, botHandling: 0 });
      expect(liveOf(await south.waitFor('perSecondStats'))).toMatchObject({ live: 2, agentHandling: 0, inQueue: 1, botHandling: 1 });
    }
    expect(perMinuteStatsSchema.parse(await north.waitFor('perMinuteStats')).liveCount).toMatchObject({ live: 1, messagesLastMinute: 1 });
    expect(perMinuteStatsSchema.parse(await south.waitFor('perMinuteStats')).liveCount).toMatchObject({ live: 2, messagesLastMinute: 5 });

    // The header saves a new selection; the next subscribe (or the reconnect after the console reloads) moves the socket.
    await selectRegion(context.app, 'supervisor@demo.brand', 'international');
    north.socket.emit('subscribe');
    expect(messagesOf(await north.waitFor('lastNHoursTimeSeries'))).toBe(4);
    // The snapshot follows the move: what comes after it is the new scope's.
    skipReceived(north);
    for (let tick = 0; tick < 2; tick += 1) {
      expect(liveOf(await north.waitFor('perSecondStats'))).toMatchObject({ live: 1, agentHandling: 0, inQueue: 0, botHandling: 1 });
    }
  });

  it('refuses a member whose permissions do not allow the dashboard', async () => {
    await denyFeature(context.database.db, 'qa@demo.brand', '/');
    const refused = await watch('qa@demo.brand');
    expect(await refused.waitFor('connect_error')).toBe('Forbidden');
    expect(refused.all('perSecondStats')).toEqual([]);
  });

  it('stops and resumes a watcher on unsubscribe and subscribe', async () => {
    const dashboard = await watch('supervisor@demo.brand');
    await dashboard.waitFor('lastNHoursTimeSeries');
    await dashboard.waitFor('perSecondStats');
    dashboard.socket.emit('unsubscribe');
    dashboard.socket.emit('subscribe');
    expect(lastNHoursTimeSeriesSchema.parse(await dashboard.waitFor('lastNHoursTimeSeries')).timeSeries).toHaveLength(36);
    await dashboard.waitFor('perSecondStats');
  });
}, () => ({}), shortCadences);
