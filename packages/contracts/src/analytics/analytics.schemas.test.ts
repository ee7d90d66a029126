import { describe, expect, it } from 'vitest';
import { analyticsDrillDownSchema } from './analytics.schemas';
import { KPI_TARGET_BINS } from './kpi.schemas';
import { average, FIRST_RESPONSE_BINS, KPI_ANSWER_TARGET_MS, METRICS, percent, TICKET_METRICS } from './metrics';
import { ticketDrillDownSchema, ticketReportFilterSchema } from './ticket-report.schemas';

describe('analytics contracts', () => {
  it('rounds rates to one decimal and averages to whole units, 0 over nothing', () => {
    expect(percent(3, 10)).toBe(30);
    expect(percent(4, 9)).toBe(44.4);
    expect(percent(1, 0)).toBe(0);
    expect(average(165_000, 2)).toBe(82_500);
    expect(average(5, 0)).toBe(0);
  });

  it('gives every metric a formula and a unit, and the histogram bins rising bounds', () => {
    for (const metric of Object.values(METRICS)) expect(metric.formula.length).toBeGreaterThan(10);
    const bounds = FIRST_RESPONSE_BINS.map((bin) => bin.upToMs ?? Number.POSITIVE_INFINITY);
    expect([...bounds].sort((a, b) => a - b)).toEqual(bounds);
  });

  it('takes a drill-down of at most 32 days whose end is after its start', () => {
    const base = { metric: 'handedOver', from: '2026-11-10T18:30:00Z', to: '2026-11-11T18:30:00Z' };
    expect(analyticsDrillDownSchema.safeParse(base).success).toBe(true);
    expect(analyticsDrillDownSchema.safeParse({ ...base, agentId: 'none' }).success).toBe(true);
    expect(analyticsDrillDownSchema.safeParse({ ...base, to: base.from }).error?.issues[0]?.path).toEqual(['to']);
    expect(analyticsDrillDownSchema.safeParse({ ...base, to: '2026-12-30T00:00:00Z' }).error?.issues[0]?.path).toEqual(['to']);
    expect(analyticsDrillDownSchema.safeParse({ ...base, metric: 'everything' }).success).toBe(false);
  });

  it('takes an intent with the intent metrics only (model accuracy)', () => {
    const base = { metric: 'intentPredicted', from: '2026-11-10T18:30:00Z', to: '2026-11-11T18:30:00Z' };
    expect(analyticsDrillDownSchema.safeParse({ ...base, intent: 'order_status' }).success).toBe(true);
    expect(analyticsDrillDownSchema.safeParse(base).error?.issues[0]?.path).toEqual(['intent']);
    expect(analyticsDrillDownSchema.safeParse({ ...base, metric: 'handedOver', intent: 'order_status' }).error?.issues[0]?.path).toEqual(['intent']);
  });

  it('puts the KPI answer target on a bound of the first-response bins (the buckets count it exactly)', () => {
    expect(FIRST_RESPONSE_BINS.map((bin) => bin.upToMs)).toContain(KPI_ANSWER_TARGET_MS);
    expect(KPI_TARGET_BINS.map((bin) => bin.metric)).toEqual(['firstResponseUnder30s', 'firstResponse30sTo1m']);
    for (const metric of Object.values(TICKET_METRICS)) expect(metric.formula.length).toBeGreaterThan(10);
  });

  it('takes a ticket drill-down and the ticket filter with the shared range rules', () => {
    const base = { metric: 'backlog', from: '2026-10-01T00:00:00Z', to: '2026-10-02T00:00:00Z' };
    expect(ticketDrillDownSchema.safeParse({ ...base, groupId: 'none', contactType: 'call' }).success).toBe(true);
    expect(ticketDrillDownSchema.safeParse({ ...base, metric: 'open' }).error?.issues[0]?.path).toEqual(['metric']);
    const tooLong = ticketReportFilterSchema.safeParse({ startDate: '2026-09-01', endDate: '2026-10-03', priority: 'high' });
    expect(tooLong.error?.issues[0]?.path).toEqual(['endDate']);
  });
});
