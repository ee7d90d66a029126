/** GET/PUT /admin/v1/configuration: the brand configuration screen; GET …/widgetOrigins: the widget's allowed websites now. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  brandConfigurationSchema, CONFIGURATION_PATHS, effectiveWidgetOriginsSchema, type BrandConfiguration,
} from '@switchboard/contracts/members/configuration.schemas';
import { http } from '@/lib/http/api';

const KEY = ['members', 'configuration'] as const;

export const useConfigurationQuery = () =>
  useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) => brandConfigurationSchema.parse(await http.requestData<unknown>(CONFIGURATION_PATHS.configuration, { signal })),
  });

export const useEffectiveWidgetOriginsQuery = () =>
  useQuery({
    queryKey: [...KEY, 'widgetOrigins'],
    queryFn: async ({ signal }) => effectiveWidgetOriginsSchema.parse(await http.requestData<unknown>(CONFIGURATION_PATHS.widgetOrigins, { signal })),
  });

export function useSaveConfigurationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandConfiguration) => http.requestData<unknown>(CONFIGURATION_PATHS.configuration, { method: 'PUT', body: { ...body } }),
    // Live chat caches the configuration under its own key: refresh everything that read it.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => JSON.stringify(query.queryKey).includes('configuration') }),
  });
}
