import { TEXTS } from '@switchboard/contracts/common/texts';
import { useEmailActivationMutation } from '@/features/auth/api/email-activation';
import { LinkRequestScreen } from '@/features/auth/components/link-request-screen';

/** /auth/resendactivation: a fresh activation link, then the 'Activation link sent' notice. */
export default function ResendActivationPage() {
  return (
    <LinkRequestScreen
      title="Resend activation link"
      subtitle="Enter the e-mail address of your invitation and we will send a new activation link."
      submitLabel="Send activation link"
      sent={{ title: TEXTS.activationLinkSentTitle, description: TEXTS.activationLinkSent }}
      mutation={useEmailActivationMutation()}
    />
  );
}
