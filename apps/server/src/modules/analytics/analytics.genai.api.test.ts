/**
 * The generative FAQ report (issue 24, /analytics/genai) on four conversations worked out by hand. On 2026-10-10 (UTC):
 * S1 09:00 website: answered (3 passages, 100/20 tokens, 100 ms), answered (2 passages, 200/40 tokens, 200 ms);
 * S2 10:00 wa: unknown (2 passages, 50/10 tokens, 300 ms), failed HTTP (3 passages, no usage, 1,000 ms);
 * S3 20:00 website: answered without usage (1 passage, 400 ms), passage without a model (1), no passage (0).
 * S4 on 10-09 12:00: answered (outside the day).
 * Questions 7, answered 3 → 42.9 %; model calls 5 (3 with usage: 350 in, 70 out); latencies 100, 200, 300, 400,
 * 1,000 → p50 300, p95 400 + 0.8 × 600 = 880; passages 12; cost at $0.5 / $1.5 per 1,000: 0.175 + 0.105 = $0.28.
 */
import { beforeAll, expect, it } from 'vitest';
import { ANALYTICS_PATHS, type AnalyticsDrillDown } from '@switchboard/contracts/analytics/analytics.schemas';
import { genAiDataSchema, type GenAiData } from '@switchboard/contracts/analytics/genai.schemas';
import type { ReportFilterInput } from '@switchboard/contracts/analytics/report-filter';
import { filtersQueryDataSchema, HISTORY_PATHS } from '@switchboard/contracts/history/history.schemas';
import { SETTINGS_PATHS } from '@switchboard/contracts/settings/settings.schemas';
import type { GenerativeAttempt } from '@/bot/faq/generative-attempt';
import { insertGenAiAnswer } from '@/modules/live-chat/genai-answer.repository';
import { callerFor, dataOf, type Caller } from '@/modules/history/history.test-kit';
import { describeBackendsShared } from '@/testing/backends';
import { addConversation } from './analytics.test-kit';

const DAY = { startDate: '2026-10-10', endDate: '2026-10-10' } as const;

const ids = (count: number) => Array.from({ length: count }, (_, index) => `Returns policy#${index + 1}`);
function attempt(outcome: GenerativeAttempt['outcome'], passages: number, tokens: [number, number] | null, latencyMs: number | null): GenerativeAttempt {
  const called = outcome === 'answered' || outcome === 'unknown' || outcome === 'failed';
  return {
    question: `question ${outcome}`, outcome, passageIds: ids(passages), brandId: null, model: called ? 'small-model' : null,
    tokensIn: tokens?.[0] ?? null, tokensOut: tokens?.[1] ?? null, latencyMs, failureReason: outcome === 'failed' ? 'http_error' : null,
  };
}

