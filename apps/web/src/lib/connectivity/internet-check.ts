/**
 * Internet check (spec §4, §9): a request to the configured check URL with a 10 s limit. A timeout
 * or a failure marks the product offline; an answer marks it online. Concurrent calls share one check.
 */
import { TIMING } from '@switchboard/contracts/common/constants';
import { getConfig } from '@/config/runtime-config';
import { useConnectivityStore } from '@/lib/connectivity/connectivity-store';

let running: Promise<boolean> | null = null;

async function probe(url: string, fetchImpl: typeof fetch): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMING.internetCheckTimeoutMs);
  const sameOrigin = new URL(url, window.location.href).origin === window.location.origin;
  try {
    await fetchImpl(url, { method: 'GET', cache: 'no-store', mode: sameOrigin ? 'same-origin' : 'no-cors', signal: controller.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function checkInternet(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  if (running) return running;
  const store = useConnectivityStore.getState();
  store.setChecking(true);
  running = probe(getConfig().internetCheckUrl, fetchImpl).then((reachable) => {
    const state = useConnectivityStore.getState();
    state.setInternetReachable(reachable);
    state.setChecking(false);
    running = null;
    return reachable;
  });
  return running;
}
