/**
 * Downloads a file the server serves behind the session (e.g. admin/v2/downloadChatlog's
 * downloadUrl): fetched with the bearer header, then saved through an object URL, because a plain
 * link or window.open cannot send the header.
 */
import { ENV } from '@/config/env';
import { getToken } from '@/lib/session/session-store';

export async function downloadWithSession(path: string, fileName: string): Promise<void> {
  const token = getToken();
  const response = await fetch(`${ENV.apiBaseUrl}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error('The file could not be downloaded.');
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
