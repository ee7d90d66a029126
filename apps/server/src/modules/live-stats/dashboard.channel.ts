/**
 * The dashboard channel /liveChatsStats (spec §7): perSecondStats every second and perMinuteStats
 * every minute ({liveCount}), lastNHoursTimeSeries ({timeSeries}) on subscribe and once per bucket.
 * One aggregate statement per tick and watched bifurcation scope, only while a dashboard watches (see
 * live-stats.repository and watched-channel): each member sees the chats of their selection.
 */
import type { FastifyBaseLogger } from 'fastify';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import { DASHBOARD_FEATURE } from '@switchboard/contracts/dashboard/dashboard.events';
import type { Scope } from '@/lib/bifurcation-scope';
import type { Realtime } from '@/realtime/realtime';
import type { LiveChatsStatsEvents } from '@/realtime/events';
import type { LiveStatsIntervals } from './live-stats.options';
import type { LiveStatsService } from './live-stats.service';
import { Ticker } from './ticker';
import { watchedChannel } from './watched-channel';

export const DASHBOARD_ROOM = 'live-stats:dashboard';

export function registerDashboardChannel(realtime: Realtime, stats: LiveStatsService, intervals: LiveStatsIntervals, logger: FastifyBaseLogger) {
  const onError = (err: unknown) => logger.warn({ err }, 'dashboard stats failed');
  const series = (scope: Scope) => stats.timeSeries(intervals.timeSeriesHours, intervals.timeSeriesBucketMinutes, scope);
  const perSecond = new Ticker(intervals.perSecondMs, (): Promise<void> => channel.publish('perSecondStats', async (scope: Scope) => {
    const { messagesLastMinute: _minute, ...liveCount } = await stats.liveCount(scope);
    return { liveCount };
  }), onError);
  const perMinute = new Ticker(intervals.perMinuteMs, (): Promise<void> => channel.publish('perMinuteStats', async (scope: Scope) => ({ liveCount: await stats.liveCount(scope) })), onError);
  const perBucket = new Ticker(intervals.timeSeriesBucketMinutes * 60_000, (): Promise<void> => channel.publish('lastNHoursTimeSeries', series), onError);

  const channel = watchedChannel<LiveChatsStatsEvents>({
    namespace: realtime.io.of(NAMESPACES.liveChatsStats),
    feature: DASHBOARD_FEATURE,
    room: DASHBOARD_ROOM,
    logger,
    reauthenticate: realtime.reauthenticate,
    tickers: [perSecond, perMinute, perBucket],
    snapshot: async (socket, scope) => {
      socket.emit('lastNHoursTimeSeries', await series(scope));
    },
  });
  return channel;
}
