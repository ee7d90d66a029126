/** Cadences of the live stats channels (spec §9); tests pass short ones. */
import { TIMING } from '@switchboard/contracts/common/constants';
import { DEFAULT_TIME_SERIES_HOURS } from '@switchboard/contracts/dashboard/dashboard.events';

export interface LiveStatsIntervals {
  perSecondMs: number;
  perMinuteMs: number;
  /** lastNHoursTimeSeries: the window and its bucket width (re-sent once per bucket). */
  timeSeriesHours: number;
  timeSeriesBucketMinutes: number;
  /** A computed series is reused by sockets subscribing within this time. */
  timeSeriesCacheMs: number;
  /** brandLiveStats: §9 agent live KPI polling. */
  brandMs: number;
  /** groupLiveStats: §9 live group polling. */
  groupMs: number;
  /** agentLiveStats: §9 live agents polling. */
  agentMs: number;
}

export const DEFAULT_LIVE_STATS_INTERVALS: LiveStatsIntervals = {
  perSecondMs: 1_000,
  perMinuteMs: 60_000,
  timeSeriesHours: DEFAULT_TIME_SERIES_HOURS,
  timeSeriesBucketMinutes: 10,
  timeSeriesCacheMs: 60_000,
  brandMs: TIMING.agentLiveKpiPollMs,
  groupMs: TIMING.liveGroupPollMs,
  agentMs: TIMING.liveAgentsPollMs,
};
