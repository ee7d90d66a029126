import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXTS } from '@switchboard/contracts/common/texts';
import type { TeamMemberDetail } from '@switchboard/contracts/members/team.schemas';
import { defaultPermissions } from '@switchboard/contracts/roles';
import MemberPermissionsPage from '@/features/settings/routes/member-permissions-page';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));
vi.mock('@/lib/feedback/feedback', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const supervisorPermissions = defaultPermissions('Supervisor', true);
const { ticketsEnabled: _t, ...rolePermissions } = supervisorPermissions;
const aMember = (refusal: string | null): TeamMemberDetail => ({
  _id: '0f7b1c1e-1111-4a4a-9a9a-000000000001', email: 'supervisor@demo.brand', firstName: 'Sam', lastName: 'Supervisor', role: 'Supervisor',
  status: 'active', customised: false, rolePermissions, permissions: supervisorPermissions, refusal,
  allowedBifurcation: { region: ['north'] },
  bifurcationFilters: [{
    valueKey: 'region', label: 'Region', defaultValue: 'north',
    options: [{ value: 'north', label: 'North' }, { value: 'south', label: 'South' }, { value: 'international', label: 'International' }],
  }],
});

let root: Root;
let container: HTMLElement;
const settle = () => act(async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
});
const buttons = (text: string) => Array.from(document.body.querySelectorAll<HTMLButtonElement>('button')).filter((b) => b.textContent === text);

async function render() {
  const router = createMemoryRouter([{ path: '/settings/teammembers/:memberId', Component: MemberPermissionsPage }], {
    initialEntries: ['/settings/teammembers/0f7b1c1e-1111-4a4a-9a9a-000000000001'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => root.render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>));
  await settle();
}

beforeEach(() => {
  requestData.mockReset();
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
});

// The permission tree and the allowed-values selects take seconds to render in jsdom on a busy machine.
describe('MemberPermissionsPage', { timeout: 20_000 }, () => {
  it('shows §6’s refusal and offers no save when the caller may not change these permissions', async () => {
    requestData.mockResolvedValue(aMember(TEXTS.cannotChangeOwnPermission));
    await render();
    expect(document.body.textContent).toContain(TEXTS.cannotChangeOwnPermission);
    expect(buttons('Save permissions')).toHaveLength(0);
  });

  it('saves the edited map with the member’s tickets flag', async () => {
    requestData.mockResolvedValue(aMember(null));
    await render();
    const save = buttons('Save permissions')[0];
    expect(save?.disabled).toBe(true);
    const analytics = [...container.querySelectorAll('.ant-tree-treenode')].find((node) => node.textContent === 'Analytics');
    await act(async () => (analytics?.querySelector('.ant-tree-checkbox') as HTMLElement).click());
    expect(save?.disabled).toBe(false);
    await act(async () => save?.click());
    await settle();
    type Call = [string, { method?: string; body: { features: Record<string, { isAllowed: boolean }>; ticketsEnabled: boolean } }];
    const put = (requestData.mock.calls as Call[]).find(([, options]) => options.method === 'PUT');
    if (!put) throw new Error('No PUT was sent');
    const [path, options] = put;
    expect(path).toBe('/admin/v1/teamMembers/0f7b1c1e-1111-4a4a-9a9a-000000000001/permissions');
    expect(options.method).toBe('PUT');
    expect(options.body.features['/analytics']?.isAllowed).toBe(false);
    expect(options.body.ticketsEnabled).toBe(true);
  });

  it('shows the allowed values and saves a changed allow-list (issue 21, point 10)', async () => {
    requestData.mockResolvedValue(aMember(null));
    await render();
    const select = document.body.querySelector('[aria-label="Allowed region values"]')?.closest('.ant-select');
    if (!select) throw new Error('No allowed-values select');
    expect(select.textContent).toContain('North');
    expect(select.textContent).not.toContain('South');
    const save = buttons('Save allowed values')[0];
    expect(save?.disabled).toBe(true);
    await act(async () => { select.querySelector('.ant-select-selector, .ant-select-content')?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })); });
    await settle();
    const option = Array.from(document.body.querySelectorAll('.ant-select-item-option')).find((o) => o.textContent === 'South');
    if (!option) throw new Error('No South option');
    await act(async () => { option.dispatchEvent(new MouseEvent('click', { bubbles: true })); });
    await settle();
    expect(save?.disabled).toBe(false);
    await act(async () => save?.click());
    await settle();
    type Call = [string, { method?: string; body: { allowedBifurcation: Record<string, string[]> } }];
    const put = (requestData.mock.calls as Call[]).find(([path, options]) => options.method === 'PUT' && path.endsWith('/bifurcation'));
    if (!put) throw new Error('No PUT of the allowed values was sent');
    expect(put[0]).toBe('/admin/v1/teamMembers/0f7b1c1e-1111-4a4a-9a9a-000000000001/bifurcation');
    expect(put[1].body.allowedBifurcation).toEqual({ region: ['north', 'south'] });
  });

  it('locks the allowed values with the permissions when the caller may not change them', async () => {
    requestData.mockResolvedValue(aMember(TEXTS.cannotChangeOwnPermission));
    await render();
    expect(buttons('Save allowed values')).toHaveLength(0);
    expect(document.body.querySelector('[aria-label="Allowed region values"]')?.closest('.ant-select')?.className).toContain('disabled');
  });
});
