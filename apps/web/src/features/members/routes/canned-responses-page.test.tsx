/** Canned responses screen: server-paged list with empty and error states; a refused save shows on its field. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CannedResponse } from '@switchboard/contracts/members/members.schemas';
import CannedResponsesPage from '@/features/members/routes/canned-responses-page';
import { HttpError } from '@/lib/http/http-error';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));
vi.mock('@/lib/feedback/feedback', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const hello: CannedResponse = { _id: 'c-1', shortcut: 'hello', text: 'Hello there!', tags: ['greeting'], updatedAt: '2026-01-01T00:00:00Z' };

let root: Root;
let container: HTMLElement;
const settle = () => act(async () => {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
});
const text = () => document.body.textContent ?? '';
const button = (name: string) => Array.from(document.body.querySelectorAll('button')).find((el) => el.textContent === name);
async function fill(label: string, value: string) {
  const labelEl = Array.from(document.body.querySelectorAll('label')).find((el) => el.textContent === label);
  const el = document.getElementById(labelEl?.getAttribute('for') ?? '') as HTMLInputElement | HTMLTextAreaElement | null;
  if (!el) throw new Error(`No field ${label}`);
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
}

async function render() {
  await act(async () => {
    root.render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><CannedResponsesPage /></QueryClientProvider>);
  });
  await settle();
}

beforeEach(() => {
  requestData.mockReset();
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  document.body.innerHTML = '';
});

describe('CannedResponsesPage', () => {
  it('asks the server for the first page and lists the rows', async () => {
    requestData.mockResolvedValue({ items: [hello], totalCount: 1 });
    await render();
    expect(requestData).toHaveBeenCalledWith('/admin/v1/cannedResponses', expect.objectContaining({ query: { search: undefined, page: 1, pageSize: 10 } }));
    expect(text()).toContain('/hello');
    expect(text()).toContain('Hello there!');
    expect(text()).toContain('greeting');
  });

  it('shows the empty state and the error state with Retry', async () => {
    requestData.mockResolvedValueOnce({ items: [], totalCount: 0 });
    await render();
    expect(text()).toContain('No canned responses yet.');
    act(() => root.unmount());
    root = createRoot(container);
    requestData.mockRejectedValueOnce(new HttpError({ kind: 'http', status: 500, message: 'boom' }));
    await render();
    expect(text()).toContain('The list could not be loaded.');
    requestData.mockResolvedValueOnce({ items: [hello], totalCount: 1 });
    await act(async () => button('Retry')?.click());
    await settle();
    expect(text()).toContain('/hello');
  });

  it('puts a duplicate-shortcut refusal on the Shortcut field and keeps the dialog open', async () => {
    requestData.mockImplementation((_path: string, options?: { method?: string }) => {
      if (options?.method === 'POST') {
        return Promise.reject(new HttpError({ kind: 'http', status: 409, message: 'A canned response with this shortcut already exists.', body: { message: 'A canned response with this shortcut already exists.', field: 'shortcut' } }));
      }
      return Promise.resolve({ items: [hello], totalCount: 1 });
    });
    await render();
    await act(async () => button('New canned response')?.click());
    await settle();
    await fill('Shortcut', 'hello');
    await fill('Text', 'Hi again');
    await act(async () => button('Save')?.click());
    await settle();
    expect(requestData).toHaveBeenCalledWith('/admin/v1/cannedResponses', expect.objectContaining({ method: 'POST', body: { shortcut: 'hello', text: 'Hi again', tags: [] } }));
    const dialog = document.body.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('A canned response with this shortcut already exists.');
  });
});
