import { useMutation } from '@tanstack/react-query';
import { AUTH_PATHS } from '@switchboard/contracts/auth/auth.schemas';
import { http } from '@/lib/http/api';

/** POST /users/password/forgot: sends the reset link. */
export async function forgotPassword(email: string): Promise<void> {
  await http.requestData<unknown>(AUTH_PATHS.forgotPassword, { method: 'POST', body: { email }, auth: false });
}

export const useForgotPasswordMutation = () => useMutation({ mutationFn: forgotPassword });
