import { useMutation } from '@tanstack/react-query';
import { AUTH_PATHS, updateFilterSelectionDataSchema } from '@switchboard/contracts/auth/auth.schemas';
import type { SelectedBifurcation } from '@switchboard/contracts/auth/bifurcation.schemas';
import { http } from '@/lib/http/api';

export interface FilterSelectionSaved {
  selectedBifurcation: SelectedBifurcation;
  message?: string;
}

/** POST /users/updateUserFilterSelection: saves the user's bifurcation selection. */
export async function updateFilterSelection(adminPsid: string, selectedBifurcation: SelectedBifurcation): Promise<FilterSelectionSaved | null> {
  const result = await http.request<unknown>(AUTH_PATHS.updateUserFilterSelection, {
    method: 'POST',
    body: { adminPsid, selectedBifurcation },
  });
  if (!result.ok) return null;
  const data = updateFilterSelectionDataSchema.safeParse(result.data);
  return {
    selectedBifurcation: data.success ? data.data.selectedBifurcation : selectedBifurcation,
    ...(result.message ? { message: result.message } : {}),
  };
}

export const useUpdateFilterSelectionMutation = () =>
  useMutation({ mutationFn: ({ adminPsid, selected }: { adminPsid: string; selected: SelectedBifurcation }) => updateFilterSelection(adminPsid, selected) });
