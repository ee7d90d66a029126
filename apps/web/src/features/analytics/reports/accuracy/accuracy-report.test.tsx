/**
 * The model-accuracy report: KPIs with formulas, the intents and confused pairs, drill-downs of an intent's
 * conversations, server-side sorting and search, an intent's utterances with the move to another intent (only for
 * members who may edit intents), empty and error states.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccuracyData, AccuracyUtterancesData } from '@switchboard/contracts/analytics/accuracy.schemas';
import { ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import { METRICS } from '@switchboard/contracts/analytics/metrics';
import { BOT_BUILDER_PATHS } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { defaultPermissions, type RoleName } from '@switchboard/contracts/roles';
import { CHANNEL_LABELS } from '@switchboard/contracts/common/constants';
import { FILTER_TEXTS } from '@/features/analytics/report-kit/components/report-filter-bar';
import { SECTION_TEXTS } from '@/features/analytics/report-kit/components/report-section';
import { AccuracyReport } from '@/features/analytics/reports/accuracy/accuracy-report';
import { clickButton, drilledTo, renderReport, serveReports } from '@/features/analytics/reports/test-kit/render-report';
import { feedbackLoaded } from '@/lib/feedback/feedback';
import { useSessionStore } from '@/lib/session/session-store';
import type { StoredSession } from '@/lib/session/stored-session';
import { domRootPerTest, settle } from '@/test-support/dom-root';

vi.mock('@/features/analytics/report-kit/components/report-chart', () => import('@/features/analytics/reports/test-kit/chart-as-table'));

const dom = domRootPerTest();
afterEach(async () => {
  await feedbackLoaded();
  vi.unstubAllGlobals();
  act(() => useSessionStore.setState({ session: null }));
});

const RANGE = { from: '2026-11-25T00:00:00Z', to: '2026-11-28T00:00:00Z' };
const row = (intent: string, predictions: number, lowConfidence: number, conversations: number, passed: number, failed: number) => ({
  intent, predictions, lowConfidence, lowConfidenceShare: Math.round((lowConfidence / predictions) * 1000) / 10, conversations, passed, failed,
  upvotes: 1, downvotes: 0, averageConfidence: 0.72,
});
const answer: AccuracyData = {
  threshold: 0.5,
  totals: { predictions: 7, lowConfidence: 2, lowConfidenceShare: 28.6, conversations: 4, passed: 2, failed: 1, upvotes: 1, downvotes: 2 },
  intents: { rows: [row('order', 3, 1, 2, 1, 1), row('greeting', 2, 0, 2, 1, 1)], totalCount: 2, page: 1 },
  confusedPairs: [{ predicted: 'order', actual: 'cancel', messages: 1, downvoted: 1 }],
  closeCalls: [{ intent: 'greeting', runnerUp: 'thanks', messages: 1 }],
  range: RANGE,
};
const utterances: AccuracyUtterancesData = {
  intent: 'order', threshold: 0.5, totalCount: 1, page: 1,
  rows: [{
    chatlogId: '11111111-1111-4111-8111-111111111111', sessionId: '22222222-2222-4222-8222-222222222222', channel: 'website',
    at: '2026-11-26T10:00:03Z', text: 'cancel it', confidence: 0.45, lowConfidence: true, reviewStatus: 'Passed', answerVote: 'downvote', trainedAs: 'cancel',
  }],
};

const signIn = (role: RoleName) => useSessionStore.setState({ session: {
  _id: 'me', admin_id: 'me', token: 't', nlpServiceDetails: { language: 'en', threshold: 0.5 }, allowed_channels: [],
  brandInfo: { name: 'Demo' }, bifurcation_data: { selected: {}, filters: [] },
  user_info: { email: 'me@demo.brand', firstName: 'Me', lastName: 'Trainer', role, permissions: defaultPermissions(role, true) },
} as StoredSession });

const kpi = (name: string) => Array.from(dom.container.querySelectorAll('.ant-card')).find((card) => card.textContent?.startsWith(name))?.textContent ?? '';
/** Picks the option `label` of the select `selector`. */
async function choose(selector: string, label: string) {
  const select = dom.container.querySelector(selector)!;
  await act(async () => { select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })); });
  await settle();
  const option = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find((element) => element.textContent === label);
  if (!option) throw new Error(`No option ${label}`);
  await act(async () => { option.click(); });
  await settle();
}
const PAGE = '/analytics/accuracy?startDate=2026-11-25&endDate=2026-11-27';

