import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ROUTES } from '@switchboard/contracts/routes';
import { showSignInAlone } from '@/features/auth/sign-in-alone';
import { getSession, useSessionStore } from '@/lib/session/session-store';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const login = vi.hoisted(() => vi.fn());
vi.mock('@/features/auth/api/login', () => ({ login }));
vi.mock('@/lib/feedback/feedback', () => ({ toast: { success: vi.fn(), error: vi.fn() }, showErrorModal: vi.fn() }));

const dom = domRootPerTest();

/** Types into a React-controlled input as a user would (the native setter, then an input event). */
function type(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const loginData = {
  token: 't', adminId: 'a-1', _id: 'u-1', nlpServiceDetails: { language: 'en', threshold: 0.5 }, allowedChannelsDetails: [],
  brandInfo: { name: 'Demo Brand' }, selectedBifurcation: {}, bifurcationFilters: [],
  user: { email: 'ada@demo.brand', firstName: 'Ada', lastName: 'Admin', role: 'Admin', permissions: { features: {}, actions: {}, events: {}, ticketsEnabled: true } },
};

describe('the sign-in screen shown alone on a cold start', () => {
  afterEach(() => {
    act(() => useSessionStore.getState().clear());
    window.history.replaceState(null, '', '/');
  });

  it('starts the console at a link it follows, without a page load', async () => {
    window.history.replaceState(null, '', '/auth/login');
    const startConsole = vi.fn();
    act(() => showSignInAlone(dom.root, startConsole));
    expect(document.title).toBe('Sign in');
    act(() => dom.container.querySelector<HTMLAnchorElement>(`a[href="${AUTH_ROUTES.forgotPassword}"]`)!.click());
    expect(window.location.pathname).toBe(AUTH_ROUTES.forgotPassword);
    expect(startConsole).toHaveBeenCalledTimes(1);
  });

  it('signs in, then starts the console at the location the guard remembered', async () => {
    window.history.replaceState({ usr: { from: { pathname: '/history', search: '?q=refund' } } }, '', '/auth/login');
    login.mockResolvedValue(loginData);
    const startConsole = vi.fn();
    act(() => showSignInAlone(dom.root, startConsole));
    act(() => {
      type(dom.container.querySelector<HTMLInputElement>('#login-email')!, 'ada@demo.brand');
      type(dom.container.querySelector<HTMLInputElement>('#login-password')!, 'Demo@12345');
    });
    await act(async () => {
      dom.container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await settle(5);
    });
    expect(login).toHaveBeenCalledWith({ email: 'ada@demo.brand', password: 'Demo@12345' });
    expect(getSession()?.token).toBe('t');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/history?q=refund');
    expect(startConsole).toHaveBeenCalledTimes(1);
    expect(dom.container.textContent).toContain('Loading');
  });

  it('refuses an empty form with the fields\' messages and calls nothing', async () => {
    window.history.replaceState(null, '', '/auth/login');
    login.mockReset();
    const startConsole = vi.fn();
    act(() => showSignInAlone(dom.root, startConsole));
    act(() => dom.container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect(dom.container.querySelectorAll('[role="alert"]')).toHaveLength(2);
    expect(login).not.toHaveBeenCalled();
    expect(startConsole).not.toHaveBeenCalled();
  });
});
