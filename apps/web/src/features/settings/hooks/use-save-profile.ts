import { TEXTS } from '@switchboard/contracts/common/texts';
import type { UpdateProfileRequest } from '@switchboard/contracts/auth/auth.schemas';
import { useUpdateProfileMutation } from '@/features/settings/api/update-profile';
import { toast } from '@/lib/feedback/feedback';
import { useSessionStore } from '@/lib/session/session-store';

/** Saves profile changes, refreshes the stored names and confirms with the spec's toast. */
export function useSaveProfile() {
  const mutation = useUpdateProfileMutation();
  const save = (body: UpdateProfileRequest, onSaved?: () => void) =>
    mutation.mutate(body, {
      onSuccess: (user) => {
        const { firstName, lastName } = user ?? body;
        if (firstName !== undefined || lastName !== undefined) {
          useSessionStore.getState().updateUser({ ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) });
        }
        toast.success(TEXTS.profileUpdated);
        onSaved?.();
      },
    });
  return { save, saving: mutation.isPending };
}
