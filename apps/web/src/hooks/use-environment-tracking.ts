/**
 * Tracks the window (screen type and orientation, resize debounced 750 ms) and the browser's
 * online/offline events (spec §4). Going offline marks the internet unreachable; coming back
 * online runs an internet check.
 */
import { useEffect } from 'react';
import { TIMING } from '@switchboard/contracts/common/constants';
import { useConnectivityStore } from '@/lib/connectivity/connectivity-store';
import { checkInternet } from '@/lib/connectivity/internet-check';
import { useScreenStore } from '@/lib/screen/screen-store';

export function useEnvironmentTracking(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => useScreenStore.getState().update(window.innerWidth, window.innerHeight), TIMING.resizeDebounceMs);
    };
    const onOnline = () => {
      useConnectivityStore.getState().setBrowserOnline(true);
      void checkInternet();
    };
    const onOffline = () => useConnectivityStore.getState().setBrowserOnline(false);
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onResize);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onResize);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, []);
}
