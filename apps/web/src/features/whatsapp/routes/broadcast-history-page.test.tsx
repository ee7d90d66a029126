/**
 * Broadcast History: 10 a page with creator, state, progress and counts, asked again while one sends; filters; one
 * opened for its failures by code, its recipients by status, their export and its controls (cancel asked first).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BROADCAST_PATHS } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import {
  ERROR_CODE_MEANINGS, HISTORY_PATHS, type BroadcastListItem, type BroadcastRecipient, type FailureGroup,
} from '@switchboard/contracts/whatsapp/whatsapp.broadcast-history';
import { WHATSAPP_NOT_CONFIGURED } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import BroadcastHistoryPage from '@/features/whatsapp/routes/broadcast-history-page';
import { HttpError } from '@/lib/http/http-error';
import { useScreenStore } from '@/lib/screen/screen-store';
import { domRootPerTest, settle } from '@/test-support/dom-root';
import { clickButton, pick, text } from '@/features/whatsapp/test-kit/page-driver';

const requestData = vi.hoisted(() => vi.fn());
const download = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));
vi.mock('@/lib/http/download', () => ({ downloadWithSession: download }));
// Live progress is asked for every 5 s; the test waits 40 ms instead.
vi.mock('@switchboard/contracts/whatsapp/whatsapp.broadcast-history', async (original) => ({ ...(await original<object>()), BROADCAST_POLL_MS: 40 }));

const item = (overrides: Partial<BroadcastListItem>): BroadcastListItem => ({
  _id: 'b1', name: 'Diwali offer', template: { name: 'diwali_offer', language: 'en', category: 'MARKETING' }, variables: ['Name'], parameters: ['body:1'],
  scheduledAt: '2026-11-21T10:00:00.000Z', timeZone: 'Asia/Kolkata', state: 'completed',
  counts: { total: 1000, queued: 0, sent: 980, delivered: 950, read: 700, failed: 15, skipped: 5 },
  createdAt: '2026-11-21T09:55:00.000Z', completedAt: '2026-11-21T10:05:00.000Z', createdBy: { id: 'u1', name: 'Asha Rao' }, ...overrides,
});
const FAILURES: FailureGroup[] = [
  { code: 131026, count: 12, retryable: false, ...ERROR_CODE_MEANINGS[131026]! },
  { code: 130429, count: 3, retryable: true, ...ERROR_CODE_MEANINGS[130429]! },
];
const recipient = (id: number, overrides: Partial<BroadcastRecipient> = {}): BroadcastRecipient => ({
  id, row: id + 1, phone: `9198000000${id}`, variables: ['Priya'], state: 'read', errorCode: null, reason: null, attempts: 1, updatedAt: '2026-11-21T10:01:00.000Z', ...overrides,
});

let list: { items: BroadcastListItem[]; totalCount: number; templates: string[] };
function route() {
  requestData.mockImplementation(async (path: string) => {
    if (path === HISTORY_PATHS.list) return list;
    if (path.endsWith('/failures')) return { items: FAILURES };
    if (path.endsWith('/recipients')) return { items: [recipient(1, { state: 'failed', errorCode: 131026 }), recipient(2)], totalCount: 2 };
    const action = /\/(pause|resume|cancel|retryFailed)$/.exec(path);
    if (action) return { ...item({}), state: action[1] === 'cancel' ? 'cancelled' : 'running' };
    throw new Error(`unexpected ${path}`);
  });
}
const calls = (path: string) => requestData.mock.calls.filter(([called]) => called === path);

const dom = domRootPerTest();
async function render() {
  await act(async () => {
    dom.root.render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
        <MemoryRouter><BroadcastHistoryPage /></MemoryRouter>
      </QueryClientProvider>,
    );
  });
  await settle();
}

beforeEach(() => {
  useScreenStore.getState().update(1280, 800);
  requestData.mockReset();
  download.mockReset();
  list = { items: [item({})], totalCount: 1, templates: ['diwali_offer', 'order_update'] };
});

describe('BroadcastHistoryPage', () => {
  it('lists broadcasts 10 a page with creator, state, progress and counts, and filters by state and template', async () => {
    route();
    await render();
    expect(requestData).toHaveBeenCalledWith(HISTORY_PATHS.list, expect.objectContaining({ query: { search: undefined, page: 1, pageSize: 10, state: undefined, template: undefined } }));
    for (const part of ['Diwali offer', 'diwali_offer · English', 'Asha Rao', 'Completed', '1,000 of 1,000 handled', 'Sent 980', 'Delivered 950', 'Read 700', 'Failed 15', 'Skipped 5']) {
      expect(text()).toContain(part);
    }
    await pick('State', 'Paused');
    expect(requestData).toHaveBeenLastCalledWith(HISTORY_PATHS.list, expect.objectContaining({ query: expect.objectContaining({ state: 'paused', page: 1 }) }));
    await pick('Template', 'order_update');
    expect(requestData).toHaveBeenLastCalledWith(HISTORY_PATHS.list, expect.objectContaining({ query: expect.objectContaining({ state: 'paused', template: 'order_update' }) }));
  });

  it('stacks each broadcast in one cell on a phone, progress and counts included', async () => {
    useScreenStore.getState().update(390, 800);
    route();
    await render();
    const headers = [...document.body.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(['Broadcasts']);
    const cell = document.body.querySelector('tbody tr[data-row-key] td')?.textContent ?? '';
    for (const part of ['Diwali offer', 'Completed', 'Asha Rao', '1,000 of 1,000 handled', 'Failed 15']) expect(cell).toContain(part);
  });

  it('asks again while a broadcast sends, and stops once none does', async () => {
    list = { items: [item({ state: 'running', counts: { total: 1000, queued: 600, sent: 400, delivered: 0, read: 0, failed: 0, skipped: 0 } })], totalCount: 1, templates: [] };
    route();
    await render();
    expect(text()).toContain('400 of 1,000 handled');
    list = { items: [item({ state: 'completed' })], totalCount: 1, templates: [] };
    await act(async () => new Promise((resolve) => setTimeout(resolve, 120)));
    await settle();
    expect(text()).toContain('1,000 of 1,000 handled');
    const asked = calls(HISTORY_PATHS.list).length;
    await act(async () => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(calls(HISTORY_PATHS.list)).toHaveLength(asked);
  });

  it('opens a broadcast: failures by code with their meaning, recipients by status, export, retry of the retryable only', async () => {
    route();
    await render();
    await clickButton('Diwali offer');
    const drawer = () => document.body.querySelector('.ant-drawer')?.textContent ?? '';
    expect(drawer()).toContain('Message undeliverable');
    expect(drawer()).toContain(ERROR_CODE_MEANINGS[131026]!.meaning);
    expect(drawer()).toContain('Can be retried');
    expect(drawer()).toContain('131026 Message undeliverable');
    await pick('Recipient status', 'Failed');
    expect(requestData).toHaveBeenLastCalledWith(HISTORY_PATHS.recipients.replace(':id', 'b1'), expect.objectContaining({ query: { page: 1, pageSize: 10, state: 'failed' } }));
    download.mockResolvedValueOnce(undefined);
    await clickButton('Export CSV');
    expect(download).toHaveBeenCalledWith(`${HISTORY_PATHS.export.replace(':id', 'b1')}?format=csv&state=failed`, 'diwali-offer-recipients.csv');

    await clickButton('Retry failed (3)');
    expect(requestData).toHaveBeenCalledWith(BROADCAST_PATHS.retryFailed.replace(':id', 'b1'), { method: 'POST', body: {} });
    // A completed broadcast cannot be cancelled or paused.
    expect(drawer()).not.toContain('Pause');
    expect([...document.body.querySelectorAll('.ant-drawer button')].some((b) => b.textContent === 'Cancel')).toBe(false);
  });

  it('pauses a sending broadcast and cancels it only once confirmed', async () => {
    list = { items: [item({ state: 'running', counts: { total: 10, queued: 5, sent: 5, delivered: 0, read: 0, failed: 0, skipped: 0 } })], totalCount: 1, templates: [] };
    route();
    await render();
    await clickButton('Diwali offer');
    await clickButton('Pause', { exact: true, within: '.ant-drawer' });
    expect(requestData).toHaveBeenCalledWith(BROADCAST_PATHS.pause.replace(':id', 'b1'), { method: 'POST', body: {} });
    await clickButton('Cancel', { exact: true, within: '.ant-drawer' });
    expect(text()).toContain('Recipients not yet sent are skipped. This cannot be undone.');
    expect(calls(BROADCAST_PATHS.cancel.replace(':id', 'b1'))).toHaveLength(0);
    await clickButton('Cancel broadcast', { exact: true, within: '.ant-popover' });
    expect(calls(BROADCAST_PATHS.cancel.replace(':id', 'b1'))).toHaveLength(1);
  });

  it('shows the empty state', async () => {
    list = { items: [], totalCount: 0, templates: [] };
    route();
    await render();
    expect(text()).toContain('No broadcasts yet: send one from Sender.');
  });

  it('shows the error with a retry', async () => {
    route();
    requestData.mockRejectedValueOnce(new HttpError({ kind: 'http', status: 500, message: 'down' }));
    await render();
    expect(text()).toContain('The list could not be loaded.');
    await clickButton('Retry');
    expect(text()).toContain('Diwali offer');
  });

  it('says WhatsApp is not connected when the server answers 412', async () => {
    requestData.mockRejectedValueOnce(new HttpError({ kind: 'refused', status: 412, message: WHATSAPP_NOT_CONFIGURED }));
    await render();
    expect(text()).toContain('WhatsApp is not connected');
    expect(text()).not.toContain('The list could not be loaded.');
  });
});