describe('model accuracy report', () => {
  it('shows the KPIs with their formulas, the intents and the confused pairs, and sorts on the server', async () => {
    const calls = serveReports({ [ANALYTICS_PATHS.modelAccuracy]: { status: 200, data: answer } });
    await renderReport(dom, <AccuracyReport />, PAGE);
    expect(kpi('Predictions')).toContain('7');
    expect(kpi('Low-confidence share')).toContain('28.6%');
    expect(kpi('Low-confidence share')).toContain(METRICS.lowConfidenceShare.formula);
    const rows = dom.container.querySelectorAll('[aria-label="Intents"] tbody tr.ant-table-row');
    expect(Array.from(rows).map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent))).toEqual([
      ['order', '3', '33.3% (1)', '0.72', '2', '1', '1', '1', '0'], ['greeting', '2', '0% (0)', '0.72', '2', '1', '1', '1', '0'],
    ]);
    const pairs = dom.container.querySelectorAll('[aria-label="Most confused intent pairs"] tr.ant-table-row');
    expect(Array.from(pairs).map((tr) => tr.textContent)).toEqual(['ordercancel11']);
    const close = dom.container.querySelectorAll('[aria-label="Close calls"] tr.ant-table-row');
    expect(Array.from(close).map((tr) => tr.textContent)).toEqual(['greetingthanks1']);
    const header = Array.from(dom.container.querySelectorAll('[aria-label="Intents"] th')).find((th) => th.textContent?.startsWith('Low-confidence share'));
    await act(async () => { (header as HTMLElement).click(); });
    await settle();
    expect(calls.at(-1)?.body).toMatchObject({ sortBy: 'lowConfidenceShare', order: 'desc', page: 1, review: 'All', startDate: '2026-11-25' });
  });

  it('opens an intent’s conversations and its QA failures in history', async () => {
    serveReports({ [ANALYTICS_PATHS.modelAccuracy]: { status: 200, data: answer } });
    const router = await renderReport(dom, <AccuracyReport />, PAGE);
    await clickButton(dom.container, 'QA failed, order: 1');
    expect(drilledTo(router)).toEqual({ metric: 'intentFailed', ...RANGE, intent: 'order', by: 'Intent: order' });
  });

  it('lists all conversations with a prediction from the KPI', async () => {
    serveReports({ [ANALYTICS_PATHS.modelAccuracy]: { status: 200, data: answer } });
    const router = await renderReport(dom, <AccuracyReport />, PAGE);
    await clickButton(dom.container, 'Conversations');
    expect(drilledTo(router)).toEqual({ metric: 'botConversations', ...RANGE });
  });

  it('shows an intent’s utterances, with the move only for members who may edit intents', async () => {
    signIn('QA');
    const calls = serveReports({ [ANALYTICS_PATHS.modelAccuracy]: { status: 200, data: answer }, [ANALYTICS_PATHS.modelAccuracyUtterances]: { status: 200, data: utterances } });
    await renderReport(dom, <AccuracyReport />, PAGE);
    await clickButton(dom.container, 'Utterances of order');
    expect(calls.find((call) => call.path === ANALYTICS_PATHS.modelAccuracyUtterances)?.body).toMatchObject({ intent: 'order', page: 1, review: 'All' });
    const table = dom.container.querySelector('[aria-label="Utterances read as order"] tbody');
    expect(table?.textContent).toContain('cancel it0.45Low');
    expect(table?.textContent).toContain('PassedDowncancel');
    expect(dom.container.querySelector('button[aria-label^="Move"]')).toBeNull();
  });

  it('moves a misread utterance to the intent chosen', async () => {
    signIn('Trainer');
    const moves: unknown[] = [];
    let reports = 0;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      const json = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      if (path === ANALYTICS_PATHS.modelAccuracy) { reports += 1; return json(answer); }
      if (path === ANALYTICS_PATHS.modelAccuracyUtterances) return json(utterances);
      if (path === BOT_BUILDER_PATHS.intents) return json({ items: [{ id: '33333333-3333-4333-8333-333333333333', name: 'cancel' }], totalCount: 1 });
      moves.push(JSON.parse(String(init.body)));
      return json({ utteranceId: 'u1', intentId: '33333333-3333-4333-8333-333333333333', intent: 'cancel', text: 'cancel it' });
    });
    await renderReport(dom, <AccuracyReport />, PAGE);
    await clickButton(dom.container, 'Utterances of order');
    await clickButton(dom.container, 'Move “cancel it”');
    const select = document.body.querySelector('.ant-modal .ant-select')!;
    await act(async () => { select.querySelector('.ant-select-selector, .ant-select-content')?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })); });
    await settle();
    const option = Array.from(document.body.querySelectorAll('.ant-select-item-option')).find((o) => o.textContent === 'cancel');
    if (!option) throw new Error('No cancel option');
    await act(async () => { option.dispatchEvent(new MouseEvent('click', { bubbles: true })); });
    await settle();
    const ok = document.body.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary')!;
    expect(ok.disabled).toBe(false);
    await act(async () => ok.click());
    await settle();
    expect(moves).toEqual([{ chatlogId: utterances.rows[0]!.chatlogId, intentId: '33333333-3333-4333-8333-333333333333' }]);
    // The report is asked again (the sentence trains another intent now); let that answer land before the test ends.
    await vi.waitFor(() => expect(reports).toBe(2));
    await settle();
  });

  it('opens with the search, review, sort, pages and open intent of its URL', async () => {
    const calls = serveReports({ [ANALYTICS_PATHS.modelAccuracy]: { status: 200, data: answer }, [ANALYTICS_PATHS.modelAccuracyUtterances]: { status: 200, data: utterances } });
    await renderReport(dom, <AccuracyReport />, `${PAGE}&search=ord&review=Failed&sortBy=lowConfidenceShare&order=asc&page=2&intent=order&intentPage=3`);
    expect(calls.find((call) => call.path === ANALYTICS_PATHS.modelAccuracy)?.body)
      .toMatchObject({ search: 'ord', review: 'Failed', sortBy: 'lowConfidenceShare', order: 'asc', page: 2, startDate: '2026-11-25' });
    expect(calls.find((call) => call.path === ANALYTICS_PATHS.modelAccuracyUtterances)?.body).toMatchObject({ intent: 'order', review: 'Failed', page: 3 });
    expect(dom.container.querySelector<HTMLInputElement>('input[aria-label="Search intents"]')?.value).toBe('ord');
  });

  it('falls back to the defaults for bad values in its URL', async () => {
    const calls = serveReports({ [ANALYTICS_PATHS.modelAccuracy]: { status: 200, data: answer } });
    await renderReport(dom, <AccuracyReport />, `${PAGE}&review=Maybe&sortBy=name&order=up&page=0`);
    expect(calls[0]?.body).toMatchObject({ review: 'All', sortBy: 'predictions', order: 'desc', page: 1 });
  });

  it('writes a review, an open intent and a channel into the URL, back to page 1 and keeping the rest', async () => {
    serveReports({ [ANALYTICS_PATHS.modelAccuracy]: { status: 200, data: answer }, [ANALYTICS_PATHS.modelAccuracyUtterances]: { status: 200, data: utterances } });
    const router = await renderReport(dom, <AccuracyReport />, `${PAGE}&sortBy=lowConfidenceShare&page=2`);
    const params = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
    await choose('[aria-label="QA review"]', 'Reviewed Failed');
    expect(params()).toEqual({ startDate: '2026-11-25', endDate: '2026-11-27', sortBy: 'lowConfidenceShare', review: 'Failed' });
    await clickButton(dom.container, 'Utterances of order');
    expect(params()).toMatchObject({ review: 'Failed', intent: 'order' });
    await choose(`[aria-label="${FILTER_TEXTS.channel}"]`, CHANNEL_LABELS.website);
    expect(params()).toMatchObject({ channel: 'website', review: 'Failed', intent: 'order', sortBy: 'lowConfidenceShare' });
  });

  it('says when the bot read nothing', async () => {
    serveReports({ [ANALYTICS_PATHS.modelAccuracy]: { status: 200, data: { ...answer, totals: { ...answer.totals, predictions: 0 }, intents: { rows: [], totalCount: 0, page: 1 }, confusedPairs: [], closeCalls: [] } } });
    await renderReport(dom, <AccuracyReport />, PAGE);
    expect(dom.container.textContent).toContain(SECTION_TEXTS.empty);
  });

  it('shows the server’s message when the report failed', async () => {
    serveReports({ [ANALYTICS_PATHS.modelAccuracy]: { status: 403, message: 'You do not have access to this page' } });
    await renderReport(dom, <AccuracyReport />, PAGE);
    expect(dom.container.textContent).toContain('You do not have access to this page');
  });
});
