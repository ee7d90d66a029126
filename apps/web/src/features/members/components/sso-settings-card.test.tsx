/**
 * The single sign-on card: break-glass admins are chosen among the members the server offers (those who can change
 * these settings), not typed ids; one who lost that right is marked; secrets stay write-only.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BREAK_GLASS_TEXTS, SSO_PATHS, type SsoSettingsView } from '@switchboard/contracts/auth/sso.schemas';
import { MEMBERS_PATHS } from '@switchboard/contracts/members/team.schemas';
import { SsoSettingsCard } from '@/features/members/components/sso-settings-card';
import { button, click, text } from '@/test-support/dom-actions';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));
vi.mock('@/lib/feedback/feedback', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const ADA = '00000000-0000-4000-8000-00000000000a';
const SAM = '00000000-0000-4000-8000-00000000000b';
const MAYA = '00000000-0000-4000-8000-00000000000c';
const VIEW: SsoSettingsView = {
  enabled: true, preset: 'oidc', issuer: 'https://id.example.com', allowedTenants: [], clientId: 'console', clientAuth: 'secret',
  label: 'Sign in with Contoso', groupsClaim: 'groups', groupRoles: [], justInTime: false, required: true, breakGlassUserIds: [ADA, SAM],
  clientSecretSet: true, clientKeySet: false, breakGlassMembers: [
    { id: ADA, name: 'Ada Admin', email: 'admin@demo.brand', role: 'Admin', eligible: true },
    // Was a Manager when chosen; now a Supervisor, who cannot change these settings.
    { id: SAM, name: 'Sam Supervisor', email: 'supervisor@demo.brand', role: 'Supervisor', eligible: false },
  ],
  redirectUri: 'https://console.example/users/sso/callback', backchannelLogoutUri: 'https://console.example/users/sso/backchannel-logout',
};
const ADA_CANDIDATE = { id: ADA, name: 'Ada Admin', email: 'admin@demo.brand', role: 'Admin' };
const MAYA_CANDIDATE = { id: MAYA, name: 'Maya Manager', email: 'manager@demo.brand', role: 'Manager' };

const dom = domRootPerTest();
const puts = () => requestData.mock.calls.filter(([, options]) => (options as { method?: string } | undefined)?.method === 'PUT');

beforeEach(async () => {
  requestData.mockReset().mockImplementation((path: string, options?: { method?: string; body?: object; query?: { search?: string } }) => {
    if (path === SSO_PATHS.settings) return Promise.resolve(options?.method === 'PUT' ? { ...VIEW, ...options.body } : VIEW);
    if (path === MEMBERS_PATHS.agentRoles) return Promise.resolve([{ _id: 'role-Admin', name: 'Admin', type: 'default' }]);
    if (path === SSO_PATHS.breakGlassCandidates) return Promise.resolve(options?.query?.search === 'maya' ? [MAYA_CANDIDATE] : [ADA_CANDIDATE]);
    return Promise.reject(new Error(`unexpected ${path}`));
  });
  await act(async () => {
    dom.root.render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><SsoSettingsCard /></QueryClientProvider>);
  });
  await settle(10);
});

describe('the single sign-on card', () => {
  it('names the break-glass admins, marks one who lost the right, and adds one the server offers, saving member ids', async () => {
    expect(text()).toContain('Ada Admin · admin@demo.brand (Admin)');
    expect(text()).toContain('Sam Supervisor · supervisor@demo.brand (Supervisor) — no longer eligible');
    expect(text()).not.toContain('(Admin) — no longer eligible');
    expect(text()).toContain(`Sam Supervisor: ${BREAK_GLASS_TEXTS.lostRights}`);
    expect(text()).not.toContain('Ada Admin: ');
    const search = dom.container.querySelector<HTMLInputElement>('input[aria-label="Break-glass admins"]');
    if (!search) throw new Error('no member picker');
    await act(async () => { search.closest('.ant-select')?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })); });
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    await act(async () => {
      setter?.call(search, 'maya');
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    // The search waits for the typing to pause.
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 300)); });
    await settle(10);
    expect(requestData).toHaveBeenCalledWith(SSO_PATHS.breakGlassCandidates, expect.objectContaining({ query: { search: 'maya' } }));
    // The candidates come from the server's list of those who may be chosen, not from the whole team.
    expect(requestData).not.toHaveBeenCalledWith(MEMBERS_PATHS.agents, expect.anything());
    const option = Array.from(document.body.querySelectorAll('.ant-select-item-option')).find((el) => el.textContent?.includes('Maya Manager'));
    await act(async () => { option?.dispatchEvent(new MouseEvent('click', { bubbles: true })); });
    await click(button('Save single sign-on'));
    await settle(10);
    expect(puts()).toHaveLength(1);
    const body = (puts()[0]?.[1] as { body: Record<string, unknown> }).body;
    expect(body.breakGlassUserIds).toEqual([ADA, SAM, MAYA]);
    // Write-only: nothing typed, nothing sent (the stored secret stays).
    expect(body).not.toHaveProperty('clientSecret');
    expect(body).not.toHaveProperty('breakGlassMembers');
  });
});
