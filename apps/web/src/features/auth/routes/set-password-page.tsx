import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import { linkTokenSchema } from '@switchboard/contracts/auth/auth.schemas';
import { AUTH_ROUTES } from '@switchboard/contracts/routes';
import { linkCheckQuery, type LinkCheck } from '@/features/auth/api/verify-account';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LinkProblem } from '@/features/auth/components/link-problem';
import { SetPasswordForm } from '@/features/auth/components/set-password-form';
import { useSetPassword } from '@/features/auth/hooks/use-set-password';
import { RESEND_ACTIVATION_ROUTE } from '@/features/auth/routes/paths';
import { FullPageLoader } from '@/components/full-page-loader';
import { isHttpError } from '@/lib/http/http-error';

const COPY = {
  reset: { title: 'Reset password', submit: 'Update password', retry: 'Request a new link', retryPath: AUTH_ROUTES.forgotPassword },
  activation: { title: 'Activate your account', submit: 'Activate account', retry: 'Resend activation link', retryPath: RESEND_ACTIVATION_ROUTE },
} as const;

/** /auth/resetpassword and /auth/activate: check the link (?token=), then set a password. */
export default function SetPasswordPage() {
  const [params] = useSearchParams();
  const routePurpose: LinkCheck['purpose'] = useLocation().pathname === AUTH_ROUTES.activate ? 'activation' : 'reset';
  const token = params.get('token') ?? '';
  const validToken = linkTokenSchema.safeParse(token).success;
  const check = useQuery({ ...linkCheckQuery(token), enabled: validToken });
  const purpose = check.data?.purpose ?? routePurpose;
  const copy = COPY[purpose];
  const { submit, submitting } = useSetPassword(token, purpose);

  const body = () => {
    if (!validToken || check.isError) {
      const message = isHttpError(check.error) ? check.error.message : 'This link is invalid or has expired.';
      return <LinkProblem status="error" title="This link cannot be used" message={message} actionLabel={copy.retry} actionPath={copy.retryPath} />;
    }
    if (!check.data) return <FullPageLoader text="Checking your link ..." fullScreen={false} />;
    if (check.data.purpose === 'activation' && check.data.activated) {
      return <LinkProblem status="info" title="Already activated" message="Your account is already active. Sign in with your password." actionLabel="Sign in" actionPath={AUTH_ROUTES.login} />;
    }
    return <SetPasswordForm email={check.data.email} submitLabel={copy.submit} submitting={submitting} onSubmit={submit} />;
  };

  return (
    <AuthLayout title={copy.title} footer={<Link to={AUTH_ROUTES.login}>Back to sign in</Link>}>
      {body()}
    </AuthLayout>
  );
}
