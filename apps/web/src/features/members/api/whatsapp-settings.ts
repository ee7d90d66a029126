/** Members › Configuration › WhatsApp: GET/PUT/DELETE /admin/v1/whatsappSettings, POST …/test (admins). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  WHATSAPP_SETTINGS_PATHS, whatsAppSettingsViewSchema, whatsAppTestResultSchema, type WhatsAppConnection, type WhatsAppSettingsInput,
} from '@switchboard/contracts/whatsapp/whatsapp.settings';
import { http } from '@/lib/http/api';

const KEY = ['members', 'whatsapp-settings'] as const;

export const useWhatsAppSettingsQuery = () =>
  useQuery({ queryKey: KEY, queryFn: async ({ signal }) => whatsAppSettingsViewSchema.parse(await http.requestData<unknown>(WHATSAPP_SETTINGS_PATHS.settings, { signal })) });

export function useSaveWhatsAppSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: WhatsAppSettingsInput) =>
      whatsAppSettingsViewSchema.parse(await http.requestData<unknown>(WHATSAPP_SETTINGS_PATHS.settings, { method: 'PUT', body: { ...body } })),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}

export function useRemoveWhatsAppSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => whatsAppSettingsViewSchema.parse(await http.requestData<unknown>(WHATSAPP_SETTINGS_PATHS.settings, { method: 'DELETE' })),
    onSuccess: (view) => queryClient.setQueryData(KEY, view),
  });
}

export const useTestWhatsAppConnection = () =>
  useMutation({
    mutationFn: async (body: WhatsAppConnection) =>
      whatsAppTestResultSchema.parse(await http.requestData<unknown>(WHATSAPP_SETTINGS_PATHS.test, { method: 'POST', body: { ...body } })),
  });
