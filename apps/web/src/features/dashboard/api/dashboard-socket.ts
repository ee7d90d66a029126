/**
 * The dashboard channel /liveChatsStats (§7): perSecondStats, perMinuteStats, lastNHoursTimeSeries.
 * Payloads are checked against the contracts' schemas (a malformed one is dropped). Watching
 * subscribes (the server also subscribes a socket on connect); stopping unsubscribes, so the server
 * stops computing for a page that is not open.
 */
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import {
  DASHBOARD_EVENTS, LIVE_STATS_COMMANDS, lastNHoursTimeSeriesSchema, perMinuteStatsSchema, perSecondStatsSchema,
  type LastNHoursTimeSeries, type LiveCount, type PerMinuteStats,
} from '@switchboard/contracts/dashboard/dashboard.events';
import { checked, watchChannel } from '@/lib/socket/watch-channel';

export interface DashboardHandlers {
  perSecond: (count: LiveCount) => void;
  perMinute: (count: PerMinuteStats['liveCount']) => void;
  series: (series: LastNHoursTimeSeries) => void;
  connected: () => void;
  failed: (message: string) => void;
}

/** Starts watching; the returned function stops. */
export function watchDashboard(handlers: DashboardHandlers): () => void {
  return watchChannel(NAMESPACES.liveChatsStats, {
    [DASHBOARD_EVENTS.perSecondStats]: checked(perSecondStatsSchema, (payload) => handlers.perSecond(payload.liveCount)),
    [DASHBOARD_EVENTS.perMinuteStats]: checked(perMinuteStatsSchema, (payload) => handlers.perMinute(payload.liveCount)),
    [DASHBOARD_EVENTS.lastNHoursTimeSeries]: checked(lastNHoursTimeSeriesSchema, handlers.series),
    connect: () => handlers.connected(),
    connect_error: (error) => handlers.failed(error instanceof Error ? error.message : String(error)),
  }, LIVE_STATS_COMMANDS);
}
