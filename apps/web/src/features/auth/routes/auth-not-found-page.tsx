import { AUTH_ROUTES } from '@switchboard/contracts/routes';
import { NotFoundPage } from '@/components/not-found-page';

/** Unknown paths under /auth. */
export default function AuthNotFoundPage() {
  return (
    <main className="sb-auth-page">
      <NotFoundPage homePath={AUTH_ROUTES.login} homeLabel="Back to sign in" />
    </main>
  );
}
