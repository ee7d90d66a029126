/**
 * The agent monitoring channel /liveAdmins (spec §7): brandLiveStats (data), groupLiveStats
 * (data.group, data.columns) and agentLiveStats (data.columns, data.agentList). A new watcher gets
 * all three at once; then §9's cadence: groups every 5 s, agents every 10 s, the brand KPIs every
 * 10 min. Only members allowed /analytics/agent_monitoring connect; nothing runs while nobody watches.
 * The brand's and groups' chat numbers are per watched bifurcation scope; the agents' numbers are
 * brand-wide, computed once and sent to every watcher (see live-stats.repository).
 */
import type { FastifyBaseLogger } from 'fastify';
import { AGENT_MONITORING_FEATURE } from '@switchboard/contracts/analytics/agent-monitoring.events';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import type { Scope } from '@/lib/bifurcation-scope';
import type { LiveAdminsEvents } from '@/realtime/events';
import type { Realtime } from '@/realtime/realtime';
import type { LiveStatsIntervals } from './live-stats.options';
import type { LiveStatsService } from './live-stats.service';
import { Ticker } from './ticker';
import { watchedChannel } from './watched-channel';

export const AGENT_MONITORING_ROOM = 'live-stats:agent-monitoring';

export function registerAgentMonitoringChannel(realtime: Realtime, stats: LiveStatsService, intervals: LiveStatsIntervals, logger: FastifyBaseLogger) {
  const onError = (err: unknown) => logger.warn({ err }, 'agent monitoring stats failed');
  const brand = async (scope: Scope) => ({ data: await stats.brand(scope) });
  const groups = async (scope: Scope) => ({ data: await stats.groups(scope) });
  const agents = async () => ({ data: await stats.agents() });

  const channel = watchedChannel<LiveAdminsEvents>({
    namespace: realtime.io.of(NAMESPACES.liveAdmins),
    feature: AGENT_MONITORING_FEATURE,
    room: AGENT_MONITORING_ROOM,
    logger,
    reauthenticate: realtime.reauthenticate,
    tickers: [
      new Ticker(intervals.brandMs, (): Promise<void> => channel.publish('brandLiveStats', brand), onError),
      new Ticker(intervals.groupMs, (): Promise<void> => channel.publish('groupLiveStats', groups), onError),
      new Ticker(intervals.agentMs, async (): Promise<void> => channel.emitAll('agentLiveStats', await agents()), onError),
    ],
    snapshot: async (socket, scope) => {
      const [b, g, a] = await Promise.all([brand(scope), groups(scope), agents()]);
      socket.emit('brandLiveStats', b);
      socket.emit('groupLiveStats', g);
      socket.emit('agentLiveStats', a);
    },
  });
  return channel;
}
