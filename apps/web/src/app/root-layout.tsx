import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { ConnectivityOverlay } from '@/app/chrome/connectivity-overlay';
import { useMonitoringUser } from '@/app/chrome/use-monitoring-user';
import { useVersionCheck } from '@/features/auth/hooks/use-version-check';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useEnvironmentTracking } from '@/hooks/use-environment-tracking';
import { currentHandle, handleTitle } from '@/lib/route-handle';

/** Every screen: start-up checks, page title, connectivity chrome. */
export function RootLayout() {
  useEnvironmentTracking();
  useVersionCheck();
  useMonitoringUser();
  useDocumentTitle(handleTitle(currentHandle(useMatches())));
  return (
    <>
      <Outlet />
      <ConnectivityOverlay />
      <ScrollRestoration />
    </>
  );
}