describeBackendsShared('analytics generative FAQ report', (context) => {
  let manager: Caller;

  beforeAll(async () => {
    const db = context.database.db;
    const chat = async (at: string, channel: 'website' | 'wa', attempts: GenerativeAttempt[]) => {
      const sessionId = await addConversation(db, { at: new Date(`2026-10-${at}:00Z`), channel, customer: [{ intent: 'None', confidence: 0.1 }], botMessages: 1 });
      for (const item of attempts) await insertGenAiAnswer(db, sessionId, item);
    };
    await chat('10T09:00', 'website', [attempt('answered', 3, [100, 20], 100), attempt('answered', 2, [200, 40], 200)]);
    await chat('10T10:00', 'wa', [attempt('unknown', 2, [50, 10], 300), attempt('failed', 3, null, 1000)]);
    await chat('10T20:00', 'website', [attempt('answered', 1, null, 400), attempt('passage', 1, null, null), attempt('no_passage', 0, null, null)]);
    await chat('09T12:00', 'website', [attempt('answered', 1, [999, 999], 50)]);
    manager = await callerFor(context.app, 'manager@demo.brand');
  });

  async function report(filter: ReportFilterInput, caller = manager): Promise<GenAiData> {
    const response = await caller.call('POST', ANALYTICS_PATHS.genAiMetrics, filter);
    expect(response.statusCode, response.body).toBe(200);
    return genAiDataSchema.parse(dataOf(response));
  }

  async function listed(drill: AnalyticsDrillDown): Promise<number> {
    const response = await manager.call('POST', HISTORY_PATHS.filtersQuery, { startDate: '2026-10-09', endDate: '2026-10-12', analytics: drill });
    expect(response.statusCode, response.body).toBe(200);
    return filtersQueryDataSchema.parse(dataOf(response)).chatLogs.length;
  }

  const totals = {
    questions: 7, answered: 3, notAnswered: 4, unknown: 1, failed: 1, passageOnly: 1, noPassage: 1, answerRate: 42.9, passagesCited: 12,
    modelCalls: 5, callsWithUsage: 3, tokensIn: 350, tokensOut: 70, latencyP50Ms: 300, latencyP95Ms: 880,
    conversations: 3, answeredConversations: 2, failedConversations: 1,
  };

  it('counts questions, outcomes, tokens (calls without usage left out), latency p50/p95 and failures; no cost without prices', async () => {
    const data = await report(DAY);
    expect(data.metrics).toEqual({ ...totals, cost: null });
    expect(data.prices).toBeNull();
    expect(data.series).toEqual([{ bucket: '2026-10-10T00:00', from: '2026-10-10T00:00:00Z', to: '2026-10-11T00:00:00Z', ...data.metrics }]);
    expect(data.failures).toEqual([{ reason: 'http_error', label: 'HTTP error', count: 1 }]);
    expect(data.range).toEqual({ from: '2026-10-10T00:00:00Z', to: '2026-10-11T00:00:00Z' });
  });

  it('costs the tokens at the ML configuration\'s prices per 1,000 ($0.5 in, $1.5 out → $0.28)', async () => {
    const admin = await callerFor(context.app, 'admin@demo.brand');
    const { generativeApiKeySet: _set, ...settings } = dataOf<Record<string, unknown>>(await admin.call('GET', SETTINGS_PATHS.mlConfiguration));
    const saved = await admin.call('PUT', SETTINGS_PATHS.mlConfiguration, { ...settings, generativePriceInPer1k: 0.5, generativePriceOutPer1k: 1.5 });
    expect(saved.statusCode, saved.body).toBe(200);
    const data = await report(DAY);
    expect(data.prices).toEqual({ inPer1k: 0.5, outPer1k: 1.5 });
    expect(data.metrics.cost).toBe(0.28);
    const negative = await admin.call('PUT', SETTINGS_PATHS.mlConfiguration, { ...settings, generativePriceInPer1k: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toMatchObject({ field: 'generativePriceInPer1k' });
  });

  it('buckets by hour, by the channel filter, and in the member\'s time zone', async () => {
    const hours = await report({ ...DAY, granularity: 'hour' });
    expect(hours.series).toHaveLength(24);
    expect(hours.series.filter((point) => point.questions > 0).map((point) => [point.bucket, point.questions, point.answered, point.latencyP50Ms])).toEqual([
      ['2026-10-10T09:00', 2, 2, 150], ['2026-10-10T10:00', 2, 0, 650], ['2026-10-10T20:00', 3, 1, 400],
    ]);
    expect(hours.series[0]).toMatchObject({ questions: 0, latencyP50Ms: null, latencyP95Ms: null, answerRate: 0 });
    const wa = await report({ ...DAY, channel: 'wa' });
    expect(wa.metrics).toMatchObject({ questions: 2, answered: 0, unknown: 1, failed: 1, tokensIn: 50, tokensOut: 10, conversations: 1, failedConversations: 1 });
    // 20:00Z is 01:30 on 10-11 in Asia/Kolkata; 10-09 12:00Z is 17:30 on 10-09 there (outside).
    const kolkata = await report({ startDate: '2026-10-10', endDate: '2026-10-11', timeZone: 'Asia/Kolkata' });
    expect(kolkata.series.map((point) => [point.bucket, point.questions, point.answered])).toEqual([['2026-10-10T00:00', 4, 2], ['2026-10-11T00:00', 3, 1]]);
  });

  it('drills down: history lists exactly the conversations behind each count, per bucket too', async () => {
    const data = await report({ ...DAY, granularity: 'hour' });
    const whole = { from: data.range.from, to: data.range.to };
    expect(await listed({ metric: 'genAiQuestions', ...whole })).toBe(3);
    expect(await listed({ metric: 'genAiAnswered', ...whole })).toBe(2);
    expect(await listed({ metric: 'genAiFailed', ...whole })).toBe(1);
    expect(await listed({ metric: 'genAiFailed', ...whole, channel: 'website' })).toBe(0);
    for (const point of data.series.filter((candidate) => candidate.questions > 0)) {
      const bucket = { from: point.from, to: point.to };
      expect(await listed({ metric: 'genAiQuestions', ...bucket }), point.bucket).toBe(point.conversations);
      expect(await listed({ metric: 'genAiAnswered', ...bucket }), point.bucket).toBe(point.answeredConversations);
      expect(await listed({ metric: 'genAiFailed', ...bucket }), point.bucket).toBe(point.failedConversations);
    }
  });

  it('refuses a range over 30 days with the field, and members without the genai page', async () => {
    const tooLong = await manager.call('POST', ANALYTICS_PATHS.genAiMetrics, { startDate: '2026-09-01', endDate: '2026-10-10' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'endDate' });
    for (const email of ['qa@demo.brand', 'trainer@demo.brand', 'agent@demo.brand']) {
      expect((await (await callerFor(context.app, email)).call('POST', ANALYTICS_PATHS.genAiMetrics, DAY)).statusCode, email).toBe(403);
    }
  });
});
