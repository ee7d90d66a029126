/** The configuration screen validates with the shared schema (critical after long, website origins) before it saves. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIGURATION_PATHS, DEFAULT_BRAND_CONFIGURATION } from '@switchboard/contracts/members/configuration.schemas';
import ConfigurationPage from '@/features/members/routes/configuration-page';
import { domRootPerTest } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));
// The single sign-on card loads its own settings (and has its own tests); these tests are about the brand configuration form.
vi.mock('@/features/members/components/sso-settings-card', () => ({ SsoSettingsCard: () => null }));
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
async function click(text: string) {
  const button = Array.from(dom.container.querySelectorAll('button')).find((el) => el.textContent === text);
  if (!button) throw new Error(`No button ${text}`);
  await act(async () => button.click());
  await settle();
}
async function typeOrigin(index: number, value: string) {
  const el = dom.container.querySelector<HTMLInputElement>(`input[aria-label="Website origin ${index}"]`);
  if (!el) throw new Error(`No website origin ${index}`);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
}
const EFFECTIVE = [
  { origin: 'https://console.example', sources: ['publicUrl'] },
  { origin: 'https://env.example', sources: ['environment'] },
];
async function save() {
  const button = Array.from(dom.container.querySelectorAll('button')).find((el) => el.textContent === 'Save configuration');
  await act(async () => button?.click());
  await settle();
}
const puts = () => requestData.mock.calls.filter(([, options]) => (options as { method?: string } | undefined)?.method === 'PUT');

const dom = domRootPerTest();

beforeEach(async () => {
  requestData.mockReset().mockImplementation((_path: string, options?: { method?: string; body?: unknown }) =>
    Promise.resolve(options?.method === 'PUT' ? options.body : _path === CONFIGURATION_PATHS.widgetOrigins ? EFFECTIVE : DEFAULT_BRAND_CONFIGURATION));
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
    await save();
    expect(puts()).toHaveLength(1);
    const { intentThreshold: _threshold, ...rest } = DEFAULT_BRAND_CONFIGURATION;
    expect((puts()[0]?.[1] as { body: object }).body).toEqual({ ...rest, chatHandlingCriticalSeconds: 400 });
  });

  it('shows the widget\'s "Talk to a person" button as on by default and saves it turned off', async () => {
    const toggle = input('“Talk to a person” button in the chat widget');
    expect(toggle?.getAttribute('role')).toBe('switch');
    expect(toggle?.getAttribute('aria-checked')).toBe('true');
    await act(async () => toggle?.click());
    await settle();
    await save();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]?.[1]).toMatchObject({ body: { widgetTalkToPerson: false } });
  });

  it('leaves the intent threshold to the ML configuration: no field here, a link there, and a save never sends it', async () => {
    expect(input('Intent threshold score')).toBeNull();
    expect(dom.container.querySelector('a[href="/settings/ml_configuration"]')?.textContent).toBe('ML Configuration');
    await click('Restore defaults');
    await save();
    expect(puts()).toHaveLength(1);
    expect((puts()[0]?.[1] as { body: object }).body).not.toHaveProperty('intentThreshold');
  });

  it('shows the websites allowed now with where each comes from', () => {
    const effective = dom.container.querySelector('section[aria-labelledby="effective-widget-origins"]');
    expect(effective?.textContent).toContain('https://console.example');
    expect(effective?.textContent).toContain('This server');
    expect(effective?.textContent).toContain('https://env.example');
    expect(effective?.textContent).toContain('WIDGET_ORIGINS');
  });

  // Many form round trips: more than the default 5 s on a loaded machine.
  it('refuses a website with a path or listed twice, then saves the brand’s websites', { timeout: 20_000 }, async () => {
    await click('Add website');
    await typeOrigin(1, 'https://shop.example/store');
    await save();
    expect(dom.container.textContent).toContain('An origin has no path, query or fragment');
    expect(puts()).toHaveLength(0);

    await typeOrigin(1, 'ftp://shop.example');
    await save();
    expect(dom.container.textContent).toContain('Only http:// and https:// origins');

    await typeOrigin(1, 'https://shop.example');
    await click('Add website');
    await typeOrigin(2, 'https://SHOP.example/');
    await save();
    expect(dom.container.textContent).toContain('https://shop.example is listed twice');
    expect(puts()).toHaveLength(0);

    await typeOrigin(2, 'http://localhost:3000');
    await save();
    expect(puts()).toHaveLength(1);
    const { intentThreshold: _threshold, ...rest } = DEFAULT_BRAND_CONFIGURATION;
    expect((puts()[0]?.[1] as { body: object }).body).toEqual({ ...rest, widgetOrigins: ['https://shop.example', 'http://localhost:3000'] });
  });
});

describe('ConfigurationPage › website widget', () => {
  it('saves the pre-chat form and survey modes (defaults: form off, 1 to 5 stars)', { timeout: 20_000 }, async () => {
    const checked = (group: string) => Array.from(dom.container.querySelectorAll('.ant-form-item'))
      .find((item) => item.querySelector('label')?.textContent === group)?.querySelector('.ant-radio-button-wrapper-checked')?.textContent;
    expect(checked('Pre-chat form')).toBe('Off');
    expect(checked('Satisfaction survey')).toBe('1 to 5 stars');
    const pick = async (text: string) => {
      const option = Array.from(dom.container.querySelectorAll('label.ant-radio-button-wrapper')).find((el) => el.textContent === text);
      if (!option) throw new Error(`No option ${text}`);
      await act(async () => option.querySelector('input')?.click());
      await settle();
    };
    await pick('Required before the chat starts');
    await pick('Thumbs up or down');
    await save();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]?.[1]).toMatchObject({ body: { preChatForm: 'required', satisfactionSurvey: 'thumbs' } });
  });
});
