/**
 * The dashboard channel, socket.io namespace /liveChatsStats (spec §7 "Realtime channels"): the
 * server pushes perSecondStats and perMinuteStats ({liveCount}) and, on subscribe,
 * lastNHoursTimeSeries ({timeSeries}). Event names are the spec's own. A socket is subscribed when
 * it connects; a page that stops showing the numbers sends `unsubscribe` (and `subscribe` again).
 */
import { z } from 'zod';

export const DASHBOARD_EVENTS = {
  perSecondStats: 'perSecondStats',
  perMinuteStats: 'perMinuteStats',
  lastNHoursTimeSeries: 'lastNHoursTimeSeries',
} as const;

/** Client → server (no payload, no ack). */
export const LIVE_STATS_COMMANDS = { subscribe: 'subscribe', unsubscribe: 'unsubscribe' } as const;

/** The route a member needs for the dashboard channel. */
export const DASHBOARD_FEATURE = '/';
export const DEFAULT_TIME_SERIES_HOURS = 6;

const count = z.number().int().min(0);

/**
 * Open chats right now. live = botHandling + inQueue + agentHandling; inQueue counts chats waiting
 * for an agent (Inqueue and Pending offers). t: the server's clock, epoch ms.
 */
export const liveCountSchema = z.object({
  t: z.number(),
  live: count,
  botHandling: count,
  inQueue: count,
  agentHandling: count,
  messagesLastSecond: count,
});
export type LiveCount = z.infer<typeof liveCountSchema>;

export const perSecondStatsSchema = z.object({ liveCount: liveCountSchema });
export type PerSecondStats = z.infer<typeof perSecondStatsSchema>;

/** The same snapshot once a minute, with the messages of the whole minute. */
export const perMinuteStatsSchema = z.object({ liveCount: liveCountSchema.extend({ messagesLastMinute: count }) });
export type PerMinuteStats = z.infer<typeof perMinuteStatsSchema>;

/** One bucket: t = bucket start (epoch ms), live = chats with a message in it, messages = messages stored in it. */
export const timeSeriesPointSchema = z.object({ t: z.number(), live: count, messages: count });
export type TimeSeriesPoint = z.infer<typeof timeSeriesPointSchema>;

export const lastNHoursTimeSeriesSchema = z.object({
  hours: z.number().int().positive(),
  bucketMinutes: z.number().int().positive(),
  timeSeries: z.array(timeSeriesPointSchema),
});
export type LastNHoursTimeSeries = z.infer<typeof lastNHoursTimeSeriesSchema>;
