/** Reports: the configurations with schedule, next run and last status; New report saved with the shared schema; Run now; delete asks first; error state. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REPORT_PATHS as P } from '@switchboard/contracts/console/reports.schemas';
import ReportsPage from '@/features/console-reports/routes/reports-page';
import { button, click, CONFIG, text, type } from '@/features/console-reports/test-support/fixtures';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
const request = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData, request } }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/feedback/feedback', async (importOriginal) => ({ ...await importOriginal<object>(), toast }));

const dom = domRootPerTest();
let configs: () => unknown;
const GROUP = { id: '7b0d3c52-5f7e-4b0c-9d55-8f0f3c1f1a21', name: 'Billing desk' };
const MEMBER = { id: '7b0d3c52-5f7e-4b0c-9d55-8f0f3c1f1a22', name: 'Sam Supervisor', active: true };
const CHOSEN = { ...CONFIG, filters: { ...CONFIG.filters, groupIds: [GROUP.id] }, recipients: { ...CONFIG.recipients, memberIds: [MEMBER.id] } };

async function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  await act(async () => dom.root.render(<QueryClientProvider client={client}><ReportsPage /></QueryClientProvider>));
  await settle();
}

beforeEach(() => {
  configs = () => ({ items: [CHOSEN], totalCount: 1 });
  requestData.mockReset().mockImplementation(async (path: string) => {
    if (path === P.configs) return configs();
    if (path === P.options) return { groups: [GROUP], agents: [MEMBER] };
    if (path === P.runs) return { items: [], totalCount: 0 };
    throw new Error(`unexpected ${path}`);
  });
  request.mockReset();
  toast.success.mockReset();
});

describe('ReportsPage', { timeout: 30_000 }, () => {
  it('lists configurations 20 a page with what, schedule, period, last status and recipients', async () => {
    await render();
    expect(requestData).toHaveBeenCalledWith(P.configs, expect.objectContaining({ query: { page: 1, pageSize: 20 } }));
    const row = document.body.querySelector('tbody tr.ant-table-row')?.textContent ?? '';
    for (const part of ['Daily agent monitoring', 'Agent monitoring (all three worksheets) · XLSX', 'Daily at 09:00 Europe/London', 'Yesterday', 'Sent', 'Sam Supervisor, ops@example.com', 'Billing desk']) {
      expect(row).toContain(part);
    }
  });

  it('shows the empty state', async () => {
    configs = () => ({ items: [], totalCount: 0 });
    await render();
    expect(text()).toContain('No scheduled reports yet');
  });

  it('shows the error state with Retry when loading fails', async () => {
    configs = () => { throw new Error('down'); };
    await render();
    expect(text()).toContain('The reports could not be loaded.');
    configs = () => ({ items: [CONFIG], totalCount: 1 });
    await click(button('Retry'));
    expect(text()).toContain('Daily agent monitoring');
  });

  it('saves a new report through the shared schema and refuses a bad one under its field', async () => {
    request.mockResolvedValue({ ok: true, data: CONFIG, message: 'Report saved' });
    await render();
    await click(button('New report'));
    await click(button('Save'));
    expect(text()).toContain('Give the report a name');
    expect(request).not.toHaveBeenCalled();
    await type('report-name', 'Weekly chats');
    await click(button('Save'));
    expect(request).toHaveBeenCalledWith(P.configs, expect.objectContaining({
      method: 'POST', body: expect.objectContaining({ name: 'Weekly chats', dataset: 'agentMonitoring', schedule: expect.objectContaining({ frequency: 'daily', time: '09:00' }) }),
    }));
    expect(toast.success).toHaveBeenCalledWith('Report saved');
  });

  it('edits a report with its groups and member recipients chosen by name, and sends them back', async () => {
    request.mockResolvedValue({ ok: true, data: CHOSEN, message: 'Report saved' });
    await render();
    await click(button(`Edit ${CONFIG.name}`));
    const dialog = document.body.querySelector('[role="dialog"]')?.textContent ?? '';
    expect(dialog).toContain('Billing desk');
    expect(dialog).toContain('Sam Supervisor');
    await click(button('Save'));
    expect(request).toHaveBeenCalledWith(P.config.replace(':id', CONFIG.id), expect.objectContaining({
      method: 'PUT', body: expect.objectContaining({ filters: { groupIds: [GROUP.id], agentIds: [], channels: [] }, recipients: { memberIds: [MEMBER.id], emails: ['ops@example.com'] } }),
    }));
  });

  it('"Run now" queues a run; Delete asks first', async () => {
    request.mockResolvedValue({ ok: true, data: { ...CONFIG, id: 'r1', configId: CONFIG.id, configName: CONFIG.name, trigger: 'runNow', status: 'queued', reason: null, progress: 0, periodStart: CONFIG.createdAt, periodEnd: CONFIG.createdAt, rows: null, sizeBytes: null, durationMs: null, finishedAt: null, downloadable: false }, message: 'Report queued' });
    await render();
    await click(button(`Run ${CONFIG.name} now`));
    expect(request).toHaveBeenCalledWith(P.runNow.replace(':id', CONFIG.id), { method: 'POST' });
    request.mockClear();
    await click(button(`Delete ${CONFIG.name}`));
    expect(text()).toContain(`Delete ${CONFIG.name}?`);
    expect(request).not.toHaveBeenCalled();
  });
});
