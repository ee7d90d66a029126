import { PageTitle } from '@/components/page-title';
import { AgentMonitoringScreen } from '@/features/analytics/components/agent-monitoring-screen';
import { useAgentMonitoringRealtime } from '@/features/analytics/hooks/use-agent-monitoring-realtime';

/** /analytics/agent_monitoring (spec §2, §7 agent monitoring channel). */
export default function AgentMonitoringPage() {
  useAgentMonitoringRealtime();
  return (
    <>
      <PageTitle />
      <AgentMonitoringScreen />
    </>
  );
}
