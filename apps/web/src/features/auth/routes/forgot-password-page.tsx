import { Link } from 'react-router';
import { AUTH_ROUTES } from '@switchboard/contracts/routes';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { useForgotPasswordMutation } from '@/features/auth/api/forgot-password';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { EmailRequestForm } from '@/features/auth/components/email-request-form';
import { LinkSentNotice } from '@/features/auth/components/link-sent-notice';
import { reportUnexpected } from '@/features/auth/hooks/report-unexpected';
import { notify } from '@/lib/feedback/feedback';

/** /auth/forgotpassword: sends a reset link and shows the 'Verification link sent' notice. */
export default function ForgotPasswordPage() {
  const mutation = useForgotPasswordMutation();
  const submit = (email: string) =>
    mutation.mutate(email, {
      onSuccess: () =>
        notify({ type: 'success', title: TEXTS.verificationLinkSentTitle, message: TEXTS.verificationLinkSentTitle, description: TEXTS.verificationLinkSent }),
      onError: reportUnexpected,
    });

  return (
    <AuthLayout
      title="Forgot password"
      subtitle="Enter your e-mail address and we will send you a link to reset your password."
      footer={<Link to={AUTH_ROUTES.login}>Back to sign in</Link>}
    >
      {mutation.isSuccess && <LinkSentNotice title={TEXTS.verificationLinkSentTitle} description={TEXTS.verificationLinkSent} />}
      <EmailRequestForm submitLabel="Send reset link" submitting={mutation.isPending} onSubmit={submit} />
    </AuthLayout>
  );
}
