/**
 * The dashboard channel /liveChatsStats (spec §7): perSecondStats every second and perMinuteStats
 * every minute ({liveCount}), lastNHoursTimeSeries ({timeSeries}) on subscribe and once per bucket.
 * One aggregate statement per tick, only while a dashboard watches (see live-stats.repository).
 */
import type { FastifyBaseLogger } from 'fastify';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import { DASHBOARD_FEATURE } from '@switchboard/contracts/dashboard/dashboard.events';
import type { Realtime } from '@/realtime/realtime';
import type { LiveChatsStatsEvents } from '@/realtime/events';
import type { LiveStatsIntervals } from './live-stats.options';
import type { LiveStatsService } from './live-stats.service';
import { Ticker } from './ticker';
import { watchedChannel } from './watched-channel';

export const DASHBOARD_ROOM = 'live-stats:dashboard';

export function registerDashboardChannel(realtime: Realtime, stats: LiveStatsService, intervals: LiveStatsIntervals, logger: FastifyBaseLogger) {
  const onError = (err: unknown) => logger.warn({ err }, 'dashboard stats failed');
  const perSecond = new Ticker(intervals.perSecondMs, async (): Promise<void> => {
    const { messagesLastMinute: _minute, ...liveCount } = await stats.liveCount();
    channel.emit('perSecondStats', { liveCount });
  }, onError);
  const perMinute = new Ticker(intervals.perMinuteMs, async (): Promise<void> => {
    channel.emit('perMinuteStats', { liveCount: await stats.liveCount() });
  }, onError);
  const series = new Ticker(intervals.timeSeriesBucketMinutes * 60_000, async (): Promise<void> => {
    channel.emit('lastNHoursTimeSeries', await stats.timeSeries(intervals.timeSeriesHours, intervals.timeSeriesBucketMinutes));
  }, onError);

  const channel = watchedChannel<LiveChatsStatsEvents>({
    namespace: realtime.io.of(NAMESPACES.liveChatsStats),
    feature: DASHBOARD_FEATURE,
    room: DASHBOARD_ROOM,
    logger,
    tickers: [perSecond, perMinute, series],
    snapshot: async (socket) => {
      socket.emit('lastNHoursTimeSeries', await stats.timeSeries(intervals.timeSeriesHours, intervals.timeSeriesBucketMinutes));
    },
  });
  return channel;
}
