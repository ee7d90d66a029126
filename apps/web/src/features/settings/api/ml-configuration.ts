/** GET/PUT /admin/v1/mlConfiguration: the bot's NLU settings (GET never carries the generative API key). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mlConfigurationViewSchema, SETTINGS_PATHS, type MlConfiguration } from '@switchboard/contracts/settings/settings.schemas';
import { http } from '@/lib/http/api';

const KEY = ['settings', 'ml-configuration'] as const;

export const useMlConfigurationQuery = () =>
  useQuery({ queryKey: KEY, queryFn: async ({ signal }) => mlConfigurationViewSchema.parse(await http.requestData<unknown>(SETTINGS_PATHS.mlConfiguration, { signal })) });

export function useSaveMlConfigurationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MlConfiguration) => http.requestData<unknown>(SETTINGS_PATHS.mlConfiguration, { method: 'PUT', body: { ...body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
