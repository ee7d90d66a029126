/**
 * Sender with a customer segment: the saved segments with their reach, a new one sized as it is written and saved,
 * its columns (number, name, e-mail) mapped and checked like a sheet's, a delete asked first; empty and failed lists.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadReport } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import { SENDER_PATHS, type BroadcastSettings } from '@switchboard/contracts/whatsapp/whatsapp.broadcast-sender';
import { SEGMENT_PATHS, type Segment } from '@switchboard/contracts/whatsapp/whatsapp.segments';
import { TEMPLATE_PATHS, type Template } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import SenderPage from '@/features/whatsapp/routes/sender-page';
import { domRootPerTest, settle } from '@/test-support/dom-root';
import { clickButton, fill, pick, text } from '@/features/whatsapp/test-kit/page-driver';

const requestData = vi.hoisted(() => vi.fn());
const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));
vi.mock('@/lib/feedback/feedback', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

const TEMPLATE: Template = {
  id: 't1', name: 'order_update', language: 'en', category: 'UTILITY', status: 'APPROVED', rejectedReason: null, quality: 'GREEN', providerId: '1',
  components: [{ type: 'BODY', text: 'Hi {{1}}, your code is {{2}}.', example: { body_text: [['Priya', 'A-1']] } }],
  createdAt: '2026-11-21T10:00:00.000Z', updatedAt: '2026-11-21T10:00:00.000Z',
};
const SETTINGS: BroadcastSettings = { perSecond: 80, dailyTier: 2000, usedLast24h: 0, prices: { MARKETING: 0.78, UTILITY: 0.115, AUTHENTICATION: null }, currency: 'INR' };
const VIPS: Segment = {
  id: '0b6f6a0e-6c39-4f0c-9a53-7c1f4d1b2a01', name: 'VIPs', filter: { tags: ['vip'], activeWithinDays: 30 }, size: { reachable: 12, optedOut: 2 }, createdAt: '2026-11-21T10:00:00.000Z',
};
const REPORT: UploadReport = { rows: 14, accepted: 11, rejectedTotal: 3, problems: { badPhone: 0, missingVariable: 1, duplicate: 0, optedOut: 2 }, rejected: [] };

const dom = domRootPerTest();
/** The two walks through the whole page open a dozen antd selects and modals: jsdom needs more than the default on a busy machine. */
const SLOW = 45_000;

function route(segments: () => Segment[] | Promise<never>) {
  requestData.mockImplementation(async (path: string, options?: { method?: string; body?: Record<string, unknown> }) => {
    if (path === TEMPLATE_PATHS.templates) return { items: [TEMPLATE], totalCount: 1 };
    if (path === SENDER_PATHS.settings) return SETTINGS;
    if (path === SEGMENT_PATHS.segments && options?.method === 'POST') return { ...VIPS, id: '7d0c1f6e-2b9a-4c3e-8f1a-5e6d7c8b9a02', name: options.body?.name, size: { reachable: 5, optedOut: 1 } };
    if (path === SEGMENT_PATHS.segments) return { items: await segments() };
    if (path === SEGMENT_PATHS.tags) return { tags: ['vip', 'refund'] };
    if (path === SEGMENT_PATHS.preview) return { reachable: 5, optedOut: 1 };
    if (path === SENDER_PATHS.create) return { broadcast: null, report: REPORT };
    if (path === SEGMENT_PATHS.segment.replace(':id', VIPS.id)) return null;
    throw new Error(`unexpected ${path}`);
  });
}

async function render() {
  await act(async () => {
    dom.root.render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
        <MemoryRouter><SenderPage /></MemoryRouter>
      </QueryClientProvider>,
    );
  });
  await settle();
}

async function toSegments() {
  await pick('Approved template', 'order_update · English');
  const item = [...document.body.querySelectorAll<HTMLElement>('.ant-segmented-item')].find((el) => el.textContent === 'Customer segment')!;
  await act(async () => item.click());
  await settle();
}

const calls = (path: string, method?: string) => requestData.mock.calls.filter(([p, o]) => p === path && (!method || o?.method === method));

beforeEach(() => {
  requestData.mockReset();
  toastSuccess.mockReset();
});

describe('SenderPage with a customer segment', () => {
  it('sends to a saved segment: its columns mapped, rows checked, the estimate for its reach', async () => {
    route(() => [VIPS]);
    await render();
    await toSegments();
    await pick('Saved segment', 'VIPs (12 customers)');
    expect(text()).toContain('WhatsApp customers tagged “vip”, wrote in the last 30 days: 12 customers now (2 opted out, not sent to).');
    expect(document.body.querySelector('[aria-label="Phone number column"]')?.closest('.ant-select')?.textContent).toContain('Phone number');
    await pick('Column for Body {{1}}', 'Name');
    await pick('Column for Body {{2}}', 'E-mail');
    await clickButton('Check rows');
    expect(calls(SENDER_PATHS.create)[0]?.[1].body).toMatchObject({ segmentId: VIPS.id, phoneColumn: 'Phone number', columns: ['Name', 'E-mail'], validateOnly: true });
    expect(calls(SENDER_PATHS.create)[0]?.[1].body).not.toHaveProperty('sheetId');
    expect(document.body.querySelector('[aria-label="Estimate"]')?.textContent).toContain('11 × ₹0.115');
    await clickButton('Send broadcast');
    expect(text()).toContain('3 customers of the segment will not be sent.');
  }, SLOW);

  it('saves a new segment sized as it is written, and deletes one after asking', async () => {
    route(() => [VIPS]);
    await render();
    await toSegments();
    await clickButton('New segment');
    await pick('Chat tags', 'refund');
    await fill('Wrote in the last (days)', '7');
    expect(text()).toContain('WhatsApp customers tagged “refund”, wrote in the last 7 days.');
    expect(text()).toContain('5 customers match now; 1 more opted out and are not sent to.');
    await clickButton('Save segment');
    expect(text()).toContain('Name the segment');
    expect(calls(SEGMENT_PATHS.segments, 'POST')).toHaveLength(0);
    await fill('Segment name', 'Refunds this week');
    await clickButton('Save segment');
    expect(calls(SEGMENT_PATHS.segments, 'POST')[0]?.[1].body).toEqual({ name: 'Refunds this week', filter: { tags: ['refund'], activeWithinDays: 7 } });
    expect(toastSuccess).toHaveBeenCalledWith('Segment saved.');
    expect(text()).toContain('5 customers now (1 opted out, not sent to)');

    await pick('Saved segment', 'VIPs (12 customers)');
    await clickButton('Delete segment');
    expect(calls(SEGMENT_PATHS.segment.replace(':id', VIPS.id))).toHaveLength(0);
    expect(text()).toContain('Delete the segment “VIPs”?');
    await clickButton('Delete', { exact: true, within: '.ant-popover' });
    expect(calls(SEGMENT_PATHS.segment.replace(':id', VIPS.id), 'DELETE')).toHaveLength(1);
    expect(toastSuccess).toHaveBeenCalledWith('Segment deleted.');
  }, SLOW);

  it('says when no segment is saved yet', async () => {
    route(() => []);
    await render();
    await toSegments();
    expect(text()).toContain('Save a segment (a filter of your WhatsApp customers) to send to it.');
  });

  it('offers a retry when the list fails', async () => {
    let fail = true;
    route(() => (fail ? Promise.reject(new Error('down')) : [VIPS]));
    await render();
    await toSegments();
    expect(text()).toContain('The segments could not be loaded.');
    fail = false;
    await clickButton('Retry');
    expect(text()).toContain('New segment');
  });
});
