/** Create Template: field errors from WhatsApp's limits, the live preview with examples, the submission and back to the list. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEMPLATE_PATHS, TEMPLATE_TEXTS } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import TemplateCreatePage from '@/features/whatsapp/routes/template-create-page';
import { pick } from '@/features/whatsapp/test-kit/page-driver';
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

  it('makes an image header: its example uploaded to WhatsApp first, the template submitted with the handle', async () => {
    await render();
    await fill('Name', 'diwali_banner');
    await fill('Body', 'Our Diwali sale starts today.');
    await pick('Header type', 'Image');
    expect(preview()).toContain('Image');
    await submit();
    expect(text()).toContain(TEMPLATE_TEXTS.headerMedia);
    expect(requestData).not.toHaveBeenCalled();

    requestData.mockResolvedValueOnce({ handle: '4::ZGl3YWxp:ARb1', format: 'IMAGE', fileName: 'diwali.png' });
    const picker = document.body.querySelector<HTMLInputElement>('input[aria-label="Header example file"]')!;
    expect(picker.accept).toBe('image/jpeg,image/png');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'diwali.png', { type: 'image/png' });
    Object.defineProperty(picker, 'files', { value: [file], configurable: true });
    await act(async () => picker.dispatchEvent(new Event('change', { bubbles: true })));
    await settle();
    const [path, options] = requestData.mock.calls[0] as [string, { method: string; body: FormData }];
    expect(path).toBe(TEMPLATE_PATHS.headerExample);
    expect((options.body.get('file') as File).name).toBe('diwali.png');
    expect(preview()).toContain('Image · diwali.png');

    requestData.mockResolvedValueOnce({
      id: 't2', name: 'diwali_banner', language: 'en', category: 'UTILITY', components: [], status: 'PENDING', rejectedReason: null, quality: null,
      providerId: '2', createdAt: '2026-11-21T10:00:00.000Z', updatedAt: '2026-11-21T10:00:00.000Z',
    });
    await submit();
    expect(requestData).toHaveBeenLastCalledWith(TEMPLATE_PATHS.templates, { method: 'POST', body: {
      name: 'diwali_banner', language: 'en', category: 'UTILITY', components: [
        { type: 'HEADER', format: 'IMAGE', example: { header_handle: ['4::ZGl3YWxp:ARb1'] } },
        { type: 'BODY', text: 'Our Diwali sale starts today.' },
      ],
    } });
  });
});
