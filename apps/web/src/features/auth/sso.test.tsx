import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginDataSchema } from '@switchboard/contracts/auth/auth.schemas';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { SsoButtons } from '@/features/auth/components/sso-buttons';
import SsoLandingPage, { SSO_ERROR_SECONDS } from '@/features/auth/routes/sso-landing-page';
import { HttpError } from '@/lib/http/http-error';
import { getSession, useSessionStore } from '@/lib/session/session-store';
import { buildStoredSession } from '@/lib/session/stored-session';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const api = vi.hoisted(() => ({ fetchSsoProviders: vi.fn(), microsoftLogin: vi.fn() }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('@/features/auth/api/sso-providers', () => ({ fetchSsoProviders: api.fetchSsoProviders }));
vi.mock('@/features/auth/api/microsoft-login', () => ({ microsoftLogin: api.microsoftLogin }));
vi.mock('@/lib/feedback/feedback', async (original) => ({ ...(await original<object>()), toast }));

const dom = domRootPerTest();
const loginData = {
  token: 't', adminId: 'a-1', _id: 'u-1', nlpServiceDetails: { language: 'en', threshold: 0.5 }, allowedChannelsDetails: [],
  brandInfo: { name: 'Demo Brand' }, selectedBifurcation: {}, bifurcationFilters: [],
  user: { email: 'ada@demo.brand', firstName: 'Ada', lastName: 'Admin', role: 'Admin', permissions: { features: {}, actions: {}, events: {}, ticketsEnabled: true } },
};

afterEach(() => {
  act(() => useSessionStore.getState().clear());
  vi.clearAllMocks();
});

describe('the login screen’s single sign-on button', () => {
  it('shows the configured label, linking to the server’s start of the flow', async () => {
    api.fetchSsoProviders.mockResolvedValue([{ id: 'env', label: 'Sign in with Microsoft', startUrl: '/users/sso/start?provider=env' }]);
    act(() => dom.root.render(<SsoButtons />));
    await settle();
    const link = dom.container.querySelector('a');
    expect(link?.textContent).toBe('Sign in with Microsoft');
    expect(link?.getAttribute('href')).toBe('/users/sso/start?provider=env');
  });

  it('shows nothing when no provider is configured or the list cannot be read', async () => {
    api.fetchSsoProviders.mockResolvedValueOnce([]);
    act(() => dom.root.render(<SsoButtons />));
    await settle();
    expect(dom.container.innerHTML).toBe('');
  });
});

describe('/verify-ms-auth', () => {
  const open = async (search: string) => {
    const router = createMemoryRouter(
      [{ path: '/verify-ms-auth', element: <SsoLandingPage /> }, { path: '/', element: <p>dashboard</p> }, { path: '/auth/login', element: <p>login</p> }],
      { initialEntries: [`/verify-ms-auth${search}`] },
    );
    await act(async () => dom.root.render(<RouterProvider router={router} />));
    return router;
  };

  it('shows Authenticating with the page title, exchanges the token, then opens the dashboard', async () => {
    let finish: (value: unknown) => void = () => undefined;
    api.microsoftLogin.mockReturnValue(new Promise((resolve) => { finish = resolve; }));
    const router = await open('?token=one-time');
    expect(dom.container.textContent).toContain(TEXTS.authenticating);
    expect(document.title).toContain(TEXTS.authenticating);
    expect(api.microsoftLogin).toHaveBeenCalledWith('one-time');
    finish(loginData);
    await settle();
    expect(router.state.location.pathname).toBe('/');
    expect(getSession()?.token).toBe('t');
  });

  it('goes straight to the dashboard when already signed in', async () => {
    act(() => useSessionStore.getState().signIn(buildStoredSession(loginDataSchema.parse(loginData))));
    const router = await open('?token=one-time');
    await settle();
    expect(router.state.location.pathname).toBe('/');
    expect(api.microsoftLogin).not.toHaveBeenCalled();
  });

  it('goes to login when the token is refused', async () => {
    // As the http client rejects a 412 it has already shown to the member.
    api.microsoftLogin.mockRejectedValue(new HttpError({ kind: 'refused', status: 412, message: 'This sign-in has expired or was already used. Sign in again.' }));
    const router = await open('?token=used');
    await settle();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(getSession()).toBeFalsy();
  });

  it('shows the error from the query string, then goes to login', async () => {
    const router = await open(`?error=${encodeURIComponent('You are not a member of this console.')}`);
    await settle();
    expect(toast.error).toHaveBeenCalledWith('You are not a member of this console.', SSO_ERROR_SECONDS);
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(api.microsoftLogin).not.toHaveBeenCalled();
  });
});
