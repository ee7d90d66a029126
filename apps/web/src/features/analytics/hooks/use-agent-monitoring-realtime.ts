/** Feeds the agent monitoring store from its channel while the page is open. */
import { useEffect } from 'react';
import { watchAgentMonitoring } from '@/features/analytics/api/agent-monitoring-socket';
import { useAgentMonitoringStore } from '@/features/analytics/stores/agent-monitoring-store';

export function useAgentMonitoringRealtime(): void {
  useEffect(() => {
    const store = useAgentMonitoringStore.getState();
    store.setError(null);
    return watchAgentMonitoring({ brand: store.setBrand, groups: store.setGroups, agents: store.setAgents, failed: store.setError });
  }, []);
}
