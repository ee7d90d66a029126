import { AUTH_ROUTES } from '@switchboard/contracts/routes';
import { NotFoundPage } from '@/components/not-found-page';
import { useIsSignedIn } from '@/lib/session/session-store';

/** Any unknown path outside /auth: a not-found screen with a way back in. */
export function UnknownPath() {
  const signedIn = useIsSignedIn();
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      {signedIn ? <NotFoundPage /> : <NotFoundPage homePath={AUTH_ROUTES.login} homeLabel="Go to sign in" />}
    </main>
  );
}

export default UnknownPath;
