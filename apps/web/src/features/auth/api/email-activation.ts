import { useMutation } from '@tanstack/react-query';
import { AUTH_PATHS } from '@switchboard/contracts/auth/auth.schemas';
import { http } from '@/lib/http/api';

/** POST /users/email/activation: sends a fresh activation link. */
export async function sendActivationLink(email: string): Promise<void> {
  await http.requestData<unknown>(AUTH_PATHS.emailActivation, { method: 'POST', body: { email }, auth: false });
}

export const useEmailActivationMutation = () => useMutation({ mutationFn: sendActivationLink });
