import { beforeEach, describe, expect, it } from 'vitest';
import { useDashboardStore } from '@/features/dashboard/stores/dashboard-store';

const count = (t: number) => ({ t, live: 3, botHandling: 1, inQueue: 1, agentHandling: 1, messagesLastSecond: 2 });

beforeEach(() => useDashboardStore.getState().reset());

describe('dashboard store', () => {
  it('keeps the latest counters and at most 60 per-second batches', () => {
    for (let t = 1; t <= 61; t++) useDashboardStore.getState().perSecond(count(t * 1000));
    const state = useDashboardStore.getState();
    expect(state.status).toBe('live');
    expect(state.current?.t).toBe(61_000);
    expect(state.seconds).toHaveLength(60);
    expect(state.seconds[0]).toEqual({ t: 2000, live: 3, messages: 2 });
  });

  it('charts the minute batches with the messages of the whole minute, capped separately', () => {
    for (let t = 1; t <= 65; t++) useDashboardStore.getState().perMinute({ ...count(t * 60_000), messagesLastMinute: 40 });
    const { minutes, seconds } = useDashboardStore.getState();
    expect(minutes).toHaveLength(60);
    expect(minutes.at(-1)).toEqual({ t: 65 * 60_000, live: 3, messages: 40 });
    expect(seconds).toEqual([]);
  });

  it('records a refused or failed connection', () => {
    useDashboardStore.getState().setStatus('error', 'Forbidden');
    expect(useDashboardStore.getState()).toMatchObject({ status: 'error', error: 'Forbidden' });
  });
});
