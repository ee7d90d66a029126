import { Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { RouteAccess } from '@/app/guards/route-access';
import { FullPageLoader } from '@/components/full-page-loader';
import { useDelayedFlag } from '@/hooks/use-delayed-flag';
import { useTableScrollHints } from '@/hooks/use-table-scroll-hints';

const LOADER_DELAY_MS = 200;

/** The page area: permission gate, and the loader while the next page's code arrives. */
export function ShellContent() {
  useTableScrollHints('main-content');
  const loading = useDelayedFlag(useNavigation().state === 'loading', LOADER_DELAY_MS);
  const loader = <FullPageLoader fullScreen={false} />;
  return (
    <main id="main-content" tabIndex={-1} className="sb-content">
      {loading ? loader : (
        <RouteAccess>
          <Suspense fallback={loader}>
            <Outlet />
          </Suspense>
        </RouteAccess>
      )}
    </main>
  );
}
