/**
 * The public IP for the socket query (spec §7). The original asks an external service; here the URL
 * is configured (console-config publicIpUrl or VITE_PUBLIC_IP_URL) and the lookup is skipped without one.
 */
import { ENV } from '@/config/env';
import { getConfig } from '@/config/runtime-config';

const LOOKUP_LIMIT_MS = 3_000;
let cached: string | null = null;

export async function fetchPublicIp(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  const url = getConfig().publicIpUrl ?? ENV.publicIpUrl;
  if (!url) return null;
  if (cached) return cached;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOOKUP_LIMIT_MS);
  try {
    const response = await fetchImpl(url, { signal: controller.signal, cache: 'no-store' });
    const text = (await response.text()).trim();
    const ip = text.startsWith('{') ? (JSON.parse(text) as { ip?: unknown }).ip : text;
    cached = typeof ip === 'string' && ip.length <= 64 ? ip : null;
    return cached;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
