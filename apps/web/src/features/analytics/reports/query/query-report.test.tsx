/**
 * The query report: the word cloud (each word lists its conversations), the KPIs, clusters paged on the server, the
 * add-to-training action for a member with the intents page, and the empty and error states.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import { QUERY_PATHS, type ClusterRequest, type QueryData } from '@switchboard/contracts/analytics/query.schemas';
import { BOT_BUILDER_PATHS } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { defaultPermissions } from '@switchboard/contracts/roles';
import type { RoleName } from '@switchboard/contracts/roles';
import { SECTION_TEXTS } from '@/features/analytics/report-kit/components/report-section';
import { ADD_TEXTS } from '@/features/analytics/reports/query/add-to-training';
import { QueryReport } from '@/features/analytics/reports/query/query-report';
import { clickButton, drilledTo, renderReport, serveReports } from '@/features/analytics/reports/test-kit/render-report';
import { useSessionStore } from '@/lib/session/session-store';
import type { StoredSession } from '@/lib/session/stored-session';
import { domRootPerTest, settle } from '@/test-support/dom-root';

vi.mock('@/features/analytics/report-kit/components/report-chart', () => import('@/features/analytics/reports/test-kit/chart-as-table'));

const dom = domRootPerTest();
afterEach(async () => {
  vi.unstubAllGlobals();
  // Still mounted here (this hook runs before the root's unmount): the sign-out re-renders the page.
  await act(async () => { useSessionStore.setState({ session: null }); });
});

const signIn = (role: RoleName) => useSessionStore.setState({ session: {
  _id: 'me', admin_id: 'me', token: 't', nlpServiceDetails: { language: 'en', threshold: 0.5 }, allowed_channels: [],
  brandInfo: { name: 'Demo' }, bifurcation_data: { selected: {}, filters: [] },
  user_info: { email: 'me@demo.brand', firstName: 'Me', lastName: 'Member', role, permissions: defaultPermissions(role, false) },
} as StoredSession });

const request = (index: number, text: string): ClusterRequest => ({
  chatlogId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, sessionId: `s-${index}`, text, intent: null, confidence: 0.2,
  at: '2026-11-27T10:00:00.000Z',
});
const parcels = Array.from({ length: 12 }, (_, index) => request(index + 10, `track my parcel ${index + 1}`));
const answer: QueryData = {
  words: [{ word: 'refund', messages: 5, conversations: 3 }, { word: 'parcel', messages: 12, conversations: 1 }, { word: 'address', messages: 2, conversations: 1 }],
  customerMessages: 40, unanswered: 14, clustered: 14,
  clusters: [
    { cluster: 0, terms: ['parcel', 'track'], size: 12, requests: { rows: parcels.slice(0, 10), totalCount: 12, page: 1 } },
    { cluster: 1, terms: ['address', 'change'], size: 2, requests: { rows: [request(1, 'change delivery address'), request(2, 'new address')], totalCount: 2, page: 1 } },
  ],
  range: { from: '2026-11-24T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z' },
};
const PATH = '/analytics/query';
const text = () => dom.container.textContent ?? '';

describe('query report', () => {
  it('shows the words and the counts; a word lists the conversations where customers wrote it', async () => {
    serveReports({ [ANALYTICS_PATHS.query]: { status: 200, data: answer } });
    const router = await renderReport(dom, <QueryReport />, PATH);
    expect(text()).toContain('Customer messages40');
    expect(text()).toContain('Unanswered messages14');
    expect(text()).toContain('Clusters of the 14 unanswered messages of the range');
    // The granularity does not apply: no series.
    expect(dom.container.querySelector('[aria-label="Granularity"]')).toBeNull();
    await clickButton(dom.container, 'refund: 5 messages in 3 conversations');
    expect(drilledTo(router)).toEqual({ metric: 'customerWord', word: 'refund', from: answer.range.from, to: answer.range.to, by: 'Word: refund' });
  });

  it('drills from the top-words chart’s conversations', async () => {
    serveReports({ [ANALYTICS_PATHS.query]: { status: 200, data: answer } });
    const router = await renderReport(dom, <QueryReport />, PATH);
    const row = dom.container.querySelectorAll('[aria-label^="Top words"] tbody tr')[2]!;
    expect(row.textContent).toBe('address12');
    // Messages have no list of conversations: that bar drills nowhere.
    await clickButton(row.querySelectorAll('td')[1]!, '2');
    expect(drilledTo(router)).toBeNull();
    await clickButton(row.querySelectorAll('td')[0]!, '1');
    expect(drilledTo(router)).toMatchObject({ metric: 'customerWord', word: 'address', by: 'Word: address' });
  });

  it('asks the server for a cluster’s next page of requests', async () => {
    const calls = serveReports({
      [ANALYTICS_PATHS.query]: { status: 200, data: answer },
      [QUERY_PATHS.clusterRequests]: { status: 200, data: { rows: parcels.slice(10), totalCount: 12, page: 2 } },
    });
    await renderReport(dom, <QueryReport />, PATH);
    const table = dom.container.querySelector('[aria-label="Requests of the cluster parcel, track"]')!;
    expect(table.querySelectorAll('tbody tr')).toHaveLength(10);
    const next = table.closest('.ant-card')!.querySelector<HTMLElement>('.ant-pagination-item-2')!;
    await act(async () => { next.click(); });
    await settle();
    expect(calls.at(-1)).toMatchObject({ path: QUERY_PATHS.clusterRequests, body: { cluster: 0, page: 2 } });
    expect(table.textContent).toContain('track my parcel 12');
  });

  it('offers the action only to members who may edit intents or FAQs', async () => {
    signIn('Manager');
    serveReports({ [ANALYTICS_PATHS.query]: { status: 200, data: answer } });
    await renderReport(dom, <QueryReport />, PATH);
    expect(text()).not.toContain(ADD_TEXTS.open);
    expect(dom.container.querySelector('input[type="checkbox"]')).toBeNull();
  });

  it('adds the chosen requests to an intent and says which were there already', async () => {
    signIn('Trainer');
    const posted: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      const json = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      if (path === ANALYTICS_PATHS.query) return json(answer);
      if (path === BOT_BUILDER_PATHS.intents) return json({ items: [{ id: 'intent-1', name: 'address_change' }], totalCount: 1 });
      posted.push(JSON.parse(String(init.body)));
      return json({ added: ['new address'], duplicates: ['change delivery address'] });
    });
    await renderReport(dom, <QueryReport />, PATH);
    const rows = dom.container.querySelectorAll('[aria-label="Requests of the cluster address, change"] tbody tr');
    for (const row of rows) await act(async () => { row.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click(); });
    await clickButton(dom.container, `${ADD_TEXTS.open} (2)`);
    const select = document.body.querySelector('.ant-modal .ant-select')!;
    await act(async () => { select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })); });
    await settle();
    const option = document.body.querySelector<HTMLElement>('.ant-select-item-option')!;
    expect(option.textContent).toBe('address_change');
    await act(async () => { option.click(); });
    const ok = Array.from(document.body.querySelectorAll<HTMLButtonElement>('.ant-modal-footer button')).find((button) => button.textContent === ADD_TEXTS.open)!;
    await act(async () => { ok.click(); });
    await settle();
    expect(posted).toEqual([{ target: { kind: 'intent', intentId: 'intent-1' }, chatlogIds: [request(1, '').chatlogId, request(2, '').chatlogId] }]);
    expect(document.body.textContent).toContain(ADD_TEXTS.duplicates(['change delivery address']));
  });

  it('says when customers wrote nothing in the range', async () => {
    serveReports({ [ANALYTICS_PATHS.query]: { status: 200, data: { ...answer, words: [], clusters: [], customerMessages: 0, unanswered: 0, clustered: 0 } } });
    await renderReport(dom, <QueryReport />, PATH);
    expect(dom.container.querySelectorAll('.ant-empty')).toHaveLength(3);
    expect(text()).toContain(SECTION_TEXTS.empty);
  });

  it('shows the server’s message when the report failed', async () => {
    serveReports({ [ANALYTICS_PATHS.query]: { status: 403, message: 'You do not have access to this page' } });
    await renderReport(dom, <QueryReport />, PATH);
    expect(text()).toContain('You do not have access to this page');
  });
});
