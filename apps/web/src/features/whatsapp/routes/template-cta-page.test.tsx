/** Template CTA: the records with their counts and the note on URL buttons; filters and paging through the server; empty, error and not-connected states. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CTA_PATHS, CTA_TEXTS, type CtaCounts, type CtaFilterOptions, type CtaListData, type CtaRecord,
} from '@switchboard/contracts/whatsapp/whatsapp.cta';
import { WHATSAPP_NOT_CONFIGURED } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import TemplateCtaPage from '@/features/whatsapp/routes/template-cta-page';
import { HttpError } from '@/lib/http/http-error';
import { useTimeZoneStore } from '@/lib/dates/time-zone-store';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));

const record = (overrides: Partial<CtaRecord>): CtaRecord => ({
  id: 'p1', phone: '919812345678', button: 'Yes, interested', payload: 'Yes, interested', replyType: 'button',
  template: { name: 'diwali_offer', language: 'en_US' }, broadcast: { _id: 'b1', name: 'Diwali offer', row: 7 },
  pressedAt: '2026-11-20T10:00:00.000Z', ...overrides,
});
const COUNTS: CtaCounts = {
  totals: { presses: 3, recipients: 2 },
  templates: [{ template: { name: 'diwali_offer', language: 'en_US' }, presses: 3, recipients: 2, buttons: [{ button: 'Yes, interested', presses: 2 }, { button: 'Not now', presses: 1 }] }],
  broadcasts: [{ _id: 'b1', name: 'Diwali offer', template: { name: 'diwali_offer', language: 'en_US' }, sent: 8, presses: 3, recipients: 2, buttons: [{ button: 'Yes, interested', presses: 2 }] }],
};
const OPTIONS: CtaFilterOptions = {
  templates: [{ name: 'diwali_offer', language: 'en_US' }, { name: 'order_update', language: 'hi' }],
  broadcasts: [{ _id: 'b1', name: 'Diwali offer' }], buttons: ['Not now', 'Yes, interested'],
};

/** Answers each path with its data (a function of the query for the records). */
function serve(records: (query: Record<string, unknown>) => CtaListData, counts: CtaCounts = COUNTS) {
  requestData.mockImplementation(async (path: string, options: { query: Record<string, unknown> }) => {
    if (path === CTA_PATHS.records) return records(options.query);
    if (path === CTA_PATHS.counts) return counts;
    if (path === CTA_PATHS.filters) return OPTIONS;
    throw new Error(`unexpected ${path}`);
  });
}
const recordsCalls = () => requestData.mock.calls.filter(([path]) => path === CTA_PATHS.records).map(([, options]) => (options as { query: Record<string, unknown> }).query);

const dom = domRootPerTest();
const text = () => document.body.textContent ?? '';

async function render() {
  await act(async () => {
    dom.root.render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <TemplateCtaPage />
      </QueryClientProvider>,
    );
  });
  await settle();
}

