/** Test Runs: the runs with state, progress and who started them, live botTestRun updates, cancel asked first, New run, re-run, JUnit, error state. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BOT_TEST_PATHS as P } from '@switchboard/contracts/automated-testing/test-case.api';
import TestRunsPage from '@/features/automated-testing/routes/test-runs-page';
import { button, click, pick, segment, text } from '@/features/automated-testing/test-support/dom';
import { TAGS } from '@/features/automated-testing/test-support/fixtures';
import { FAILED, RUNNING, run } from '@/features/automated-testing/test-support/run-fixtures';
import { HttpError } from '@/lib/http/http-error';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
const request = vi.hoisted(() => vi.fn());
const download = vi.hoisted(() => vi.fn());
const listeners = vi.hoisted(() => new Map<string, (payload: unknown) => void>());
vi.mock('@/lib/http/api', () => ({ http: { requestData, request } }));
vi.mock('@/hooks/use-action-allowed', () => ({ useActionAllowed: () => true }));
vi.mock('@/lib/http/download', () => ({ downloadWithSession: download }));
vi.mock('@/lib/socket/namespace-socket', () => ({
  getNamespaceSocket: async () => ({ on: (event: string, fn: (p: unknown) => void) => listeners.set(event, fn), off: (event: string) => listeners.delete(event) }),
}));
// jsdom has no canvas: the chart's echarts is a stand-in that records the option it is given.
const chart = vi.hoisted(() => ({ setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() }));
vi.mock('@/features/automated-testing/components/pass-rate-echarts', () => ({ init: () => chart }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/feedback/feedback', async (importOriginal) => ({ ...await importOriginal<object>(), toast }));

const dom = domRootPerTest();
let listAnswer: () => unknown;
let trendAnswer: (target: string) => unknown;

function answer(path: string, options?: { query?: { target?: string } }) {
  if (path === P.getTestRuns) return listAnswer();
  if (path === P.getTestCaseTags) return TAGS;
  if (path === P.publishGate) return { enabled: false, tags: [], updatedBy: null, updatedAt: null };
  if (path === P.getTestRunTrends) return trendAnswer(options?.query?.target ?? 'draft');
  throw new Error(`unexpected ${path}`);
}

async function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/automatedtesting/testruns', element: <TestRunsPage /> }], { initialEntries: ['/automatedtesting/testruns'] });
  await act(async () => dom.root.render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>));
  await settle();
}

const rows = () => Array.from(document.body.querySelectorAll('tbody tr.ant-table-row')).map((row) => row.textContent ?? '');

beforeEach(() => {
  requestData.mockReset().mockImplementation(async (path: string, options?: { query?: { target?: string } }) => answer(path, options));
  trendAnswer = () => ({ runs: [], tags: [] });
  chart.setOption.mockReset();
  request.mockReset();
  download.mockReset().mockResolvedValue(undefined);
  listeners.clear();
  listAnswer = () => ({ items: [RUNNING, FAILED], totalCount: 2 });
  toast.success.mockReset();
});

describe('TestRunsPage', { timeout: 30_000 }, () => {
  it('lists the runs with state in words, progress, pass rate, bot version and who started them; each opens its results', async () => {
    await render();
    expect(requestData).toHaveBeenCalledWith(P.getTestRuns, expect.objectContaining({ query: { page: 1, pageSize: 10 } }));
    const [running, failed] = rows();
    expect(running).toContain('Run #2');
    expect(running).toContain('Tags: orders');
    expect(running).toContain('Running');
    expect(running).toContain('1 of 4 done: 1 passed, 0 failed');
    expect(failed).toContain('Failed');
    expect(failed).toContain('50%');
    expect(failed).toContain('1.5 s');
    expect(failed).toContain('Draft, version 3');
    expect(failed).toContain('Tara Trainer');
    expect(document.body.querySelector('a[href="/automatedtesting/testruns/testresults?runId=r2"]')?.textContent).toBe('Run #2');
    expect(button('Cancel Run #2')).toBeDefined();
    expect(button('Cancel Run #1')).toBeUndefined();
  });

  it('moves a run live with botTestRun events and refetches for a run it does not list yet', async () => {
    await render();
    await vi.waitFor(() => expect(listeners.has('botTestRun')).toBe(true));
    await act(async () => listeners.get('botTestRun')?.({ ...RUNNING, done: 3, passed: 2, failed: 1, passRate: 2 / 3 }));
    await settle();
    expect(rows()[0]).toContain('3 of 4 done: 2 passed, 1 failed');
    const listCalls = () => requestData.mock.calls.filter(([path]) => path === P.getTestRuns).length;
    const before = listCalls();
    const started = run({ _id: 'r3', number: 3, state: 'queued', done: 0, passed: 0, failed: 0, passRate: null });
    listAnswer = () => ({ items: [started, RUNNING, FAILED], totalCount: 3 });
    await act(async () => listeners.get('botTestRun')?.(started));
    await settle();
    expect(listCalls()).toBe(before + 1);
    expect(rows()[0]).toContain('Run #3');
    expect(rows()[0]).toContain('Queued');
  });

  it('asks before cancelling a running run, then cancels it', async () => {
    request.mockResolvedValueOnce({ ok: true, status: 200, data: { ...RUNNING, state: 'cancelled', finishedAt: '2026-11-27T10:01:00.000Z', durationMs: 60_000 }, message: 'Test run cancelled' });
    await render();
    await click(button('Cancel Run #2'));
    expect(text()).toContain('Cancel Run #2?');
    expect(request).not.toHaveBeenCalled();
    await click(button('Cancel run'));
    expect(request).toHaveBeenCalledWith(P.cancelTestRun.replace(':runId', 'r2'), { method: 'POST' });
    expect(toast.success).toHaveBeenCalledWith('Test run cancelled');
  });

  it('starts a run of chosen tags against the published bot', async () => {
    request.mockResolvedValueOnce({ ok: true, status: 200, data: run({ _id: 'r3', number: 3, state: 'queued' }), message: 'Test run queued: it starts when the bot\'s current run ends' });
    await render();
    await click(button('New run'));
    await click(document.body.querySelector<HTMLInputElement>('input[type="radio"][value="tags"]'));
    await click(button('Start run'));
    expect(text()).toContain('Choose at least one tag');
    await pick('Tags to run', 'orders');
    await click(document.body.querySelector<HTMLInputElement>('input[type="radio"][value="published"]'));
    await click(button('Start run'));
    expect(request).toHaveBeenCalledWith(P.startTestRun, { method: 'POST', body: { target: 'published', tags: ['t-orders'] } });
    expect(toast.success).toHaveBeenCalledWith('Test run queued: it starts when the bot\'s current run ends');
  });

  it('re-runs the failed of a finished run and downloads its JUnit XML and xlsx workbook', async () => {
    request.mockResolvedValueOnce({ ok: true, status: 200, data: run({ _id: 'r3', number: 3, state: 'running' }), message: 'Test run started' });
    await render();
    await click(button('Re-run the failed of Run #1'));
    expect(request).toHaveBeenCalledWith(P.rerunFailed.replace(':runId', 'r1'), { method: 'POST' });
    await click(button('Download Run #1 as JUnit XML'));
    expect(download).toHaveBeenCalledWith(P.exportJUnit.replace(':runId', 'r1'), 'test-run-1.xml');
    await click(button('Download Run #1 as an xlsx workbook'));
    expect(download).toHaveBeenCalledWith(P.exportTestResults.replace(':runId', 'r1'), 'test-run-1.xlsx');
  });

  it('says when there are no runs, and when the list could not be loaded, with Retry', async () => {
    let failed = false;
    listAnswer = () => {
      if (failed) return { items: [], totalCount: 0 };
      failed = true;
      throw new HttpError({ kind: 'http', status: 500, message: 'down' });
    };
    await render();
    expect(text()).toContain('The test runs could not be loaded.');
    await click(button('Retry'));
    expect(text()).toContain('No test runs yet: start one with New run.');
  });

  it('turns the publish gate on for some tags, and marks the runs the gate started', async () => {
    listAnswer = () => ({ items: [run({ _id: 'r5', number: 5, origin: 'publishGate', startedBy: { _id: 'u1', name: 'Tara Trainer' } })], totalCount: 1 });
    await render();
    expect(rows()[0]).toContain('Tara Trainer (publish gate)');
    expect(button('Publish gate: off')).toBeDefined();
    await click(button('Publish gate: off'));
    expect(text()).toContain('While it is on, Publish first runs these cases against the draft');
    await click(document.body.querySelector<HTMLButtonElement>('button[role="switch"][aria-label="Check every publish"]'));
    await pick('Tags the gate runs', 'smoke');
    request.mockResolvedValueOnce({ ok: true, status: 200, data: { enabled: true, tags: [TAGS[1]], updatedBy: 'Tara Trainer', updatedAt: '2026-01-01T00:00:00.000Z' }, message: 'Publish gate saved' });
    await click(button('Save'));
    expect(request).toHaveBeenCalledWith(P.publishGate, { method: 'PUT', body: { enabled: true, tags: ['t-smoke'] } });
    expect(toast.success).toHaveBeenCalledWith('Publish gate saved');
    expect(button('Publish gate: on')).toBeDefined();
  });
  it('charts the pass rate of the finished runs over time, overall and per tag, for the draft or the published bot', async () => {
    const runs = [
      { _id: 'r1', number: 1, finishedAt: '2026-11-27T10:00:01.500Z', modelVersion: 3, passRate: 1, durationMs: 1500, total: 3 },
      { _id: 'r2', number: 2, finishedAt: '2026-11-27T11:00:01.500Z', modelVersion: 4, passRate: 2 / 3, durationMs: 1400, total: 3 },
    ];
    trendAnswer = (target) => (target === 'draft'
      ? { runs, tags: [{ name: 'greetings', passRates: [1, 0] }, { name: 'orders', passRates: [null, 1] }] }
      : { runs: [], tags: [] });
    await render();
    expect(requestData).toHaveBeenCalledWith(P.getTestRunTrends, expect.objectContaining({ query: { target: 'draft' } }));
    await vi.waitFor(() => expect(chart.setOption).toHaveBeenCalled());
    const option = chart.setOption.mock.calls.at(-1)?.[0] as { xAxis: { data: string[] }; series: { name: string; data: (number | null)[] }[] };
    expect(option.xAxis.data).toEqual(['#1', '#2']);
    expect(option.series.map((series) => [series.name, series.data])).toEqual([['All cases', [100, 66.7]], ['greetings', [100, 0]], ['orders', [null, 100]]]);
    expect(document.body.querySelector('div[role="img"][aria-label="Pass rate of the runs against the draft bot, overall and per tag"]')).not.toBeNull();

    await click(segment('Table'));
    const card = Array.from(document.body.querySelectorAll('.ant-card')).find((c) => c.textContent?.includes('Pass rate over time'));
    expect(card?.querySelector('thead')?.textContent).toBe('RunAll casesgreetingsorders');
    expect(Array.from(card?.querySelectorAll('tr.ant-table-row') ?? []).map((row) => row.textContent)).toEqual(['#1100%100%—', '#266.7%0%100%']);

    await click(segment('Published'));
    expect(requestData).toHaveBeenCalledWith(P.getTestRunTrends, expect.objectContaining({ query: { target: 'published' } }));
    expect(text()).toContain('No finished run against the published bot yet.');
  });
});
