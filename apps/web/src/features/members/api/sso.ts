/** Members › Configuration › Single sign-on: GET/PUT /admin/v1/sso, POST …/test and …/preview (admins). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SSO_PATHS, ssoPreviewSchema, ssoSettingsViewSchema, ssoTestResultSchema, type GroupRole, type SsoConnection, type SsoSettingsInput,
} from '@switchboard/contracts/auth/sso.schemas';
import { http } from '@/lib/http/api';

const KEY = ['members', 'sso'] as const;

export const useSsoSettingsQuery = () =>
  useQuery({ queryKey: KEY, queryFn: async ({ signal }) => ssoSettingsViewSchema.parse(await http.requestData<unknown>(SSO_PATHS.settings, { signal })) });

export function useSaveSsoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SsoSettingsInput) => ssoSettingsViewSchema.parse(await http.requestData<unknown>(SSO_PATHS.settings, { method: 'PUT', body: { ...body } })),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}

export const useTestSsoConnection = () =>
  useMutation({
    mutationFn: async (body: SsoConnection & { clientId?: string }) =>
      ssoTestResultSchema.parse(await http.requestData<unknown>(SSO_PATHS.test, { method: 'POST', body: { ...body } })),
  });

export const usePreviewSsoMapping = () =>
  useMutation({
    mutationFn: async (groupRoles: GroupRole[]) => ssoPreviewSchema.parse(await http.requestData<unknown>(SSO_PATHS.preview, { method: 'POST', body: { groupRoles } })),
  });
