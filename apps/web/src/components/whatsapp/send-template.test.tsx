/** The WhatsApp template from a chat: the composer's notice outside the window, the form's field errors, the call it makes. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_PATHS } from '@switchboard/contracts/history/history.schemas';
import { WHATSAPP_TEXTS } from '@switchboard/contracts/whatsapp/whatsapp.window';
import { WindowClosedNotice } from '@/components/whatsapp/window-closed-notice';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const request = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { request } }));

const SESSION_ID = '5e551011-0000-4000-8000-000000000002';
const dom = domRootPerTest();

const buttonByText = (text: string) => Array.from(document.body.querySelectorAll('button')).find((b) => b.textContent?.trim() === text);
const input = (label: string) => document.body.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;
const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
async function type(label: string, value: string) {
  await act(async () => {
    setter.call(input(label), value);
    input(label).dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function click(text: string) {
  await act(async () => buttonByText(text)!.click());
  await settle();
}

function render(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  act(() => dom.root.render(<QueryClientProvider client={client}>{node}</QueryClientProvider>));
}

beforeEach(() => {
  request.mockReset().mockResolvedValue({ ok: true, data: { chatlogId: 'c1' }, message: WHATSAPP_TEXTS.templateSent });
});

describe('a template from a WhatsApp chat', () => {
  it('says up front why the composer is closed, refuses a bad template name by field, then sends the template with its variables', async () => {
    render(<WindowClosedNotice sessionId={SESSION_ID} />);
    expect(dom.container.textContent).toContain(WHATSAPP_TEXTS.windowClosed);
    await click(WHATSAPP_TEXTS.sendTemplate);

    await type('Template name', 'Order Update');
    await click('Send template');
    expect(document.body.textContent).toContain('Lowercase letters, digits and underscores only');
    expect(request).not.toHaveBeenCalled();

    await type('Template name', 'order_update');
    await type('Language', 'en_US');
    await click('Add variable {{1}}');
    await type('Variable {{1}}', 'Priya');
    await click('Send template');
    expect(request).toHaveBeenCalledWith(HISTORY_PATHS.sendTemplateFromChatHistory, {
      method: 'POST', body: { sessionId: SESSION_ID, templateName: 'order_update', language: 'en_US', variables: ['Priya'] },
    });
  });

  it('sends a media header’s https link, and refuses one that is not https before sending', async () => {
    render(<WindowClosedNotice sessionId={SESSION_ID} />);
    await click(WHATSAPP_TEXTS.sendTemplate);
    await type('Template name', 'diwali_banner');
    await type('Header file link', 'http://cdn.example.com/diwali.jpg');
    await click('Send template');
    expect(document.body.textContent).toContain('The header file is an https link');
    expect(request).not.toHaveBeenCalled();
    await type('Header file link', 'https://cdn.example.com/diwali.jpg');
    await click('Send template');
    expect(request).toHaveBeenCalledWith(HISTORY_PATHS.sendTemplateFromChatHistory, {
      method: 'POST', body: { sessionId: SESSION_ID, templateName: 'diwali_banner', language: 'en', variables: [], headerLink: 'https://cdn.example.com/diwali.jpg' },
    });
  });
});