async function choose(label: string, option: string) {
  const select = document.body.querySelector(`[aria-label="CTA filters"] input[aria-label="${label}"]`)!.closest('.ant-select') as HTMLElement;
  await act(async () => select.querySelector('.ant-select-selector, .ant-select-content')?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
  await settle();
  const item = Array.from(document.body.querySelectorAll('.ant-select-item-option')).find((el) => el.textContent === option) as HTMLElement;
  await act(async () => item.click());
  await settle();
}

beforeEach(() => {
  requestData.mockReset();
  useTimeZoneStore.setState({ chosen: 'Asia/Kolkata' });
});

// Three tables, a range picker and five selects: the first renders took 7 to 15 s while the machine was at load 14 (a time
// limit is not a speed goal here).
describe('TemplateCtaPage', { timeout: 60_000 }, () => {
  it('lists who pressed which button, with the counts per template and per broadcast, and says URL taps are not reported', async () => {
    serve(() => ({ items: [record({}), record({ id: 'p2', phone: '919800000001', button: 'Reschedule', payload: 'RESCHEDULE', broadcast: null, template: { name: 'order_update', language: 'hi' } })], totalCount: 2 }));
    await render();
    expect(recordsCalls()).toEqual([{ page: 1 }]);
    expect(text()).toContain(CTA_TEXTS.notReported);
    expect(text()).toContain('+919812345678');
    expect(text()).toContain('20 Nov 2026, 03:30 PM');
    expect(text()).toContain('diwali_offer (English (US))');
    expect(text()).toContain('Sheet row 7');
    expect(text()).toContain('Payload: RESCHEDULE');
    expect(text()).toContain(CTA_TEXTS.fromChat);
    expect(text()).toContain('order_update (Hindi)');
    // Counts: per template by button, per broadcast with the share of its recipients who pressed.
    expect(text()).toContain('Yes, interested: 2');
    expect(text()).toContain('Not now: 1');
    expect(text()).toContain('2 (25%)');
    expect(document.body.querySelector('h1')?.textContent).toBe('Template CTA');
  });

  it('filters by template, button and phone through the server, from the first page, and says when nothing matches', async () => {
    serve((query) => (query.page === 1 && !query.templateName
      ? { items: Array.from({ length: 20 }, (_, i) => record({ id: `p${i}` })), totalCount: 21 }
      : { items: [], totalCount: 0 }));
    await render();
    const next = document.body.querySelector('.ant-pagination-next button, li.ant-pagination-next') as HTMLElement;
    await act(async () => next.click());
    await settle();
    expect(recordsCalls().at(-1)).toEqual({ page: 2 });

    await choose('Template', 'order_update (Hindi)');
    expect(recordsCalls().at(-1)).toEqual({ templateName: 'order_update', templateLanguage: 'hi', page: 1 });
    expect(requestData).toHaveBeenLastCalledWith(CTA_PATHS.counts, expect.objectContaining({ query: { templateName: 'order_update', templateLanguage: 'hi' } }));
    await choose('Button', 'Not now');
    expect(recordsCalls().at(-1)).toEqual({ templateName: 'order_update', templateLanguage: 'hi', button: 'Not now', page: 1 });

    const search = document.body.querySelector('input[aria-label="Search by phone"]') as HTMLInputElement;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(search, '+91 98123');
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => search.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true })));
    await settle();
    expect(recordsCalls().at(-1)).toMatchObject({ search: '9198123', page: 1 });
    expect(text()).toContain(CTA_TEXTS.emptyFiltered);
  });

  it('says so when there are no presses yet', async () => {
    serve(() => ({ items: [], totalCount: 0 }), { totals: { presses: 0, recipients: 0 }, templates: [], broadcasts: [] });
    await render();
    expect(text()).toContain(CTA_TEXTS.empty);
  });

  it('shows a failed list with a retry', async () => {
    serve(() => ({ items: [record({})], totalCount: 1 }));
    const served = requestData.getMockImplementation()!;
    requestData.mockImplementationOnce(async (path: string, options: unknown) => {
      if (path === CTA_PATHS.records) throw new HttpError({ kind: 'http', status: 500, message: 'down' });
      return served(path, options);
    });
    await render();
    expect(text()).toContain('The button presses could not be loaded.');
    const retry = Array.from(document.body.querySelectorAll('button')).find((b) => b.textContent?.includes('Retry'))!;
    await act(async () => retry.click());
    await settle();
    expect(text()).toContain('+919812345678');
  });

  it('says WhatsApp is not connected, with what to set, when the server answers 412', async () => {
    requestData.mockRejectedValueOnce(new HttpError({ kind: 'refused', status: 412, message: WHATSAPP_NOT_CONFIGURED }));
    requestData.mockRejectedValueOnce(new HttpError({ kind: 'refused', status: 412, message: WHATSAPP_NOT_CONFIGURED }));
    requestData.mockRejectedValueOnce(new HttpError({ kind: 'refused', status: 412, message: WHATSAPP_NOT_CONFIGURED }));
    await render();
    expect(text()).toContain('WhatsApp is not connected');
    expect(text()).toContain('Members › Configuration');
    expect(text()).not.toContain('could not be loaded');
  });
});
