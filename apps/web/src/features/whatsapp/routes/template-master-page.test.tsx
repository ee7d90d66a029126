/** Template Master: the server-paged list with status, quality and rejection reason; filters; empty and error states. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEMPLATE_PATHS, WHATSAPP_NOT_CONFIGURED, type Template } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import TemplateMasterPage from '@/features/whatsapp/routes/template-master-page';
import { HttpError } from '@/lib/http/http-error';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));

const template = (overrides: Partial<Template>): Template => ({
  id: 't1', name: 'order_shipped', language: 'en_US', category: 'UTILITY', status: 'APPROVED', rejectedReason: null, quality: 'GREEN', providerId: '1',
  components: [{ type: 'BODY', text: 'Hi {{1}}, your order ships soon.', example: { body_text: [['Priya']] } }],
  createdAt: '2026-11-21T10:00:00.000Z', updatedAt: '2026-11-21T10:00:00.000Z', ...overrides,
});
const dom = domRootPerTest();
const text = () => document.body.textContent ?? '';

async function render() {
  await act(async () => {
    dom.root.render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter><TemplateMasterPage /></MemoryRouter>
      </QueryClientProvider>,
    );
  });
  await settle();
}

beforeEach(() => requestData.mockReset());

describe('TemplateMasterPage', () => {
  it('lists the first page with status, quality and a rejection’s reason', async () => {
    requestData.mockResolvedValue({ items: [template({}), template({ id: 't2', name: 'promo_sale', category: 'MARKETING', status: 'REJECTED', rejectedReason: 'INVALID_FORMAT', quality: null })], totalCount: 2 });
    await render();
    expect(requestData).toHaveBeenCalledWith(TEMPLATE_PATHS.templates, expect.objectContaining({ query: { search: undefined, page: 1, pageSize: 10 } }));
    expect(text()).toContain('order_shipped');
    expect(text()).toContain('Hi {{1}}, your order ships soon.');
    // WhatsApp's codes as people read them.
    expect(text()).toContain('Approved');
    expect(text()).toContain('High');
    expect(text()).toContain('English (US)');
    expect(text()).toContain('Rejected');
    expect(text()).toContain('Marketing');
    expect(text()).not.toMatch(/APPROVED|GREEN|MARKETING|en_US/);
    expect(text()).toContain('INVALID_FORMAT');
  });

  it('filters by status through the server and says when nothing matches', async () => {
    requestData.mockResolvedValue({ items: [], totalCount: 0 });
    await render();
    expect(text()).toContain('No templates yet.');
    const status = document.body.querySelector('[aria-label="Filters"] .ant-select') as HTMLElement;
    await act(async () => status.querySelector('.ant-select-selector, .ant-select-content')?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    await settle();
    const option = Array.from(document.body.querySelectorAll('.ant-select-item-option')).find((el) => el.textContent === 'Paused') as HTMLElement;
    await act(async () => option.click());
    await settle();
    expect(requestData).toHaveBeenLastCalledWith(TEMPLATE_PATHS.templates, expect.objectContaining({ query: expect.objectContaining({ status: 'PAUSED', page: 1 }) }));
    expect(text()).toContain('No template matches the search or filters.');
  });

  it('shows the error with a retry', async () => {
    requestData.mockRejectedValueOnce(new HttpError({ kind: 'http', status: 500, message: 'down' })).mockResolvedValue({ items: [template({})], totalCount: 1 });
    await render();
    expect(text()).toContain('The list could not be loaded.');
    const retry = Array.from(document.body.querySelectorAll('button')).find((b) => b.textContent?.includes('Retry'))!;
    await act(async () => retry.click());
    await settle();
    expect(text()).toContain('order_shipped');
  });

  it('says WhatsApp is not connected, with what to set, when the server answers 412', async () => {
    requestData.mockRejectedValueOnce(new HttpError({ kind: 'refused', status: 412, message: WHATSAPP_NOT_CONFIGURED }));
    await render();
    expect(text()).toContain('WhatsApp is not connected');
    expect(text()).toContain('Members › Configuration');
    expect(text()).not.toContain('The list could not be loaded.');
  });
});
