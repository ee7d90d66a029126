import { describe, expect, it } from 'vitest';
import { analyticsDrillDownSchema, FUNNEL_MAX_STEPS } from './analytics.schemas';
import { conversionFilterSchema } from './event-report.schemas';

const A = '7b0c3a52-5b7a-4c39-9d6f-0a8e5b8e2f10';
const B = '1d2e3f40-1111-4c39-9d6f-0a8e5b8e2f11';
const base = { metric: 'events', from: '2026-11-10T18:30:00Z', to: '2026-11-11T18:30:00Z' } as const;
const pathOf = (input: object) => analyticsDrillDownSchema.safeParse(input).error?.issues[0]?.path;

describe('event and funnel drill-downs', () => {
  it('takes ordered steps, a drop-off of two steps or more, and an event type or tag for metric events', () => {
    expect(analyticsDrillDownSchema.safeParse({ ...base, events: [A, B], dropOff: true }).success).toBe(true);
    expect(analyticsDrillDownSchema.safeParse({ ...base, eventType: 'conversion', channel: 'wa' }).success).toBe(true);
    expect(analyticsDrillDownSchema.safeParse({ ...base, events: [A], eventTag: 'sales' }).success).toBe(true);
  });

  it('refuses the event fields on other metrics, a funnel with a type or tag, a one-step drop-off and too many steps', () => {
    expect(pathOf({ ...base, metric: 'handedOver', eventTag: 'sales' })).toEqual(['eventTag']);
    expect(pathOf({ ...base, events: [A, B], eventType: 'conversion' })).toEqual(['events']);
    expect(pathOf({ ...base, events: [A], dropOff: true })).toEqual(['dropOff']);
    expect(pathOf({ ...base, events: Array(FUNNEL_MAX_STEPS + 1).fill(A) })).toEqual(['events']);
    expect(pathOf({ ...base, events: ['not-an-id'] })).toEqual(['events', 0]);
  });

  it('gives a funnel no steps by default and at most the maximum', () => {
    expect(conversionFilterSchema.parse({ startDate: '2026-11-01', endDate: '2026-11-07' }).steps).toEqual([]);
    expect(conversionFilterSchema.safeParse({ startDate: '2026-11-01', endDate: '2026-11-07', steps: Array(FUNNEL_MAX_STEPS + 1).fill(A) })
      .error?.issues[0]?.path).toEqual(['steps']);
  });
});
