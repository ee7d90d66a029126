import type { UseMutationResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AUTH_ROUTES } from '@switchboard/contracts/routes';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { EmailRequestForm } from '@/features/auth/components/email-request-form';
import { LinkSentNotice } from '@/features/auth/components/link-sent-notice';
import { reportUnexpected } from '@/features/auth/hooks/report-unexpected';
import { notify } from '@/lib/feedback/feedback';

interface LinkRequestScreenProps {
  title: string;
  subtitle: string;
  submitLabel: string;
  sent: { title: string; description: string };
  mutation: UseMutationResult<void, Error, string>;
}

/** Asks for an e-mail address, mails a link, then shows the spec's notice (as a toast and inline). */
export function LinkRequestScreen({ title, subtitle, submitLabel, sent, mutation }: LinkRequestScreenProps) {
  const submit = (email: string) =>
    mutation.mutate(email, {
      onSuccess: () => notify({ type: 'success', title: sent.title, message: sent.title, description: sent.description }),
      onError: reportUnexpected,
    });

  return (
    <AuthLayout title={title} subtitle={subtitle} footer={<Link to={AUTH_ROUTES.login}>Back to sign in</Link>}>
      {mutation.isSuccess && <LinkSentNotice title={sent.title} description={sent.description} />}
      <EmailRequestForm submitLabel={submitLabel} submitting={mutation.isPending} onSubmit={submit} />
    </AuthLayout>
  );
}
