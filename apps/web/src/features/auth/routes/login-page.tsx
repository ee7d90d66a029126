import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import type { LoginRequest } from '@switchboard/contracts/auth/auth.schemas';
import { AUTH_ROUTES } from '@switchboard/contracts/routes';
import { login } from '@/features/auth/api/login';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { reportUnexpected } from '@/features/auth/hooks/report-unexpected';
import { completeSignIn, returnPathFrom } from '@/features/auth/hooks/sign-in';
import { RESEND_ACTIVATION_ROUTE } from '@/features/auth/routes/paths';
import { useIsSignedIn } from '@/lib/session/session-store';

/** /auth/login: e-mail and password; afterwards back to the originally requested location. */
export default function LoginPage() {
  const location = useLocation();
  const signedIn = useIsSignedIn();
  const [submitting, setSubmitting] = useState(false);

  if (signedIn) return <Navigate to={returnPathFrom(location.state)} replace />;

  const submit = (values: LoginRequest) => {
    setSubmitting(true);
    login(values)
      .then(completeSignIn, reportUnexpected)
      .finally(() => setSubmitting(false));
  };

  return (
    <AuthLayout
      title="Sign in"
      subtitle="Sign in to the operations console."
      footer={
        <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8 }}>
          <Link to={AUTH_ROUTES.forgotPassword}>Forgot password?</Link>
          <Link to={RESEND_ACTIVATION_ROUTE}>Resend activation link</Link>
        </div>
      }
    >
      <LoginForm submitting={submitting} onSubmit={submit} />
    </AuthLayout>
  );
}
