/** Create Template: field errors from WhatsApp's limits, the live preview with examples, the submission and back to the list. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEMPLATE_PATHS, TEMPLATE_TEXTS } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import TemplateCreatePage from '@/features/whatsapp/routes/template-create-page';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));
vi.mock('@/lib/feedback/feedback', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const dom = domRootPerTest();
const text = () => document.body.textContent ?? '';
const preview = () => document.body.querySelector('[aria-label="Template preview"]')?.textContent ?? '';
const field = (label: string) => document.body.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[aria-label="${label}"]`)!;
async function fill(label: string, value: string) {
  const el = field(label);
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
}
async function submit() {
  const button = Array.from(document.body.querySelectorAll('button')).find((b) => b.textContent?.includes('Submit for review'))!;
  await act(async () => button.click());
  await settle();
}

async function render() {
  await act(async () => {
    dom.root.render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
        <MemoryRouter initialEntries={['/whatsapp_template/template_master/create']}>
          <Routes>
            <Route path="/whatsapp_template/template_master/create" element={<TemplateCreatePage />} />
            <Route path="/whatsapp_template/template_master" element={<p>The template list</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  await settle();
}

beforeEach(() => requestData.mockReset());

describe('TemplateCreatePage', () => {
  it('shows each field’s problem, previews the message with its examples, and submits the template in WhatsApp’s shape', async () => {
    await render();
    await fill('Name', 'Order Shipped');
    await fill('Body', 'Hi {{1}}, your order ships on {{3}}.');
    await fill('Footer', 'f'.repeat(61));
    await submit();
    expect(text()).toContain(TEMPLATE_TEXTS.name);
    expect(text()).toContain('Variables must be numbered');
    expect(text()).toContain('At most 60 characters');
    expect(requestData).not.toHaveBeenCalled();

    await fill('Name', 'order_shipped');
    await fill('Body', 'Hi {{1}}, your order ships on {{2}}.');
    await fill('Footer', 'Reply STOP to opt out');
    expect(preview()).toContain('Hi {{1}}, your order ships on {{2}}.');
    await fill('Example for {{1}}', 'Priya');
    await fill('Example for {{2}}', '2 December');
    expect(preview()).toContain('Hi Priya, your order ships on 2 December.');
    expect(preview()).toContain('Reply STOP to opt out');

    requestData.mockResolvedValue({
      id: 't1', name: 'order_shipped', language: 'en', category: 'UTILITY', components: [], status: 'PENDING', rejectedReason: null, quality: null,
      providerId: '1', createdAt: '2026-11-21T10:00:00.000Z', updatedAt: '2026-11-21T10:00:00.000Z',
    });
    await submit();
    expect(requestData).toHaveBeenCalledWith(TEMPLATE_PATHS.templates, { method: 'POST', body: {
      name: 'order_shipped', language: 'en', category: 'UTILITY', components: [
        { type: 'BODY', text: 'Hi {{1}}, your order ships on {{2}}.', example: { body_text: [['Priya', '2 December']] } },
        { type: 'FOOTER', text: 'Reply STOP to opt out' },
      ],
    } });
    expect(text()).toContain('The template list');
  });

});
