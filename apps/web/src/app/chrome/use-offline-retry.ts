/**
 * Offline retry (spec §4): while offline, count down (5 s first, then (attempt+1)*2*5 s) and run the
 * internet check; Reconnect checks at once. Sockets are asked to reconnect when the check succeeds.
 */
import { useCallback, useState } from 'react';
import { useConnectivityStore, useIsOffline } from '@/lib/connectivity/connectivity-store';
import { checkInternet } from '@/lib/connectivity/internet-check';
import { retryDelaySeconds } from '@/lib/connectivity/retry-backoff';
import { reconnectSockets } from '@/lib/socket/namespace-socket';
import { useCountdown } from '@/hooks/use-countdown';

export function useOfflineRetry() {
  const offline = useIsOffline();
  const checking = useConnectivityStore((state) => state.checking);
  const [attempt, setAttempt] = useState(0);
  const [wasOffline, setWasOffline] = useState(offline);
  if (wasOffline !== offline) {
    // A new offline spell starts the backoff again.
    setWasOffline(offline);
    if (offline) setAttempt(0);
  }

  const retry = useCallback(() => {
    void checkInternet().then((reachable) => {
      if (reachable) reconnectSockets();
      else setAttempt((current) => current + 1);
    });
  }, []);

  const secondsLeft = useCountdown(retryDelaySeconds(attempt), offline && !checking, retry);
  return { offline, checking, secondsLeft, retry };
}
