import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPermissions } from '@switchboard/contracts/roles';
import { SideMenu } from '@/app/shell/side-menu';
import { ThemeSwitch } from '@/app/shell/theme-switch';
import { UserMenu } from '@/app/shell/user-menu';
import { useThemeStore } from '@/lib/theme/theme-store';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const signOut = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('@/features/auth/hooks/use-logout', () => ({ useLogout: () => signOut }));
const session = vi.hoisted(() => ({ user_info: { firstName: 'Ada', lastName: 'Admin', permissions: {} as unknown } }));
vi.mock('@/lib/session/session-store', () => ({ useSession: () => session }));

const dom = domRootPerTest();
let router: ReturnType<typeof createMemoryRouter>;

async function render(element: React.ReactElement, at = '/history') {
  router = createMemoryRouter([{ path: '*', element }], { initialEntries: [at] });
  await act(async () => dom.root.render(<RouterProvider router={router} />));
  await settle();
}
const nav = () => document.body.querySelector('nav[aria-label="Main menu"]')!;
const link = (name: string) => Array.from(nav().querySelectorAll('a')).find((a) => a.textContent === name);
const group = (name: string) => Array.from(nav().querySelectorAll('button')).find((b) => b.textContent === name)!;
const key = (target: Element, name: string) => act(() => {
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
});

beforeEach(() => {
  session.user_info.permissions = defaultPermissions('Admin', true);
  signOut.mockClear();
});

describe('SideMenu', () => {
  it('marks the current page and opens its group; other groups open and close on their button', async () => {
    await render(<SideMenu />, '/botbuilder/workflows');
    expect(link('Workflows')?.getAttribute('aria-current')).toBe('page');
    expect(link('Dashboard')?.getAttribute('aria-current')).toBeNull();
    expect(group('Bot Builder').getAttribute('aria-expanded')).toBe('true');

    const members = group('Members');
    expect(members.getAttribute('aria-expanded')).toBe('false');
    expect(link('Agents')).toBeUndefined();
    await act(async () => members.click());
    expect(members.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(members.getAttribute('aria-controls')!)?.textContent).toContain('Agents');
    await act(async () => link('Agents')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })));
    expect(router.state.location.pathname).toBe('/members/agents');
    expect(link('Agents')?.getAttribute('aria-current')).toBe('page');
  });

  it('shows a group beside the icons-only menu and closes it on Escape, focus back on its button', async () => {
    await render(<SideMenu collapsed />, '/');
    const members = group('Members');
    await act(async () => members.click());
    const flyout = document.getElementById(members.getAttribute('aria-controls')!)!;
    expect(flyout.className).toBe('sb-menu__flyout');
    expect(flyout.textContent).toContain('Agents');
    key(document.body, 'Escape');
    expect(document.getElementById(members.getAttribute('aria-controls')!)).toBeNull();
    expect(document.activeElement).toBe(members);
  });
});

describe('UserMenu', () => {
  const opener = () => document.body.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')!;
  const items = () => Array.from(document.body.querySelectorAll<HTMLButtonElement>('[role="menuitem"]'));

  it('opens from the keyboard, moves with the arrows, closes on Escape and logs out', async () => {
    await render(<UserMenu />);
    expect(opener().textContent).toContain('Ada Admin');
    key(opener(), 'ArrowDown');
    await act(async () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    expect(opener().getAttribute('aria-expanded')).toBe('true');
    expect(items().map((item) => item.textContent?.trim())).toEqual(['Profile', 'Logout']);
    expect(document.activeElement).toBe(items()[0]);
    key(items()[0]!, 'ArrowDown');
    expect(document.activeElement).toBe(items()[1]);
    key(items()[1]!, 'ArrowDown');
    expect(document.activeElement).toBe(items()[0]);
    key(items()[0]!, 'Escape');
    expect(items()).toEqual([]);
    expect(document.activeElement).toBe(opener());

    await act(async () => opener().click());
    await act(async () => items()[1]!.click());
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(items()).toEqual([]);
  });

  it('goes to the profile, and closes on a press outside', async () => {
    await render(<UserMenu />);
    await act(async () => opener().click());
    act(() => document.body.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })));
    expect(items()).toEqual([]);
    await act(async () => opener().click());
    await act(async () => items()[0]!.click());
    expect(router.state.location.pathname).toBe('/settings/profile');
  });

  it('names itself on a narrow screen, where only the initial shows', async () => {
    await render(<UserMenu compact />);
    expect(opener().getAttribute('aria-label')).toBe('Account menu for Ada Admin');
    expect(opener().textContent).not.toContain('Ada Admin');
  });
});

describe('ThemeSwitch', () => {
  it('is a switch that turns the dark theme on and off and remembers it', async () => {
    act(() => useThemeStore.getState().setMode('light'));
    await render(<ThemeSwitch />);
    const control = document.body.querySelector<HTMLButtonElement>('[role="switch"]')!;
    expect(control.getAttribute('aria-label')).toBe('Dark theme');
    expect(control.getAttribute('aria-checked')).toBe('false');
    await act(async () => control.click());
    expect(control.getAttribute('aria-checked')).toBe('true');
    expect(useThemeStore.getState().mode).toBe('dark');
    expect(localStorage.getItem('dashboardTheme')).toBe('dark');
    await act(async () => control.click());
    expect(useThemeStore.getState().mode).toBe('light');
  });
});
