/** Test Results: the run's header live from botTestRun, the review filter and search through the server, a case's turns with differences, NLP and doubles, a missing run. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BOT_TEST_PATHS as P } from '@switchboard/contracts/automated-testing/test-case.api';
import TestResultsPage from '@/features/automated-testing/routes/test-results-page';
import { click, segment, text } from '@/features/automated-testing/test-support/dom';
import { REFS } from '@/features/automated-testing/test-support/fixtures';
import { GREETING_PASSED, ORDER_FAILED, RUNNING } from '@/features/automated-testing/test-support/run-fixtures';
import { HttpError } from '@/lib/http/http-error';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
const listeners = vi.hoisted(() => new Map<string, (payload: unknown) => void>());
vi.mock('@/lib/http/api', () => ({ http: { requestData, request: vi.fn() } }));
vi.mock('@/lib/socket/namespace-socket', () => ({
  getNamespaceSocket: async () => ({ on: (event: string, fn: (p: unknown) => void) => listeners.set(event, fn), off: (event: string) => listeners.delete(event) }),
}));

const dom = domRootPerTest();
const RUN_PATH = P.getTestRun.replace(':runId', 'r2');
const RESULTS_PATH = P.getTestResults.replace(':runId', 'r2');
let runAnswer: () => unknown;
let resultsAnswer: (query: { filter: string }) => unknown;

function answer(path: string, options?: { query?: { filter: string } }) {
  if (path === RUN_PATH) return runAnswer();
  if (path === RESULTS_PATH) return resultsAnswer(options?.query ?? { filter: 'All' });
  if (path === P.references) return REFS;
  throw new Error(`unexpected ${path}`);
}

async function render(runId = 'r2') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/automatedtesting/testruns/testresults', element: <TestResultsPage /> }],
    { initialEntries: [`/automatedtesting/testruns/testresults?runId=${runId}`] });
  await act(async () => dom.root.render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>));
  await settle();
}

const resultCalls = () => requestData.mock.calls.filter(([path]) => path === RESULTS_PATH);

beforeEach(() => {
  requestData.mockReset().mockImplementation(async (path: string, options?: { query?: { filter: string } }) => answer(path, options));
  listeners.clear();
  runAnswer = () => RUNNING;
  resultsAnswer = () => ({ items: [ORDER_FAILED, GREETING_PASSED], totalCount: 2 });
});

describe('TestResultsPage', { timeout: 30_000 }, () => {
  it('shows the run with its live counts: a botTestRun event moves the header and refreshes the results', async () => {
    await render();
    expect(text()).toContain('Test Results: Run #2');
    expect(text()).toContain('Running');
    expect(text()).toContain('1 of 4 done: 1 passed, 0 failed');
    expect(resultCalls().at(-1)?.[1]).toEqual(expect.objectContaining({ query: { filter: 'All', search: undefined, page: 1, pageSize: 10 } }));
    const before = resultCalls().length;
    await vi.waitFor(() => expect(listeners.has('botTestRun')).toBe(true));
    await act(async () => listeners.get('botTestRun')?.({ ...RUNNING, state: 'failed', done: 4, passed: 3, failed: 1, passRate: 0.75, durationMs: 4000 }));
    await settle();
    expect(text()).toContain('4 of 4 done: 3 passed, 1 failed');
    expect(text()).toContain('75%');
    expect(text()).not.toContain('Cancel');
    expect(resultCalls().length).toBe(before + 1);
  });

  it('filters by the review filter through the server and says when no case matches', async () => {
    await render();
    const rows = () => Array.from(document.body.querySelectorAll('.ant-collapse-header')).map((row) => row.textContent ?? '');
    expect(rows()[0]).toContain('Order status by number');
    expect(rows()[0]).toContain('Failed');
    expect(rows()[1]).toContain('Passed');
    resultsAnswer = ({ filter }) => (filter === 'Failed' ? { items: [ORDER_FAILED], totalCount: 1 } : { items: [], totalCount: 0 });
    await click(segment('Failed'));
    expect(resultCalls().at(-1)?.[1]).toEqual(expect.objectContaining({ query: expect.objectContaining({ filter: 'Failed', page: 1 }) }));
    expect(rows()).toHaveLength(1);
    await click(segment('Passed'));
    expect(resultCalls().at(-1)?.[1]).toEqual(expect.objectContaining({ query: expect.objectContaining({ filter: 'Passed' }) }));
    expect(text()).toContain('No case matches the filter or search.');
  });

  it('opens a case to its turns: the difference marked, the NLP snapshot, the time and the brand function not called', async () => {
    await render();
    await click(document.body.querySelector<HTMLElement>('.ant-collapse-header'));
    const failing = document.body.querySelector('li[aria-label="Bot message 1: differs"]');
    expect(failing?.querySelector('del')?.textContent).toBe('order ');
    expect(failing?.querySelector('ins')?.textContent).toBe('parcel ');
    // A passed turn's check as a run keeps it: matched, nothing to set side by side.
    expect(document.body.querySelector('li[aria-label="Hand-over: matches"]')?.textContent).toBe('Hand-overMatches');
    expect(text()).toContain('order_status (93%, threshold 50%)');
    expect(text()).toContain('order_status 93%, greeting 4%');
    expect(text()).toContain('2.4 s');
    expect(document.body.querySelector('ul[aria-label="Stood in for in turn 2"]')?.textContent)
      .toBe('Brand function lookupOrder: Not called: test runs do not call brand functions unless the run asks for them; the bot took the failure path');
    expect(text()).toContain('Presses "Talk to a person"');
  });

  it('says when the run does not exist', async () => {
    runAnswer = () => { throw new HttpError({ kind: 'http', status: 404, message: 'Test run not found' }); };
    await render();
    expect(text()).toContain('This test run does not exist.');
    expect(document.body.querySelector('a[href="/automatedtesting/testruns"]')).not.toBeNull();
  });
  it('says where a failing case changed: this run, or the run it has failed since (a link to it)', async () => {
    resultsAnswer = () => ({
      items: [
        { ...ORDER_FAILED, runId: 'r2', failingSince: { runId: 'r1', number: 1 } },
        { ...ORDER_FAILED, runId: 'r2', _id: 'res-again', position: 2, name: 'Order again', failingSince: { runId: 'r2', number: 2 } },
        { ...GREETING_PASSED, runId: 'r2' },
      ],
      totalCount: 3,
    });
    await render();
    const rows = Array.from(document.body.querySelectorAll('.ant-collapse-header')).map((row) => row.textContent ?? '');
    expect(rows[0]).toContain('Failing since run #1');
    expect(rows[1]).toContain('Started failing in this run');
    expect(rows[2]).not.toContain('failing');
    expect(document.body.querySelector('.ant-collapse-header a[href="/automatedtesting/testruns/testresults?runId=r1"]')?.textContent).toBe('run #1');
  });
});
