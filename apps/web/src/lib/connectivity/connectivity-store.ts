/** Connectivity (spec §4): browser online flag, internet reachability and the socket connection flag. */
import { create } from 'zustand';

interface ConnectivityState {
  /** navigator.onLine, kept current by the online/offline events. */
  browserOnline: boolean;
  /** False after an internet check timed out or failed; true again once one succeeds. */
  internetReachable: boolean;
  /** A check is running ('Connecting ...'). */
  checking: boolean;
  /** null until a socket has tried to connect. */
  socketConnected: boolean | null;
  setBrowserOnline: (online: boolean) => void;
  setInternetReachable: (reachable: boolean) => void;
  setChecking: (checking: boolean) => void;
  setSocketConnected: (connected: boolean) => void;
}

export const useConnectivityStore = create<ConnectivityState>()((set) => ({
  browserOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  internetReachable: true,
  checking: false,
  socketConnected: null,
  setBrowserOnline: (browserOnline) => set({ browserOnline }),
  setInternetReachable: (internetReachable) => set({ internetReachable }),
  setChecking: (checking) => set({ checking }),
  setSocketConnected: (socketConnected) => set({ socketConnected }),
}));

export const useIsOffline = (): boolean =>
  useConnectivityStore((state) => !state.browserOnline || !state.internetReachable);
