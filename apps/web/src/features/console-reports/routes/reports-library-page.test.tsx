/** UI Reports: every file 10 a page with period, status (progress, reason), size and download; on-demand generation; delete asks first. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REPORT_PATHS as P } from '@switchboard/contracts/console/reports.schemas';
import ReportsLibraryPage from '@/features/console-reports/routes/reports-library-page';
import { button, click, CONFIG, run, text } from '@/features/console-reports/test-support/fixtures';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
const request = vi.hoisted(() => vi.fn());
const download = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData, request } }));
vi.mock('@/lib/http/download', () => ({ downloadWithSession: download }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/feedback/feedback', async (importOriginal) => ({ ...await importOriginal<object>(), toast }));

const dom = domRootPerTest();
let runs: () => unknown;
const RUNNING = run({ id: 'b1', status: 'running', progress: 40, rows: null, sizeBytes: null, durationMs: null, downloadable: false });
const FAILED = run({ id: 'c1', status: 'failed', reason: 'connect ECONNREFUSED', rows: null, sizeBytes: null, downloadable: false });

async function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  await act(async () => dom.root.render(<QueryClientProvider client={client}><ReportsLibraryPage /></QueryClientProvider>));
  await settle();
}
const rows = () => Array.from(document.body.querySelectorAll('tbody tr.ant-table-row')).map((row) => row.textContent ?? '');

beforeEach(() => {
  runs = () => ({ items: [run(), RUNNING, FAILED], totalCount: 3 });
  requestData.mockReset().mockImplementation(async (path: string) => {
    if (path === P.runs) return runs();
    if (path === P.configs) return { items: [CONFIG], totalCount: 1 };
    throw new Error(`unexpected ${path}`);
  });
  request.mockReset();
  download.mockReset().mockResolvedValue(undefined);
});

describe('ReportsLibraryPage', { timeout: 30_000 }, () => {
  it('lists every file 10 a page: status in words, progress while running, the reason of a failure, size and duration', async () => {
    await render();
    expect(requestData).toHaveBeenCalledWith(P.runs, expect.objectContaining({ query: { page: 1, pageSize: 10 } }));
    const [sent, running, failed] = rows();
    expect(sent).toContain('Sent');
    expect(sent).toContain('20.0 KB · 15 rows');
    expect(sent).toContain('2 s');
    expect(running).toContain('Running');
    expect(running).toContain('40%');
    expect(failed).toContain('connect ECONNREFUSED');
  });

  it('downloads through the session; a file not built yet cannot be downloaded', async () => {
    await render();
    const buttons = Array.from(document.body.querySelectorAll<HTMLButtonElement>(`button[aria-label="Download ${CONFIG.name}"]`));
    expect(buttons.map((b) => b.disabled)).toEqual([false, true, true]);
    await click(buttons[0]);
    expect(download).toHaveBeenCalledWith(P.download.replace(':id', run().id), 'Daily agent monitoring 2026-03-09.xlsx');
  });

  it('generates on demand for the chosen report and period', async () => {
    request.mockResolvedValue({ ok: true, data: run({ id: 'd1', status: 'queued', progress: 0, downloadable: false }), message: 'Report queued' });
    await render();
    await click(button('Generate'));
    expect(text()).toContain('Choose a report');
    expect(request).not.toHaveBeenCalled();
    const select = document.getElementById('generate-config')?.closest('.ant-select');
    await act(async () => (select?.querySelector('.ant-select-selector, .ant-select-content') ?? select)?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    await settle();
    await click(Array.from(document.body.querySelectorAll<HTMLElement>('.ant-select-item-option')).find((o) => o.textContent === CONFIG.name));
    await click(button('Generate'));
    expect(request).toHaveBeenCalledWith(P.onDemand, expect.objectContaining({ method: 'POST', body: expect.objectContaining({ configId: CONFIG.id }) }));
  });

  it('asks before deleting a file', async () => {
    await render();
    await click(document.body.querySelector<HTMLButtonElement>(`button[aria-label="Delete ${CONFIG.name}"]`));
    expect(text()).toContain('Delete this report file?');
    expect(request).not.toHaveBeenCalled();
  });

  it('shows the empty state', async () => {
    runs = () => ({ items: [], totalCount: 0 });
    await render();
    expect(text()).toContain('No report files yet');
  });

  it('shows the error state with Retry', async () => {
    runs = () => { throw new Error('down'); };
    await render();
    expect(text()).toContain('The reports library could not be loaded.');
    expect(button('Retry')).toBeTruthy();
  });
});
