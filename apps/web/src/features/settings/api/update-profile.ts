import { useMutation } from '@tanstack/react-query';
import { AUTH_PATHS, userInfoSchema, type UpdateProfileRequest, type UserInfo } from '@switchboard/contracts/auth/auth.schemas';
import { http } from '@/lib/http/api';

/** PATCH /users/admins/profile: names and/or a new password (with the current one). Answers data.user as a list. */
export async function updateProfile(body: UpdateProfileRequest): Promise<UserInfo | null> {
  const data = await http.requestData<{ user?: unknown[] } | null>(AUTH_PATHS.profile, { method: 'PATCH', body: { ...body } });
  const parsed = userInfoSchema.safeParse(data?.user?.[0]);
  return parsed.success ? parsed.data : null;
}

export const useUpdateProfileMutation = () => useMutation({ mutationFn: updateProfile });
