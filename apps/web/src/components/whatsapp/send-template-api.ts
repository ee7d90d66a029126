/** POST /admin/v2/sendTemplateFromChatHistory: an approved template to a WhatsApp chat's customer (live chat and /history). */
import { useMutation } from '@tanstack/react-query';
import { HISTORY_PATHS } from '@switchboard/contracts/history/history.schemas';
import { WHATSAPP_TEXTS, type SendTemplateFromChat } from '@switchboard/contracts/whatsapp/whatsapp.window';
import { toast } from '@/lib/feedback/feedback';
import { http } from '@/lib/http/api';
import { HttpError } from '@/lib/http/http-error';

export function useSendTemplate(onSent?: () => void) {
  return useMutation({
    mutationFn: async (body: SendTemplateFromChat) => {
      const result = await http.request<{ chatlogId: string }>(HISTORY_PATHS.sendTemplateFromChatHistory, { method: 'POST', body });
      // A 412 (e.g. WhatsApp refused the template) was already shown by the http client.
      if (!result.ok) throw new HttpError({ kind: 'refused', status: result.status, message: result.message });
      return result;
    },
    onSuccess: (result) => {
      toast.success(result.message ?? WHATSAPP_TEXTS.templateSent);
      onSent?.();
    },
  });
}
