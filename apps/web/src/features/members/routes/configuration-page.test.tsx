/** The configuration screen validates with the shared schema (critical after long) before it saves. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BRAND_CONFIGURATION } from '@switchboard/contracts/members/configuration.schemas';
import ConfigurationPage from '@/features/members/routes/configuration-page';
import { domRootPerTest } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));
vi.mock('@/lib/feedback/feedback', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));


const settle = () => act(async () => {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
});
const input = (label: string) => {
  const labelEl = Array.from(dom.container.querySelectorAll('label')).find((el) => el.textContent === label);
  return dom.container.querySelector<HTMLInputElement>(`#${labelEl?.getAttribute('for') ?? 'missing'}`);
};
async function type(label: string, value: string) {
  const el = input(label);
  if (!el) throw new Error(`No field ${label}`);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
}
async function save() {
  const button = Array.from(dom.container.querySelectorAll('button')).find((el) => el.textContent === 'Save configuration');
  await act(async () => button?.click());
  await settle();
}
const puts = () => requestData.mock.calls.filter(([, options]) => (options as { method?: string } | undefined)?.method === 'PUT');

const dom = domRootPerTest();

beforeEach(async () => {
  requestData.mockReset().mockImplementation((_path: string, options?: { method?: string; body?: unknown }) =>
    Promise.resolve(options?.method === 'PUT' ? options.body : DEFAULT_BRAND_CONFIGURATION));
  const router = createMemoryRouter([{ path: '/members/configuration', element: <ConfigurationPage /> }], { initialEntries: ['/members/configuration'] });
  await act(async () => {
    dom.root.render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><RouterProvider router={router} /></QueryClientProvider>);
  });
  await settle();
});


describe('ConfigurationPage', () => {
  it('shows the brand values, refuses a critical time not after the long one, then saves the corrected form', async () => {
    expect(input('Long chat handling time (seconds)')?.value).toBe('120');
    expect(input('Critical chat handling time (seconds)')?.value).toBe('300');
    await type('Critical chat handling time (seconds)', '100');
    await save();
    expect(dom.container.textContent).toContain('Critical handling time must be longer than long handling time');
    expect(puts()).toHaveLength(0);

    await type('Critical chat handling time (seconds)', '400');
    await type('Intent threshold score', '0.7');
    await save();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]?.[1]).toMatchObject({ body: { ...DEFAULT_BRAND_CONFIGURATION, chatHandlingCriticalSeconds: 400, intentThreshold: 0.7 } });
  });

  it('refuses a threshold outside 0–1', async () => {
    await type('Intent threshold score', '1.5');
    await save();
    expect(dom.container.textContent).toContain('The threshold is between 0 and 1');
    expect(puts()).toHaveLength(0);
  });
});
