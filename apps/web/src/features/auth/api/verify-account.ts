import { queryOptions, useMutation } from '@tanstack/react-query';
import { AUTH_PATHS, verifyAccountDataSchema } from '@switchboard/contracts/auth/auth.schemas';
import { http } from '@/lib/http/api';
import { authKeys } from '@/features/auth/api/query-keys';

export type LinkCheck = ReturnType<typeof verifyAccountDataSchema.parse>;

/** POST /users/account/verify: without a password it checks the link; with one it activates. */
export async function verifyAccount(token: string, password?: string): Promise<LinkCheck> {
  const body = password === undefined ? { token } : { token, password };
  const data = await http.requestData<unknown>(AUTH_PATHS.verifyAccount, { method: 'POST', body, auth: false, quiet: password === undefined });
  return verifyAccountDataSchema.parse(data);
}

export const linkCheckQuery = (token: string) =>
  queryOptions({ queryKey: authKeys.link(token), queryFn: () => verifyAccount(token), staleTime: Infinity, gcTime: 0 });

export const useActivateAccountMutation = () =>
  useMutation({ mutationFn: ({ token, password }: { token: string; password: string }) => verifyAccount(token, password) });
