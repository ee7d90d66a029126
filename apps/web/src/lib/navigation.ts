/**
 * Navigation from outside React (http client, sockets). The app binds the router on start; before
 * that, and for the §4 "redirect and reload", the browser location is used.
 */
import { AUTH_ROUTES } from '@switchboard/contracts/routes';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
type Navigate = (to: string, options?: NavigateOptions) => void;

let navigator: Navigate | null = null;

export function bindNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  if (navigator) navigator(to, options);
  else window.location.assign(to);
}

/** Full page load of a same-origin path (status 800, bifurcation change). */
export function hardRedirect(pathname: string): void {
  const safe = pathname.startsWith('/') && !pathname.startsWith('//') ? pathname : '/';
  window.location.assign(safe);
}

export function reloadPage(): void {
  window.location.reload();
}

/** True on the public screens (sign-in, reset, activation, single sign-on). */
export function isOnPublicScreen(pathname: string = window.location.pathname): boolean {
  return pathname === AUTH_ROUTES.root || pathname.startsWith(`${AUTH_ROUTES.root}/`) || pathname === AUTH_ROUTES.ssoLanding;
}

/** To sign-in, remembering the current location so sign-in returns there. */
export function goToLogin(): void {
  if (isOnPublicScreen()) return;
  const { pathname, search } = window.location;
  navigateTo(AUTH_ROUTES.login, { replace: true, state: { from: { pathname, search } } });
}
