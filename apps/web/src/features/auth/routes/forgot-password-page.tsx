import { TEXTS } from '@switchboard/contracts/common/texts';
import { useForgotPasswordMutation } from '@/features/auth/api/forgot-password';
import { LinkRequestScreen } from '@/features/auth/components/link-request-screen';

/** /auth/forgotpassword: sends a reset link and shows the 'Verification link sent' notice. */
export default function ForgotPasswordPage() {
  return (
    <LinkRequestScreen
      title="Forgot password"
      subtitle="Enter your e-mail address and we will send you a link to reset your password."
      submitLabel="Send reset link"
      sent={{ title: TEXTS.verificationLinkSentTitle, description: TEXTS.verificationLinkSent }}
      mutation={useForgotPasswordMutation()}
    />
  );
}
