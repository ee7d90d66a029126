/** Realtime state of the dashboard: the latest counters, the two capped traffic series, the last hours. */
import { create } from 'zustand';
import type { LastNHoursTimeSeries, LiveCount, PerMinuteStats } from '@switchboard/contracts/dashboard/dashboard.events';
import { appendBatch, type TrafficBatch } from '@/features/dashboard/model/traffic-batches';

export type ChannelStatus = 'connecting' | 'live' | 'error';

interface DashboardState {
  status: ChannelStatus;
  error: string | null;
  current: LiveCount | null;
  /** One batch per perSecondStats (the last minute). */
  seconds: TrafficBatch[];
  /** One batch per perMinuteStats (the last hour). */
  minutes: TrafficBatch[];
  series: LastNHoursTimeSeries | null;
  perSecond: (count: LiveCount) => void;
  perMinute: (count: PerMinuteStats['liveCount']) => void;
  setSeries: (series: LastNHoursTimeSeries) => void;
  setStatus: (status: ChannelStatus, error?: string | null) => void;
  reset: () => void;
}

const initial = { status: 'connecting' as const, error: null, current: null, seconds: [], minutes: [], series: null };

export const useDashboardStore = create<DashboardState>()((set) => ({
  ...initial,
  perSecond: (count) => set((state) => ({
    status: 'live', error: null, current: count,
    seconds: appendBatch(state.seconds, { t: count.t, live: count.live, messages: count.messagesLastSecond }),
  })),
  perMinute: (count) => set((state) => ({
    minutes: appendBatch(state.minutes, { t: count.t, live: count.live, messages: count.messagesLastMinute }),
  })),
  setSeries: (series) => set({ series, status: 'live', error: null }),
  setStatus: (status, error = null) => set({ status, error }),
  reset: () => set(initial),
}));
