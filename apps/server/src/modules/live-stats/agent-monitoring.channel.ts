/**
 * The agent monitoring channel /liveAdmins (spec §7): brandLiveStats (data), groupLiveStats
 * (data.group, data.columns) and agentLiveStats (data.columns, data.agentList). A new watcher gets
 * all three at once; then §9's cadence: groups every 5 s, agents every 10 s, the brand KPIs every
 * 10 min. Only members allowed /analytics/agent_monitoring connect; nothing runs while nobody watches.
 */
import type { FastifyBaseLogger } from 'fastify';
import { AGENT_MONITORING_FEATURE } from '@switchboard/contracts/analytics/agent-monitoring.events';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import type { LiveAdminsEvents } from '@/realtime/events';
import type { Realtime } from '@/realtime/realtime';
import type { LiveStatsIntervals } from './live-stats.options';
import type { LiveStatsService } from './live-stats.service';
import { Ticker } from './ticker';
import { watchedChannel } from './watched-channel';

export const AGENT_MONITORING_ROOM = 'live-stats:agent-monitoring';

export function registerAgentMonitoringChannel(realtime: Realtime, stats: LiveStatsService, intervals: LiveStatsIntervals, logger: FastifyBaseLogger) {
  const onError = (err: unknown) => logger.warn({ err }, 'agent monitoring stats failed');
  const brand = async () => ({ data: await stats.brand() });
  const groups = async () => ({ data: await stats.groups() });
  const agents = async () => ({ data: await stats.agents() });

  const channel = watchedChannel<LiveAdminsEvents>({
    namespace: realtime.io.of(NAMESPACES.liveAdmins),
    feature: AGENT_MONITORING_FEATURE,
    room: AGENT_MONITORING_ROOM,
    logger,
    tickers: [
      new Ticker(intervals.brandMs, async (): Promise<void> => channel.emit('brandLiveStats', await brand()), onError),
      new Ticker(intervals.groupMs, async (): Promise<void> => channel.emit('groupLiveStats', await groups()), onError),
      new Ticker(intervals.agentMs, async (): Promise<void> => channel.emit('agentLiveStats', await agents()), onError),
    ],
    snapshot: async (socket) => {
      const [b, g, a] = await Promise.all([brand(), groups(), agents()]);
      socket.emit('brandLiveStats', b);
      socket.emit('groupLiveStats', g);
      socket.emit('agentLiveStats', a);
    },
  });
  return channel;
}
