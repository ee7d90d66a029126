/** Submits the new password: reset links call password/reset, activation links account/verify with the password. */
import { useNavigate } from 'react-router';
import { AUTH_ROUTES } from '@switchboard/contracts/routes';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { useResetPasswordMutation } from '@/features/auth/api/reset-password';
import { useActivateAccountMutation, type LinkCheck } from '@/features/auth/api/verify-account';
import { reportUnexpected } from '@/features/auth/hooks/report-unexpected';
import { toast } from '@/lib/feedback/feedback';

export function useSetPassword(token: string, purpose: LinkCheck['purpose']) {
  const navigate = useNavigate();
  const reset = useResetPasswordMutation();
  const activate = useActivateAccountMutation();
  const done = (text: string) => {
    toast.success(text);
    void navigate(AUTH_ROUTES.login, { replace: true });
  };
  const submit = (password: string) => {
    if (purpose === 'reset') {
      reset.mutate({ token, password }, { onSuccess: () => done(TEXTS.passwordUpdated), onError: reportUnexpected });
    } else {
      activate.mutate({ token, password }, { onSuccess: () => done(TEXTS.accountActivated), onError: reportUnexpected });
    }
  };
  return { submit, submitting: reset.isPending || activate.isPending };
}
