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
import { getNamespaceSocket } from '@/lib/socket/namespace-socket';

export interface DashboardHandlers {
  perSecond: (count: LiveCount) => void;
  perMinute: (count: PerMinuteStats['liveCount']) => void;
  series: (series: LastNHoursTimeSeries) => void;
  connected: () => void;
  failed: (message: string) => void;
}

/** Starts watching; the returned function stops. */
export function watchDashboard(handlers: DashboardHandlers): () => void {
  let active = true;
  let stop = () => {};
  void getNamespaceSocket(NAMESPACES.liveChatsStats).then((socket) => {
    if (!active) return;
    const listeners = {
      [DASHBOARD_EVENTS.perSecondStats]: (raw: unknown) => {
        const parsed = perSecondStatsSchema.safeParse(raw);
        if (parsed.success) handlers.perSecond(parsed.data.liveCount);
      },
      [DASHBOARD_EVENTS.perMinuteStats]: (raw: unknown) => {
        const parsed = perMinuteStatsSchema.safeParse(raw);
        if (parsed.success) handlers.perMinute(parsed.data.liveCount);
      },
      [DASHBOARD_EVENTS.lastNHoursTimeSeries]: (raw: unknown) => {
        const parsed = lastNHoursTimeSeriesSchema.safeParse(raw);
        if (parsed.success) handlers.series(parsed.data);
      },
      connect: () => handlers.connected(),
      connect_error: (error: Error) => handlers.failed(error.message),
    };
    Object.entries(listeners).forEach(([event, listener]) => socket.on(event, listener));
    socket.emit(LIVE_STATS_COMMANDS.subscribe);
    stop = () => {
      Object.entries(listeners).forEach(([event, listener]) => socket.off(event, listener));
      socket.emit(LIVE_STATS_COMMANDS.unsubscribe);
    };
  });
  return () => {
    active = false;
    stop();
  };
}
