import { AgentMonitoringScreen } from '@/features/analytics/components/agent-monitoring-screen';
import { useAgentMonitoringRealtime } from '@/features/analytics/hooks/use-agent-monitoring-realtime';

/** /analytics/agent_monitoring (spec §2, §7 agent monitoring channel). */
export default function AgentMonitoringPage() {
  useAgentMonitoringRealtime();
  return (
    <>
      <h1 className="sb-visually-hidden">Agent Monitoring</h1>
      <AgentMonitoringScreen />
    </>
  );
}
