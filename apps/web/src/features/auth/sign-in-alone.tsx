import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { LoginData } from '@switchboard/contracts/auth/auth.schemas';
import { FullPageLoader } from '@/components/full-page-loader';
import { SignInScreen } from '@/features/auth/components/sign-in-screen';
import { completeSignIn, returnPathFrom } from '@/features/auth/hooks/sign-in';
import { SIGN_IN_TITLE } from '@/features/auth/routes/paths';

/** The state the console's router keeps in the history entry (the location the guard remembered). */
const routerState = (): unknown => (window.history.state as { usr?: unknown } | null)?.usr;

/**
 * A cold start on /auth/login: the sign-in screen alone, before the router, antd and the pages have
 * loaded (issue 22). Leaving it (signed in, or by a link) puts the new location in the address bar
 * and starts the console there.
 */
export function showSignInAlone(root: Root, startConsole: () => void): void {
  document.title = SIGN_IN_TITLE;
  const open = (path: string) => {
    window.history.pushState(null, '', path);
    startConsole();
  };
  const signedIn = (data: LoginData) => {
    completeSignIn(data);
    window.history.replaceState(null, '', returnPathFrom(routerState()));
    root.render(<FullPageLoader />);
    startConsole();
  };
  root.render(<StrictMode><SignInScreen onOpen={open} onSignedIn={signedIn} /></StrictMode>);
}
