import { Link } from 'react-router';
import { AUTH_ROUTES } from '@switchboard/contracts/routes';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { useEmailActivationMutation } from '@/features/auth/api/email-activation';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { EmailRequestForm } from '@/features/auth/components/email-request-form';
import { LinkSentNotice } from '@/features/auth/components/link-sent-notice';
import { reportUnexpected } from '@/features/auth/hooks/report-unexpected';
import { notify } from '@/lib/feedback/feedback';

/** /auth/resendactivation: a fresh activation link, then the 'Activation link sent' notice. */
export default function ResendActivationPage() {
  const mutation = useEmailActivationMutation();
  const submit = (email: string) =>
    mutation.mutate(email, {
      onSuccess: () =>
        notify({ type: 'success', title: TEXTS.activationLinkSentTitle, message: TEXTS.activationLinkSentTitle, description: TEXTS.activationLinkSent }),
      onError: reportUnexpected,
    });

  return (
    <AuthLayout
      title="Resend activation link"
      subtitle="Enter the e-mail address of your invitation and we will send a new activation link."
      footer={<Link to={AUTH_ROUTES.login}>Back to sign in</Link>}
    >
      {mutation.isSuccess && <LinkSentNotice title={TEXTS.activationLinkSentTitle} description={TEXTS.activationLinkSent} />}
      <EmailRequestForm submitLabel="Send activation link" submitting={mutation.isPending} onSubmit={submit} />
    </AuthLayout>
  );
}
