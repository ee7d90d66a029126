/**
 * /verify-ms-auth (spec §2): single sign-on landing. ?token= signs in (success → dashboard, failure →
 * login); ?error= is shown as an error, then login; an existing session goes straight to the dashboard.
 */
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AUTH_ROUTES } from '@switchboard/contracts/routes';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { microsoftLogin } from '@/features/auth/api/microsoft-login';
import { reportUnexpected } from '@/features/auth/hooks/report-unexpected';
import { completeSignIn } from '@/features/auth/hooks/sign-in';
import { FullPageLoader } from '@/components/full-page-loader';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/lib/feedback/feedback';
import { getSession } from '@/lib/session/session-store';

/**
 * Seconds the error stays: it says what to do ("ask your IT administrator to grant consent…") and the login screen
 * loads under it; the default 3 s were often gone before that screen had (seen on a phone-sized, busy browser).
 */
export const SSO_ERROR_SECONDS = 12;

export default function SsoLandingPage() {
  useDocumentTitle(TEXTS.authenticating);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);
  const token = params.get('token');
  const error = params.get('error');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const go = (to: string) => void navigate(to, { replace: true });
    if (getSession()) return go('/');
    if (error) {
      toast.error(error, SSO_ERROR_SECONDS);
      return go(AUTH_ROUTES.login);
    }
    if (!token) return go(AUTH_ROUTES.login);
    microsoftLogin(token).then(
      (data) => {
        completeSignIn(data);
        go('/');
      },
      (failure: unknown) => {
        reportUnexpected(failure);
        go(AUTH_ROUTES.login);
      },
    );
  }, [error, navigate, token]);

  return <FullPageLoader text={TEXTS.authenticating} />;
}
