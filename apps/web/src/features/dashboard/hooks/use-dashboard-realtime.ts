/** Feeds the dashboard store from the dashboard channel while the page is open. */
import { useEffect } from 'react';
import { watchDashboard } from '@/features/dashboard/api/dashboard-socket';
import { useDashboardStore } from '@/features/dashboard/stores/dashboard-store';

export function useDashboardRealtime(): void {
  useEffect(() => {
    const store = useDashboardStore.getState();
    if (store.status === 'error') store.setStatus('connecting');
    return watchDashboard({
      perSecond: store.perSecond,
      perMinute: store.perMinute,
      series: store.setSeries,
      connected: () => useDashboardStore.getState().status === 'error' && store.setStatus('connecting'),
      failed: (message) => store.setStatus('error', message),
    });
  }, []);
}
