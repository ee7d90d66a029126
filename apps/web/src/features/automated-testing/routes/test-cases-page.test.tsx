/** Test Cases: the server-paged list with tags, the tag filter, empty and error states, delete asked first, Run with the differences, import and export. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BOT_TEST_PATHS as P } from '@switchboard/contracts/automated-testing/test-case.api';
import type { TestCaseImportReport } from '@switchboard/contracts/automated-testing/test-case-sheet.schemas';
import TestCasesPage from '@/features/automated-testing/routes/test-cases-page';
import { button, chooseFile, click, pick, text } from '@/features/automated-testing/test-support/dom';
import { GREETING_CASE, ORDER_CASE, ORDER_RESULT, REFS, TAGS } from '@/features/automated-testing/test-support/fixtures';
import { HttpError } from '@/lib/http/http-error';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
const request = vi.hoisted(() => vi.fn());
const download = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData, request } }));
vi.mock('@/lib/http/download', () => ({ downloadWithSession: download }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/feedback/feedback', async (importOriginal) => ({ ...await importOriginal<object>(), toast }));

const dom = domRootPerTest();
let listAnswer: () => unknown;

function answer(path: string) {
  if (path === P.testCases) return listAnswer();
  if (path === P.getTestCaseTags) return TAGS;
  if (path === P.references) return REFS;
  if (path.startsWith('/admin/v1/botTest/deleteTestCase/')) return { _id: 'c-order' };
  throw new Error(`unexpected ${path}`);
}

async function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/automatedtesting/testcases', element: <TestCasesPage /> }], { initialEntries: ['/automatedtesting/testcases'] });
  await act(async () => dom.root.render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>));
  await settle();
}

beforeEach(() => {
  requestData.mockReset().mockImplementation(async (path: string) => answer(path));
  request.mockReset();
  download.mockReset().mockResolvedValue(undefined);
  listAnswer = () => ({ items: [ORDER_CASE, GREETING_CASE], totalCount: 2 });
  toast.success.mockReset();
});

// A table, drawers and dialogs under jsdom: slow on the shared two-core machine.
describe('TestCasesPage', { timeout: 30_000 }, () => {
  it('lists the cases with tags and turns, filters by tag through the server and says when nothing matches', async () => {
    await render();
    expect(requestData).toHaveBeenCalledWith(P.testCases, expect.objectContaining({ query: { search: undefined, page: 1, pageSize: 10, tag: undefined } }));
    const rows = Array.from(document.body.querySelectorAll('tbody tr[data-row-key]')).map((row) => row.textContent);
    expect(rows[0]).toContain('Order status by number');
    expect(rows[0]).toContain('orders');
    expect(rows[1]).toContain('Greeting');
    expect(document.body.querySelector('a[href="/automatedtesting/testcases/c-order"]')).not.toBeNull();

    listAnswer = () => ({ items: [], totalCount: 0 });
    await pick('Filter by tag', 'smoke');
    expect(requestData).toHaveBeenLastCalledWith(P.testCases, expect.objectContaining({ query: expect.objectContaining({ tag: 't-smoke', page: 1 }) }));
    expect(text()).toContain('No test case matches the search or tag.');
  });

  it('says the list could not be loaded, with Retry', async () => {
    let failed = false;
    listAnswer = () => {
      if (failed) return { items: [GREETING_CASE], totalCount: 1 };
      failed = true;
      throw new HttpError({ kind: 'http', status: 500, message: 'down' });
    };
    await render();
    expect(text()).toContain('The list could not be loaded.');
    await click(button('Retry'));
    expect(text()).toContain('Greeting');
  });

  it('asks before deleting a case, then deletes it', async () => {
    await render();
    await click(button('Delete Order status by number'));
    expect(text()).toContain('Delete the test case Order status by number?');
    expect(requestData).not.toHaveBeenCalledWith(expect.stringContaining('deleteTestCase'), expect.anything());
    const confirm = Array.from(document.body.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')).find((b) => b.textContent === 'Delete');
    await click(confirm);
    expect(requestData).toHaveBeenCalledWith(`${P.deleteTestCase.replace(':testCaseId', 'c-order')}`, { method: 'DELETE' });
    expect(toast.success).toHaveBeenCalledWith('Test case deleted');
  });

  it('runs a case: each turn passed or failed, the differing check marked with its words, ids shown as names', async () => {
    request.mockResolvedValueOnce({ ok: true, status: 200, data: ORDER_RESULT });
    await render();
    await click(button('Run Order status by number'));
    expect(request).toHaveBeenCalledWith('/admin/v1/botTest/runTestCase/c-order', { method: 'POST', quiet: true });
    expect(text()).toContain('Failed: 1 of 4 checks differ');
    const failing = document.body.querySelector('li[aria-label="Bot message 1: differs"]');
    expect(failing?.querySelector('del')?.textContent).toBe('order ');
    expect(failing?.querySelector('ins')?.textContent).toBe('parcel ');
    expect(document.body.querySelector('li[aria-label="Node: matches"]')?.textContent).toContain('Question: Ask order number');
    expect(document.body.querySelector('li[aria-label="Hand-over: matches"]')?.textContent).toContain('handed over to Billing');
    expect(text()).toContain('Presses "Talk to a person"');
  });

  it('says why a run was refused (nothing trained yet)', async () => {
    request.mockResolvedValueOnce({ ok: false, status: 412, message: 'Train the bot before trying it.' });
    await render();
    await click(button('Run Greeting'));
    expect(text()).toContain('The case could not be run');
    expect(text()).toContain('Train the bot before trying it.');
  });

  it('imports a workbook and shows what became of each case; exports what the list shows', async () => {
    const report: TestCaseImportReport = { created: 1, updated: 0, failed: 1, cases: [
      { row: 2, name: 'Refund', status: 'created' }, { row: 4, name: 'Broken', status: 'error', message: 'Row 5, workflow: No workflow named "Nope"' },
    ] };
    requestData.mockImplementation(async (path: string) => (path === P.importTestCases ? report : answer(path)));
    await render();
    await chooseFile(new File(['x'], 'cases.xlsx'));
    expect(requestData).toHaveBeenCalledWith(P.importTestCases, expect.objectContaining({ method: 'POST', body: expect.any(FormData) }));
    expect(text()).toContain('1 created, 0 updated, 1 not imported');
    expect(text()).toContain('Row 5, workflow: No workflow named "Nope"');

    await pick('Filter by tag', 'orders');
    await click(button('Export xlsx'));
    expect(download).toHaveBeenCalledWith(`${P.exportTestCases}?tag=t-orders`, 'test-cases.xlsx');
  });
});
