import { useMutation } from '@tanstack/react-query';
import { AUTH_PATHS } from '@switchboard/contracts/auth/auth.schemas';
import { http } from '@/lib/http/api';

/** POST /users/password/reset with the link's token and the new password. */
export async function resetPassword(token: string, password: string): Promise<void> {
  await http.requestData<unknown>(AUTH_PATHS.resetPassword, { method: 'POST', body: { token, password }, auth: false });
}

export const useResetPasswordMutation = () =>
  useMutation({ mutationFn: ({ token, password }: { token: string; password: string }) => resetPassword(token, password) });
