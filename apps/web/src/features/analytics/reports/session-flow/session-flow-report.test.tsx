/** The session-flow report: the KPI, the Sankey's links (as the table stand-in shows them), drill-downs, steps, empty and error. */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import type { SessionFlowData } from '@switchboard/contracts/analytics/sessionflow.schemas';
import { SECTION_TEXTS } from '@/features/analytics/report-kit/components/report-section';
import { SessionFlowReport } from '@/features/analytics/reports/session-flow/session-flow-report';
import { clickButton, drilledTo, renderReport, serveReports } from '@/features/analytics/reports/test-kit/render-report';
import { domRootPerTest, settle } from '@/test-support/dom-root';

vi.mock('@/features/analytics/report-kit/components/report-chart', () => import('@/features/analytics/reports/test-kit/chart-as-table'));

const dom = domRootPerTest();
afterEach(() => vi.unstubAllGlobals());

const range = { from: '2026-11-25T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z' };
const node = (name: string, step: number, label: string, conversations: number) => ({ name, step, label, conversations, drill: `{"from":${step},"nodes":[{"is":"${label}"}]}` });
const toOrder = '{"from":1,"nodes":[{"is":"greet"},{"is":"order"}]}';
const answer: SessionFlowData = {
  conversations: 5,
  nodes: [node('1. greet', 1, 'greet', 5), node('2. order', 2, 'order', 3), { ...node('2. Drop-off', 2, '~drop', 2), drill: '{"from":2,"nodes":[{"drop":true}]}' }],
  links: [
    { source: '1. greet', target: '2. order', value: 3, drill: toOrder },
    { source: '1. greet', target: '2. Drop-off', value: 2, drill: '{"from":1,"nodes":[{"is":"greet"},{"drop":true}]}' },
  ],
  range,
};
const links = () => Array.from(dom.container.querySelectorAll('[aria-label^="Session flow"] tbody tr')).map((row) => row.textContent);

describe('session flow report', () => {
  it('shows the conversations in the flow and the links with their counts, four steps by default', async () => {
    const calls = serveReports({ [ANALYTICS_PATHS.sessionFlow]: { status: 200, data: answer } });
    await renderReport(dom, <SessionFlowReport />, '/analytics/sessionflow');
    expect(dom.container.textContent).toContain('Conversations in the flow5');
    expect(links()).toEqual(['1. greet2. order3', '1. greet2. Drop-off2']);
    expect(calls[0]?.body).toMatchObject({ steps: 4, timeZone: 'UTC' });
  });

  it('lists a link’s conversations with its path as the step', async () => {
    serveReports({ [ANALYTICS_PATHS.sessionFlow]: { status: 200, data: answer } });
    const router = await renderReport(dom, <SessionFlowReport />, '/analytics/sessionflow');
    const row = dom.container.querySelectorAll('[aria-label^="Session flow"] tbody tr')[0]!;
    await clickButton(row, '3');
    expect(drilledTo(router)).toEqual({ metric: 'sessionFlow', ...range, step: toOrder, by: 'Steps 1. greet → 2. order' });
  });

  it('asks for the steps of its URL', async () => {
    const calls = serveReports({ [ANALYTICS_PATHS.sessionFlow]: { status: 200, data: answer } });
    await renderReport(dom, <SessionFlowReport />, '/analytics/sessionflow?steps=3');
    expect(calls[0]?.body).toMatchObject({ steps: 3 });
    expect(dom.container.querySelector('[aria-label="Steps shown"]')?.closest('.ant-select')?.textContent).toBe('3 steps');
  });

  it('asks for the default steps when its URL has steps out of 2…6', async () => {
    const calls = serveReports({ [ANALYTICS_PATHS.sessionFlow]: { status: 200, data: answer } });
    await renderReport(dom, <SessionFlowReport />, '/analytics/sessionflow?steps=9');
    expect(calls[0]?.body).toMatchObject({ steps: 4 });
  });

  it('asks for more steps and keeps them in the URL', async () => {
    const calls = serveReports({ [ANALYTICS_PATHS.sessionFlow]: { status: 200, data: answer } });
    const router = await renderReport(dom, <SessionFlowReport />, '/analytics/sessionflow?startDate=2026-11-25&endDate=2026-11-27');
    const select = dom.container.querySelector('[aria-label="Steps shown"]')!;
    await act(async () => { select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })); });
    await settle();
    const option = Array.from(document.querySelectorAll('.ant-select-item-option')).find((element) => element.textContent === '6 steps') as HTMLElement;
    await act(async () => { option.click(); });
    await settle();
    expect(calls.at(-1)?.body).toMatchObject({ steps: 6 });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ startDate: '2026-11-25', endDate: '2026-11-27', steps: '6' });
  });

  it('says when there is no flow', async () => {
    serveReports({ [ANALYTICS_PATHS.sessionFlow]: { status: 200, data: { ...answer, conversations: 0, nodes: [], links: [] } } });
    await renderReport(dom, <SessionFlowReport />, '/analytics/sessionflow');
    expect(dom.container.textContent).toContain(SECTION_TEXTS.empty);
  });

  it('shows the server’s message when the report failed', async () => {
    serveReports({ [ANALYTICS_PATHS.sessionFlow]: { status: 403, message: 'You do not have access to this page' } });
    await renderReport(dom, <SessionFlowReport />, '/analytics/sessionflow');
    expect(dom.container.textContent).toContain('You do not have access to this page');
  });
});
