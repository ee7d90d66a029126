/** ML configuration: the generative model's prices per 1,000 tokens (the genai report's cost) load and save with the member's edits. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_PATHS } from '@switchboard/contracts/settings/settings.schemas';
import MlConfigurationPage from '@/features/settings/routes/ml-configuration-page';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const dom = domRootPerTest();
afterEach(() => vi.unstubAllGlobals());

const STORED = {
  language: 'en', threshold: 0.5, fallbackBehaviour: 'message', fallbackMessage: 'Sorry?', generativeEndpoint: 'https://llm.example.test/v1',
  generativeModel: 'small-model', generativePriceInPer1k: 0.5, generativePriceOutPer1k: 1.5, generativeApiKeySet: false,
};

function serve() {
  const puts: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path !== SETTINGS_PATHS.mlConfiguration) return new Response('{"message":"Not found"}', { status: 404 });
    if (init.method === 'PUT') puts.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    return new Response(JSON.stringify({ data: STORED }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return puts;
}

const input = (label: string) => {
  const id = Array.from(dom.container.querySelectorAll('label')).find((item) => item.textContent === label)?.htmlFor;
  return document.getElementById(id ?? '') as HTMLInputElement;
};

describe('ML configuration page: token prices', { timeout: 20_000 }, () => {
  it('shows the stored prices and saves them with an edit', async () => {
    const puts = serve();
    const router = createMemoryRouter([{ path: '/settings/ml_configuration', element: <MlConfigurationPage /> }], { initialEntries: ['/settings/ml_configuration'] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await act(async () => { dom.root.render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>); });
    await settle();
    expect(input('Price per 1,000 input tokens ($)').value).toBe('0.5000');
    expect(input('Price per 1,000 output tokens ($)').value).toBe('1.5000');

    const model = input('Model');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(model, 'other-model');
      model.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await settle();
    // The edit stays (the loaded settings do not refill the form on every render).
    expect(input('Model').value).toBe('other-model');
    const save = Array.from(dom.container.querySelectorAll('button')).find((button) => button.textContent === 'Save')!;
    await act(async () => { save.click(); });
    await settle();
    expect(puts).toEqual([expect.objectContaining({ generativeModel: 'other-model', generativePriceInPer1k: 0.5, generativePriceOutPer1k: 1.5 })]);
  });
});
