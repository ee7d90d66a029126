/** The configuration screen's widget sites (issue 21, point 10): rows per site, one select per brand filter. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BifurcationFilter } from '@switchboard/contracts/auth/bifurcation.schemas';
import { CONFIGURATION_PATHS, DEFAULT_BRAND_CONFIGURATION, type BrandConfiguration } from '@switchboard/contracts/members/configuration.schemas';
import ConfigurationPage from '@/features/members/routes/configuration-page';
import { HttpError } from '@/lib/http/http-error';
import { useSessionStore } from '@/lib/session/session-store';
import { buildStoredSession } from '@/lib/session/stored-session';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));
// The single sign-on card loads its own settings (and has its own tests); these tests are about the brand configuration form.
vi.mock('@/features/members/components/sso-settings-card', () => ({ SsoSettingsCard: () => null }));
vi.mock('@/lib/feedback/feedback', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const FILTERS: BifurcationFilter[] = [
  { valueKey: 'region', label: 'Region', defaultValue: 'north', options: [{ value: 'north', label: 'North' }, { value: 'south', label: 'South' }, { value: 'international', label: 'International' }] },
  { valueKey: 'businessLine', label: 'Business line', defaultValue: 'retail', options: [{ value: 'retail', label: 'Retail' }, { value: 'enterprise', label: 'Enterprise' }] },
];
const LOADED: BrandConfiguration = { ...DEFAULT_BRAND_CONFIGURATION, widgetSites: [{ key: 'south-shop', values: { region: 'south' } }, { key: 'wa', values: { region: 'international', businessLine: 'enterprise' } }] };

const dom = domRootPerTest();
const puts = () => requestData.mock.calls.filter(([, options]) => (options as { method?: string } | undefined)?.method === 'PUT');
const sentSites = () => (puts()[0]?.[1] as { body: BrandConfiguration }).body.widgetSites;
const byLabel = <T extends Element>(label: string) => dom.container.querySelector<T>(`[aria-label="${label}"]`);
const selectText = (label: string) => byLabel(label)?.closest('.ant-select')?.textContent;

function signIn(filters: BifurcationFilter[]) {
  useSessionStore.getState().signIn(buildStoredSession({
    token: 't', adminId: 'a-1', _id: 'u-1', nlpServiceDetails: { language: 'en', threshold: 0.5 }, allowedChannelsDetails: [],
    brandInfo: { name: 'Demo Brand' }, selectedBifurcation: {}, bifurcationFilters: filters,
    user: { email: 'admin@demo.brand', firstName: 'Ada', lastName: 'Admin', role: 'Admin', permissions: { features: {}, actions: {}, events: {}, ticketsEnabled: true } },
  }));
}

async function render(filters = FILTERS, loaded = LOADED) {
  signIn(filters);
  requestData.mockReset().mockImplementation((path: string, options?: { method?: string; body?: unknown }) =>
    Promise.resolve(options?.method === 'PUT' ? options.body : path === CONFIGURATION_PATHS.widgetOrigins ? [] : loaded));
  const router = createMemoryRouter([{ path: '/members/configuration', element: <ConfigurationPage /> }], { initialEntries: ['/members/configuration'] });
  await act(async () => {
    dom.root.render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><RouterProvider router={router} /></QueryClientProvider>);
  });
  await settle(10);
}
async function click(text: string) {
  const button = Array.from(dom.container.querySelectorAll('button')).find((el) => el.textContent === text);
  if (!button) throw new Error(`No button ${text}`);
  await act(async () => button.click());
  await settle(10);
}
async function typeKey(row: number, value: string) {
  const el = byLabel<HTMLInputElement>(`Site ${row} key`);
  if (!el) throw new Error(`No site ${row}`);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle(10);
}
async function pick(label: string, text: string) {
  const select = byLabel(label)?.closest('.ant-select');
  if (!select) throw new Error(`No select ${label}`);
  await act(async () => { select.querySelector('.ant-select-selector, .ant-select-content')?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })); });
  await settle();
  // Each select keeps its own popup in the body: the open one is the last one shown.
  const popups = Array.from(document.body.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'));
  const option = Array.from(popups.at(-1)?.querySelectorAll('.ant-select-item-option') ?? []).find((o) => o.textContent === text);
  if (!option) throw new Error(`No option ${text} in ${label}`);
  await act(async () => { option.dispatchEvent(new MouseEvent('click', { bubbles: true })); });
  await settle();
}

afterEach(() => act(() => useSessionStore.getState().clear()));

describe('ConfigurationPage › widget sites', () => {
  it('shows the loaded sites with one select per filter, an embed example, and "Default" for a filter left unset', { timeout: 20_000 }, async () => {
    await render();
    expect(byLabel<HTMLInputElement>('Site 1 key')?.value).toBe('south-shop');
    expect(selectText('Site 1 Region')).toBe('South');
    expect(selectText('Site 1 Business line')).toBe('Default business line');
    expect(byLabel<HTMLInputElement>('Site 2 key')?.value).toBe('wa');
    expect(selectText('Site 2 Region')).toBe('International');
    expect(selectText('Site 2 Business line')).toBe('Enterprise');
    expect(dom.container.textContent).toContain('data-site="south-shop"');
    expect(dom.container.textContent).toContain('Every WhatsApp chat carries these values.');
  });

  it('adds a site and saves the list without the filters left on their default; Restore defaults keeps the sites', { timeout: 20_000 }, async () => {
    await render();
    await click('Add site');
    await typeKey(3, ' north-ent ');
    await pick('Site 3 Business line', 'Enterprise');
    await pick('Site 1 Region', 'Default region');
    await click('Restore defaults');
    await click('Save configuration');
    expect(puts()).toHaveLength(1);
    expect(sentSites()).toEqual([
      { key: 'south-shop', values: {} },
      { key: 'wa', values: { region: 'international', businessLine: 'enterprise' } },
      { key: 'north-ent', values: { businessLine: 'enterprise' } },
    ]);
  });

  it('refuses a key listed twice (on the later row) and a malformed key before saving; Remove drops the row', { timeout: 20_000 }, async () => {
    await render();
    await click('Add site');
    await typeKey(3, 'south-shop');
    await click('Save configuration');
    expect(dom.container.textContent).toContain('south-shop is listed twice');
    expect(byLabel('Site 3 key')?.closest('.ant-form-item')?.textContent).toContain('south-shop is listed twice');
    await typeKey(3, 'south shop!');
    await click('Save configuration');
    expect(dom.container.textContent).toContain('Letters, digits, - and _ (at most 40)');
    expect(puts()).toHaveLength(0);
    await act(async () => byLabel<HTMLButtonElement>('Remove site 3')?.click());
    await settle(10);
    await click('Save configuration');
    expect(sentSites()?.map((site) => site.key)).toEqual(['south-shop', 'wa']);
  });

  it('shows the server’s refusal of a site on its select, and of the whole list under the list', { timeout: 20_000 }, async () => {
    await render();
    const refuse = (field: string, message: string) => requestData.mockImplementationOnce(() =>
      Promise.reject(new HttpError({ kind: 'http', status: 400, message, body: { message, field } })));
    refuse('widgetSites.1.values.region', 'wa: unknown Region international');
    await click('Save configuration');
    expect(byLabel('Site 2 Region')?.closest('.ant-form-item')?.textContent).toContain('wa: unknown Region international');
    refuse('widgetSites', 'wa: unknown filter channel');
    await click('Save configuration');
    expect(byLabel('Site 2 key')?.closest('[role="group"]')?.textContent).toContain('wa: unknown filter channel');
  });

  it('says a brand without filters has nothing to set, and leaves the stored sites alone on save', { timeout: 20_000 }, async () => {
    await render([]);
    expect(byLabel('Site 1 key')).toBeNull();
    expect(dom.container.textContent).toContain('This brand has no filters');
    await click('Save configuration');
    expect(puts()).toHaveLength(1);
    expect((puts()[0]?.[1] as { body: object }).body).not.toHaveProperty('widgetSites');
  });
});
