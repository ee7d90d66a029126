/**
 * POST /admin/v1/whatsappInputFileUpload with the recipients sheet alone (§7: multipart, no timeout): kept by the
 * server for the mapping, its columns answered. XMLHttpRequest, because fetch cannot report upload progress; the
 * busy flag wa_file_uploading is on meanwhile. A refusal rejects with an HttpError carrying the status and field
 * (412: WhatsApp is not configured).
 */
import { BROADCAST_PATHS } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import { stageResultSchema, type StagedSheet } from '@switchboard/contracts/whatsapp/whatsapp.broadcast-sender';
import { ENV } from '@/config/env';
import { HttpError, toErrorBody } from '@/lib/http/http-error';
import { getToken } from '@/lib/session/session-store';
import { useWaUploadStore } from '@/features/whatsapp/stores/upload-store';

export function uploadRecipientsSheet(file: File): Promise<StagedSheet> {
  const busy = useWaUploadStore.getState();
  busy.start();
  return new Promise<StagedSheet>((resolve, reject) => {
    const form = new FormData();
    form.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', `${ENV.apiBaseUrl}${BROADCAST_PATHS.upload}`);
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) busy.setProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(request.responseText);
      } catch { /* not JSON: the status decides */ }
      const parsed = request.status >= 200 && request.status < 300 ? stageResultSchema.safeParse((payload as { data?: unknown } | null)?.data) : null;
      if (parsed?.success) return resolve(parsed.data.sheet);
      const body = toErrorBody(payload, `The upload failed (${request.status})`);
      reject(new HttpError({ kind: request.status === 412 ? 'refused' : 'http', status: request.status, message: body.message, body, handled: false }));
    };
    request.onerror = () => reject(new HttpError({ kind: 'network', status: 0, message: 'The upload failed: check the connection and try again', handled: false }));
    request.send(form);
  }).finally(() => busy.finish());
}
