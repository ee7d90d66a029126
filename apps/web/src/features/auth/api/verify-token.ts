import { AUTH_PATHS, verifyTokenDataSchema } from '@switchboard/contracts/auth/auth.schemas';
import { http } from '@/lib/http/api';

export type VerifiedUser = ReturnType<typeof verifyTokenDataSchema.parse>['user'][number];

/** POST /users/token/verify: the signed-in user (data.user[0]) with fresh permissions; 401 signs out. */
export async function verifyToken(token: string): Promise<VerifiedUser | null> {
  const data = await http.requestData<unknown>(AUTH_PATHS.verifyToken, { method: 'POST', body: { token }, quiet: true });
  const parsed = verifyTokenDataSchema.safeParse(data);
  return parsed.success ? (parsed.data.user[0] ?? null) : null;
}
