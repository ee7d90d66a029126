/**
 * mediaUpload with upload progress (XMLHttpRequest: fetch cannot report it) and no timeout (§9), and
 * delete_media. Type and size are checked before anything is sent (§5), with the server's texts.
 */
import { BOT_BUILDER_PATHS as P } from '@switchboard/contracts/bot-builder/bot-builder.api';
import {
  BOT_MESSAGE_TEXTS as T, MEDIA_MAX_BYTES, MEDIA_MIME_TYPES, type MediaType, type MediaUploadResult,
} from '@switchboard/contracts/bot-builder/bot-message.api';
import { ENV } from '@/config/env';
import { http } from '@/lib/http/api';
import { getToken } from '@/lib/session/session-store';

/** Why the file cannot be uploaded as this media type, or null. */
export function mediaProblem(mediaType: MediaType, file: { type: string; size: number }): string | null {
  const types = MEDIA_MIME_TYPES[mediaType];
  if (types && !types.includes(file.type)) return T.mediaType(mediaType);
  if (file.size > MEDIA_MAX_BYTES[mediaType]) return T.mediaTooLarge(mediaType);
  if (file.size === 0) return T.mediaMissing;
  return null;
}

export function uploadMedia(mediaType: MediaType, file: File, onProgress: (percent: number) => void): Promise<MediaUploadResult> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('mediaType', mediaType);
    form.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', `${ENV.apiBaseUrl}${P.mediaUpload}`);
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    request.onload = () => {
      let body: { data?: MediaUploadResult; message?: string } = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch { /* not JSON: the status decides */ }
      if (request.status >= 200 && request.status < 300 && body.data) resolve(body.data);
      else reject(new Error(body.message ?? `The upload failed (${request.status})`));
    };
    request.onerror = () => reject(new Error('The upload failed: check the connection and try again'));
    request.send(form);
  });
}

export const deleteMedia = (mediaType: MediaType, url: string) =>
  http.requestData(P.deleteMedia, { method: 'DELETE', body: { mediaType, url }, quiet: true });
