/** Members › Configuration › Single sign-on: GET/PUT /admin/v1/sso, POST …/test and …/preview, GET …/break-glass-candidates (admins). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  breakGlassCandidatesSchema, SSO_PATHS, ssoPreviewSchema, ssoSettingsViewSchema, ssoTestResultSchema, type GroupRole, type SsoConnection, type SsoSettingsInput,
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

/** The members who may be break-glass admins (the server decides: those who can change these settings). */
export const useBreakGlassCandidatesQuery = (search: string) =>
  useQuery({
    queryKey: [...KEY, 'break-glass-candidates', search],
    queryFn: async ({ signal }) =>
      breakGlassCandidatesSchema.parse(await http.requestData<unknown>(SSO_PATHS.breakGlassCandidates, { query: { search }, quiet: true, signal })),
    placeholderData: keepPreviousData,
  });
