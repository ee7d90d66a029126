/**
 * Wires the live stats area: the dashboard channel (/liveChatsStats) and the agent monitoring
 * channel (/liveAdmins). Numbers come from SQL over the live-chat tables, one statement per tick,
 * computed only while this instance has a watcher; close() stops every timer (app preClose).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '@/db/client';
import type { Realtime } from '@/realtime/realtime';
import { registerAgentMonitoringChannel } from './agent-monitoring.channel';
import { registerDashboardChannel } from './dashboard.channel';
import { DEFAULT_LIVE_STATS_INTERVALS, type LiveStatsIntervals } from './live-stats.options';
import { LiveStatsService } from './live-stats.service';

export interface LiveStatsModuleDeps {
  database: DatabaseHandle;
  realtime: Realtime;
  logger: FastifyBaseLogger;
  intervals?: Partial<LiveStatsIntervals>;
}

export function createLiveStatsModule({ database, realtime, logger, intervals }: LiveStatsModuleDeps) {
  const cadence = { ...DEFAULT_LIVE_STATS_INTERVALS, ...intervals };
  const service = new LiveStatsService(database.db, cadence.timeSeriesCacheMs);
  const dashboard = registerDashboardChannel(realtime, service, cadence, logger);
  const monitoring = registerAgentMonitoringChannel(realtime, service, cadence, logger);
  return {
    services: service,
    close: async () => {
      await Promise.all([dashboard.close(), monitoring.close()]);
    },
  };
}

export type LiveStatsServices = ReturnType<typeof createLiveStatsModule>['services'];
