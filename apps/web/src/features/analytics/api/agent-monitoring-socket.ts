/**
 * The agent monitoring channel /liveAdmins (§7): brandLiveStats, groupLiveStats, agentLiveStats,
 * pushed by the server at the §9 cadence (groups 5 s, agents 10 s, brand KPIs 10 min). Payloads
 * are checked against the contracts' schemas; stopping unsubscribes so the server stops computing.
 */
import {
  AGENT_MONITORING_EVENTS, agentLiveStatsSchema, brandLiveStatsSchema, groupLiveStatsSchema,
  type AgentLiveStats, type BrandLiveStats, type GroupLiveStats,
} from '@switchboard/contracts/analytics/agent-monitoring.events';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import { LIVE_STATS_COMMANDS } from '@switchboard/contracts/dashboard/dashboard.events';
import { checked, watchChannel } from '@/lib/socket/watch-channel';

export interface AgentMonitoringHandlers {
  brand: (data: BrandLiveStats) => void;
  groups: (data: GroupLiveStats) => void;
  agents: (data: AgentLiveStats) => void;
  failed: (message: string) => void;
}

export function watchAgentMonitoring(handlers: AgentMonitoringHandlers): () => void {
  return watchChannel(NAMESPACES.liveAdmins, {
    [AGENT_MONITORING_EVENTS.brandLiveStats]: checked(brandLiveStatsSchema, (payload) => handlers.brand(payload.data)),
    [AGENT_MONITORING_EVENTS.groupLiveStats]: checked(groupLiveStatsSchema, (payload) => handlers.groups(payload.data)),
    [AGENT_MONITORING_EVENTS.agentLiveStats]: checked(agentLiveStatsSchema, (payload) => handlers.agents(payload.data)),
    connect_error: (error) => handlers.failed(error instanceof Error ? error.message : String(error)),
  }, LIVE_STATS_COMMANDS);
}
