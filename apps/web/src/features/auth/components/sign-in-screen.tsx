import { useState, type MouseEvent } from 'react';
import type { LoginData, LoginRequest } from '@switchboard/contracts/auth/auth.schemas';
import { AUTH_ROUTES } from '@switchboard/contracts/routes';
import { login } from '@/features/auth/api/login';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { SsoButtons } from '@/features/auth/components/sso-buttons';
import { reportUnexpected } from '@/features/auth/hooks/report-unexpected';
import { RESEND_ACTIVATION_ROUTE } from '@/features/auth/routes/paths';

interface SignInScreenProps {
  /** Opens another console path (the links below the form) without a full page load. */
  onOpen: (path: string) => void;
  onSignedIn: (data: LoginData) => void;
}

/**
 * The sign-in screen itself: no router and no antd, so a cold /auth/login fetches little (issue 22).
 * The console's router shows it too (login-page.tsx); main.tsx shows it alone on a cold start.
 */
export function SignInScreen({ onOpen, onSignedIn }: SignInScreenProps) {
  const [submitting, setSubmitting] = useState(false);

  const submit = (values: LoginRequest) => {
    setSubmitting(true);
    login(values)
      .then(onSignedIn, reportUnexpected)
      .finally(() => setSubmitting(false));
  };
  const link = (path: string, text: string) => {
    const open = (event: MouseEvent<HTMLAnchorElement>) => {
      // A new tab or window (modifier keys, middle button) is the browser's to open.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onOpen(path);
    };
    return <a href={path} onClick={open}>{text}</a>;
  };

  return (
    <AuthLayout
      title="Sign in"
      subtitle="Sign in to the operations console."
      footer={<>{link(AUTH_ROUTES.forgotPassword, 'Forgot password?')}{link(RESEND_ACTIVATION_ROUTE, 'Resend activation link')}</>}
    >
      <LoginForm submitting={submitting} onSubmit={submit} />
      <SsoButtons />
    </AuthLayout>
  );
}
