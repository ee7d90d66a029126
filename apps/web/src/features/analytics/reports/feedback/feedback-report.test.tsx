/** The feedback report: totals with formulas, both series, the two lists (10 a page, filterable), rows linking to their chat, loading, empty and error. */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import type { FeedbackCounts, FeedbackData } from '@switchboard/contracts/analytics/feedback.schemas';
import { METRICS } from '@switchboard/contracts/analytics/metrics';
import { SECTION_TEXTS } from '@/features/analytics/report-kit/components/report-section';
import { FeedbackReport } from '@/features/analytics/reports/feedback/feedback-report';
import { drilledTo, renderReport, serveNothing, serveReports } from '@/features/analytics/reports/test-kit/render-report';
import { domRootPerTest, settle } from '@/test-support/dom-root';

vi.mock('@/features/analytics/report-kit/components/report-chart', () => import('@/features/analytics/reports/test-kit/chart-as-table'));

const dom = domRootPerTest();
afterEach(() => vi.unstubAllGlobals());

const counts = (upvotes: number, downvotes: number, satisfied: number, ratings: number, comments: number): FeedbackCounts => ({
  votes: upvotes + downvotes, upvotes, downvotes, upvoteRate: Math.round((upvotes / (upvotes + downvotes)) * 1000) / 10,
  ratings, satisfied, satisfaction: Math.round((satisfied / ratings) * 1000) / 10, comments,
});
// 3 of 4 votes up (75 %); 4 of 5 ratings satisfied (80 %), 2 with a comment.
const answer: FeedbackData = {
  totals: counts(3, 1, 4, 5, 2),
  series: [
    { bucket: '2026-11-26', from: '2026-11-26T00:00:00.000Z', to: '2026-11-27T00:00:00.000Z', ...counts(1, 0, 2, 2, 1) },
    { bucket: '2026-11-27', from: '2026-11-27T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z', ...counts(2, 1, 2, 3, 1) },
  ],
  votes: {
    page: 1, totalCount: 14,
    rows: [{
      chatlogId: 'm1', sessionId: 'session-1', psid: 'p1', customerName: 'Priya Nair', channel: 'website', at: '2026-11-27T10:00:00.000Z',
      vote: 'downvote', answer: 'Our stores open at 9.', question: 'When do you close?', intent: 'store_hours', confidence: 0.42,
    }],
  },
  ratings: {
    page: 1, totalCount: 5,
    rows: [{
      sessionId: 'session-2', psid: 'p2', customerName: 'Omar Haddad', channel: 'wa', at: '2026-11-27T11:00:00.000Z',
      scale: 'stars', score: 2, comment: 'Took too long', agentId: null, agentName: 'Asha Rao',
    }],
  },
  range: { from: '2026-11-26T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z' },
};
const serve = (data: unknown = answer) => serveReports({ [ANALYTICS_PATHS.feedback]: { status: 200, data } });
const kpi = (name: string) => Array.from(dom.container.querySelectorAll('.ant-card')).find((card) => card.textContent?.startsWith(name))?.textContent ?? '';
const open = () => renderReport(dom, <FeedbackReport />, '/analytics/feedback');
const table = (label: string) => dom.container.querySelector(`table[aria-label="${label}"], [aria-label="${label}"] table`) ?? dom.container.querySelector(`[aria-label="${label}"]`)!;
const click = async (element: Element) => {
  await act(async () => { (element as HTMLElement).click(); });
  await settle();
};

describe('feedback report', () => {
  it('shows the totals with their formulas and both series', async () => {
    serve();
    await open();
    expect(kpi('Votes')).toContain('4');
    expect(kpi('Votes')).toContain(METRICS.votes.formula);
    expect(kpi('Up-vote rate')).toContain('75%');
    expect(kpi('Survey ratings')).toContain('5');
    expect(kpi('Satisfaction')).toContain('80%');
    expect(kpi('Survey comments')).toContain('2');
    // Votes and ratings are not conversations: the totals list none.
    expect(dom.container.querySelector('button[aria-label$="Show the conversations"]')).toBeNull();
    const votes = dom.container.querySelector('[aria-label^="Votes on bot answers, per"][aria-label$="(table)"]')!;
    expect(votes.querySelectorAll('tbody tr')[1]!.textContent).toBe('2026-11-2721');
    const ratings = dom.container.querySelector('[aria-label^="Survey ratings, per"][aria-label$="(table)"]')!;
    expect(ratings.querySelectorAll('tbody tr')[1]!.textContent).toBe('2026-11-27211');
  });

  it('lists votes and ratings, each opening its chat in history', async () => {
    serve();
    const router = await open();
    expect(table('Votes on bot answers').textContent).toContain('When do you close?');
    expect(table('Votes on bot answers').textContent).toContain('store_hours (42%)');
    expect(table('Survey ratings').textContent).toContain('Took too long');
    expect(table('Survey ratings').textContent).toContain('Rated 2/5 stars');
    const link = dom.container.querySelector('a[aria-label="Open the chat with Omar Haddad in history"]')!;
    expect(link.getAttribute('href')).toBe('/history?session=session-2');
    await click(link);
    expect(drilledTo(router)).toEqual({ session: 'session-2' });
  });

  it('asks for the page and the filters chosen, 10 a page', async () => {
    const calls = serve();
    await open();
    expect(calls.at(-1)!.body).toMatchObject({ votesPage: 1, ratingsPage: 1 });
    // 14 votes: two pages of 10.
    await click(dom.container.querySelector('.ant-pagination-item-2')!);
    expect(calls.at(-1)!.body).toMatchObject({ votesPage: 2, ratingsPage: 1 });
    await click(Array.from(dom.container.querySelectorAll('label.ant-segmented-item')).find((item) => item.textContent === 'Down-votes')!);
    expect(calls.at(-1)!.body).toMatchObject({ vote: 'downvote', votesPage: 1 });
    await click(dom.container.querySelector('input[type="checkbox"]')!);
    expect(calls.at(-1)!.body).toMatchObject({ vote: 'downvote', withComment: true, ratingsPage: 1 });
  });

  it('shows skeletons while the report loads', async () => {
    serveNothing();
    await open();
    expect(dom.container.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0);
  });

  it('says when there was no feedback', async () => {
    const none = { votes: 0, upvotes: 0, downvotes: 0, upvoteRate: 0, ratings: 0, satisfied: 0, satisfaction: 0, comments: 0 };
    serve({ ...answer, totals: none, series: [], votes: { page: 1, totalCount: 0, rows: [] }, ratings: { page: 1, totalCount: 0, rows: [] } });
    await open();
    expect(dom.container.textContent).toContain(SECTION_TEXTS.empty);
  });

  it('shows the server\'s message when the report failed', async () => {
    serveReports({ [ANALYTICS_PATHS.feedback]: { status: 403, message: 'You do not have access to this page' } });
    await open();
    expect(dom.container.textContent).toContain('You do not have access to this page');
  });
});
