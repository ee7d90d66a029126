import { ConnectivityCard } from '@/components/connectivity-card';
import { NoInternetScreen } from '@/components/no-internet-screen';
import { useOfflineRetry } from '@/app/chrome/use-offline-retry';
import { useConnectivityStore } from '@/lib/connectivity/connectivity-store';
import { formatCountdown } from '@/lib/connectivity/retry-backoff';
import { reconnectSockets } from '@/lib/socket/namespace-socket';
import { useDelayedFlag } from '@/hooks/use-delayed-flag';

/** Seconds a socket may stay disconnected before the card shows (socket.io retries by itself first). */
const SOCKET_GRACE_MS = 5_000;

function SocketCard({ browserOnline }: { browserOnline: boolean }) {
  const socketConnected = useConnectivityStore((state) => state.socketConnected);
  const visible = useDelayedFlag(socketConnected === false, SOCKET_GRACE_MS);
  if (!visible) return null;
  return (
    <div className="sb-floating-card">
      <ConnectivityCard browserOnline={browserOnline} connecting={false} onReconnect={reconnectSockets} />
    </div>
  );
}

/** No Internet screen with the retry card while offline; a small card while only the socket is down. */
export function ConnectivityOverlay() {
  const { offline, checking, secondsLeft, retry } = useOfflineRetry();
  const browserOnline = useConnectivityStore((state) => state.browserOnline);
  if (!offline) return <SocketCard browserOnline={browserOnline} />;
  return (
    <NoInternetScreen>
      <ConnectivityCard browserOnline={browserOnline} connecting={checking} countdown={formatCountdown(secondsLeft)} onReconnect={retry} />
    </NoInternetScreen>
  );
}
